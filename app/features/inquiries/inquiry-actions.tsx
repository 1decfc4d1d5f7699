import type { StaffInquiry } from "@shared/inquiries/staff-inquiry";
import { ArrowUpRight, CheckCheck, RotateCcw, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
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

/** Mark handled, or Reopen a handled one. */
export function StatusAction({ inquiry }: { inquiry: StaffInquiry }) {
  const update = useUpdateInquiry();
  const handled = inquiry.status === "handled";
  return (
    <Button
      variant="outline"
      size="sm"
      className="whitespace-nowrap"
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
      <span className="sr-only"> the inquiry from {inquiry.name}</span>
    </Button>
  );
}

/** Open prospect when linked, else Convert to prospect. */
export function ProspectAction({
  inquiry,
  onConvert,
}: {
  inquiry: StaffInquiry;
  onConvert(inquiry: StaffInquiry): void;
}) {
  if (inquiry.prospect) {
    return (
      <Link
        to={`/admin/prospects/${inquiry.prospect.id}`}
        className="inline-flex items-start gap-1 text-primary hover:underline"
      >
        <span className="sr-only">Open prospect </span>
        {inquiry.prospect.companyName}
        <ArrowUpRight aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      </Link>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={() => onConvert(inquiry)}>
      <UserPlus aria-hidden className="size-3.5" />
      Convert to prospect
      <span className="sr-only"> the inquiry from {inquiry.name}</span>
    </Button>
  );
}
