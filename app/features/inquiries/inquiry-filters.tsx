import { inquiryStatuses, inquiryStatusLabels } from "@shared/inquiries/inquiry-status";
import { type InquiryFilter, NO_OWNER } from "@shared/inquiries/staff-inquiry";
import {
  ANY,
  CreatedRangeFilter,
  ListSearch,
  useFilterParam,
} from "~/components/admin/list-filters";
import { Select } from "~/components/ui/select";

export interface OwnerOption {
  id: string;
  displayName: string;
}

/** Search, status, owner and creation dates of the inquiries list, all in the URL (back button, links). */
export function InquiryFilters({
  filter,
  owners,
}: {
  filter: InquiryFilter;
  owners: OwnerOption[];
}) {
  const choose = useFilterParam();
  return (
    <div className="mb-5 grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_14rem]">
      <ListSearch
        id="inquiry-search"
        label="Search inquiries"
        placeholder="Search by name, e-mail or message"
        defaultValue={filter.q}
      />
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
      <CreatedRangeFilter idPrefix="inquiry" range={filter} />
    </div>
  );
}
