import type { BlogAdminQuery } from "@shared/blog/blog-admin";
import { ANY, ListSearch, useFilterParam } from "~/components/admin/list-filters";
import { Select } from "~/components/ui/select";
import { blogStatusOptions } from "./blog-status-badge";

/** Search, status and tag of the staff post list, all in the URL (back button, links). */
export function BlogFilters({ query, tags }: { query: BlogAdminQuery; tags: string[] }) {
  const set = useFilterParam();
  return (
    <div className="mb-5 grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_11rem_12rem]">
      <ListSearch
        id="blog-search"
        label="Search posts"
        placeholder="Title, excerpt, author or tag"
        defaultValue={query.q}
        className="md:col-span-2 xl:col-span-1"
      />
      <Select
        aria-label="Status"
        value={query.status ?? ANY}
        onValueChange={(value) => set("status", value)}
        options={[{ value: ANY, label: "Every status" }, ...blogStatusOptions]}
      />
      <Select
        aria-label="Tag"
        value={query.tag ?? ANY}
        onValueChange={(value) => set("tag", value)}
        options={[
          { value: ANY, label: "Any tag" },
          ...tags.map((tag) => ({ value: tag, label: tag })),
        ]}
      />
    </div>
  );
}
