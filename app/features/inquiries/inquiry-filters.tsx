import { inquiryStatuses, inquiryStatusLabels } from "@shared/inquiries/inquiry-status";
import { type InquiryFilter, NO_OWNER } from "@shared/inquiries/staff-inquiry";
import { Search } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";

const ANY = "*";

export interface OwnerOption {
  id: string;
  displayName: string;
}

/** Search, status and owner of the inquiries list, all in the URL (back button, links). */
export function InquiryFilters({
  filter,
  owners,
}: {
  filter: InquiryFilter;
  owners: OwnerOption[];
}) {
  const [params, setParams] = useSearchParams();
  const choose = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === ANY) next.delete(key);
    else next.set(key, value);
    next.delete("page");
    setParams(next, { preventScrollReset: true });
  };
  return (
    <div className="mb-5 grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_14rem]">
      <Form method="get" role="search" className="flex gap-2" preventScrollReset>
        {[...params].map(([key, value]) =>
          key === "q" || key === "page" ? null : (
            <input key={key} type="hidden" name={key} value={value} />
          ),
        )}
        <label className="sr-only" htmlFor="inquiry-search">
          Search inquiries
        </label>
        <input
          id="inquiry-search"
          name="q"
          type="search"
          defaultValue={filter.q ?? ""}
          placeholder="Search by name, e-mail or message"
          className={cn(inputClasses, "h-11")}
        />
        <Button type="submit" variant="outline" aria-label="Search">
          <Search aria-hidden className="size-4" />
        </Button>
      </Form>
      <Select
        aria-label="Status"
        value={filter.status ?? ANY}
        onValueChange={(value) => choose("status", value)}
        options={[
          { value: ANY, label: "All statuses" },
          ...inquiryStatuses.map((status) => ({
            value: status,
            label: inquiryStatusLabels[status],
          })),
        ]}
      />
      <Select
        aria-label="Owner"
        value={filter.owner ?? ANY}
        onValueChange={(value) => choose("owner", value)}
        options={[
          { value: ANY, label: "Any owner" },
          { value: NO_OWNER, label: "Nobody yet" },
          ...owners.map((owner) => ({ value: owner.id, label: owner.displayName })),
        ]}
      />
    </div>
  );
}
