import {
  type CatalogQuery,
  type CatalogStatus,
  catalogStatuses,
} from "@shared/catalog/catalog-query";
import { ANY, ListSearch, useFilterParam } from "~/components/admin/list-filters";
import { Select } from "~/components/ui/select";

const statusLabels: Record<CatalogStatus, string> = {
  all: "Active (visible and hidden)",
  visible: "Visible to prospects",
  hidden: "Hidden",
  archived: "Archived",
};

/** Search, category and status of the catalogue list, all in the URL (back button, links). */
export function CatalogFilters({
  query,
  categories,
}: {
  query: CatalogQuery;
  categories: string[];
}) {
  const choose = useFilterParam();
  return (
    <div className="mb-5 grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem_14rem]">
      <ListSearch
        id="catalog-search"
        label="Search services"
        placeholder="Search by name, description or category"
        defaultValue={query.q}
      />
      <Select
        aria-label="Category"
        value={query.category ?? ANY}
        onValueChange={(value) => choose("category", value)}
        options={[
          { value: ANY, label: "All categories" },
          ...categories.map((category) => ({ value: category, label: category })),
        ]}
      />
      <Select
        aria-label="Status"
        value={query.status}
        onValueChange={(value) => choose("status", value === "all" ? null : value)}
        options={catalogStatuses.map((status) => ({ value: status, label: statusLabels[status] }))}
      />
    </div>
  );
}
