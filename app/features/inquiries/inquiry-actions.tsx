import type { StaffInquiry } from "@shared/inquiries/staff-inquiry";
import { ArrowUpRight, CheckCheck, RotateCcw, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import type { OwnerOption } from "./inquiry-filters";
import { useUpdateInquiry } from "./use-inquiry-mutations";

const NOBODY = "none";

/** Who answers the inquiry: any active user, or nobody yet. */
export function OwnerSelect({ inquiry, owners }: { inquiry: StaffInquiry; owners: OwnerOption[] }) {
  const update = useUpdateInquiry();
  // A deactivated owner stays visible until someone picks another.
  const choices =
    inquiry.owner && !owners.some((owner) => owner.id === inquiry.owner?.id)
      ? [...owners, inquiry.owner]
      : owners;
  return (
    <Select
      aria-label={`Owner of the inquiry from ${inquiry.name}`}
      value={inquiry.owner?.id ?? NOBODY}
      onValueChange={(value) =>
        update.mutate({
          id: inquiry.id,
          ownerUserId: value === NOBODY ? null : value,
          version: inquiry.version,
        })
      }
      options={[
        { value: NOBODY, label: "Nobody yet" },
        ...choices.map((owner) => ({ value: owner.id, label: owner.displayName })),
      ]}
      className="h-9 min-w-40"
    />
  );
}

/** Mark handled / Reopen, and Convert to prospect / Open prospect. */
export function InquiryActions({
  inquiry,
  onConvert,
}: {
  inquiry: StaffInquiry;
  onConvert(inquiry: StaffInquiry): void;
}) {
  const update = useUpdateInquiry();
  const handled = inquiry.status === "handled";
  const who = <span className="sr-only"> the inquiry from {inquiry.name}</span>;
  return (
    <span className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={update.isPending}
        onClick={() =>
          update.mutate({
            id: inquiry.id,
            status: handled ? "new" : "handled",
            version: inquiry.version,
          })
        }
      >
        {handled ? (
          <RotateCcw aria-hidden className="size-3.5" />
        ) : (
          <CheckCheck aria-hidden className="size-3.5" />
        )}
        {handled ? "Reopen" : "Mark handled"}
        {who}
      </Button>
      {inquiry.prospect ? (
        <Link
          to={`/admin/prospects/${inquiry.prospect.id}`}
          className={buttonClasses({ variant: "ghost", size: "sm" })}
        >
          <ArrowUpRight aria-hidden className="size-3.5" />
          Open prospect<span className="sr-only"> {inquiry.prospect.companyName}</span>
        </Link>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => onConvert(inquiry)}>
          <UserPlus aria-hidden className="size-3.5" />
          Convert to prospect
          {who}
        </Button>
      )}
    </span>
  );
}
