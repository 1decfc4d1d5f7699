import type { Owner } from "@shared/prospects/prospect-item";
import { NO_OWNER, type ProspectQuery } from "@shared/prospects/prospect-query";
import {
  ANY,
  CreatedRangeFilter,
  ListSearch,
  useFilterParam,
} from "~/components/admin/list-filters";
import { Select } from "~/components/ui/select";
import { statusOptions } from "./prospect-status-badge";

/** Search, status, owner, tag and creation dates of the prospect list, all in the URL (back button, links). */
export function ProspectFilters({
  query,
  owners,
  tags,
}: {
  query: ProspectQuery;
  owners: Owner[];
  tags: string[];
}) {
  const set = useFilterParam();
  const choose = (key: string) => (value: string) => set(key, value);
  return (
    <div className="mb-5 grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_11rem_12rem_11rem_11rem]">
      <ListSearch
        id="prospect-search"
        label="Search prospects"
        placeholder="Company, contact or e-mail"
        defaultValue={query.q}
        className="md:col-span-2 xl:col-span-1"
      />
      <Select
        aria-label="Status"
        value={query.status ?? ANY}
        onValueChange={choose("status")}
        options={[{ value: ANY, label: "Every status" }, ...statusOptions]}
      />
      <Select
        aria-label="Owner"
        value={query.owner ?? ANY}
        onValueChange={choose("owner")}
        options={[
          { value: ANY, label: "Any owner" },
          { value: NO_OWNER, label: "Nobody" },
          ...owners.map((owner) => ({ value: owner.id, label: owner.displayName })),
        ]}
      />
      <Select
        aria-label="Tag"
        value={query.tag ?? ANY}
        onValueChange={choose("tag")}
        options={[
          { value: ANY, label: "Any tag" },
          ...tags.map((tag) => ({ value: tag, label: tag })),
        ]}
      />
      <Select
        aria-label="Archived"
        value={query.archived}
        onValueChange={(value) => choose("archived")(value === "false" ? ANY : value)}
        options={[
          { value: "false", label: "Active prospects" },
          { value: "true", label: "Archived" },
        ]}
      />
      <CreatedRangeFilter idPrefix="prospect" range={query} className="md:col-span-2" />
    </div>
  );
}
