import {
  type CatalogQuery,
  type CatalogStatus,
  catalogStatuses,
} from "@shared/catalog/catalog-query";
import { Search } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";

const statusLabels: Record<CatalogStatus, string> = {
  all: "Active (visible and hidden)",
  visible: "Visible to prospects",
  hidden: "Hidden",
  archived: "Archived",
};
const ALL_CATEGORIES = "*";

/** Search, category and status of the catalogue list, all in the URL (back button, links). */
export function CatalogFilters({
  query,
  categories,
}: {
  query: CatalogQuery;
  categories: string[];
}) {
  const [params, setParams] = useSearchParams();
  const choose = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    next.delete("page");
    setParams(next, { preventScrollReset: true });
  };
  return (
    <div className="mb-5 grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem_14rem]">
      <Form method="get" role="search" className="flex gap-2" preventScrollReset>
        {[...params].map(([key, value]) =>
          key === "q" || key === "page" ? null : (
            <input key={key} type="hidden" name={key} value={value} />
          ),
        )}
        <label className="sr-only" htmlFor="catalog-search">
          Search services
        </label>
        <input
          id="catalog-search"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          placeholder="Search by name, description or category"
          className={cn(inputClasses, "h-11")}
        />
        <Button type="submit" variant="outline" aria-label="Search">
          <Search aria-hidden className="size-4" />
        </Button>
      </Form>
      <Select
        aria-label="Category"
        value={query.category ?? ALL_CATEGORIES}
        onValueChange={(value) => choose("category", value === ALL_CATEGORIES ? null : value)}
        options={[
          { value: ALL_CATEGORIES, label: "All categories" },
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
