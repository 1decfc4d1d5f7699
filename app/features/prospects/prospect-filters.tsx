import type { Owner } from "@shared/prospects/prospect-item";
import { NO_OWNER, type ProspectQuery } from "@shared/prospects/prospect-query";
import { Search } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";
import { statusOptions } from "./prospect-status-badge";

const ANY = "*";

/** Search, status, owner and tag of the prospect list, all in the URL (back button, links). */
export function ProspectFilters({
  query,
  owners,
  tags,
}: {
  query: ProspectQuery;
  owners: Owner[];
  tags: string[];
}) {
  const [params, setParams] = useSearchParams();
  const choose = (key: string) => (value: string) => {
    const next = new URLSearchParams(params);
    if (value === ANY) next.delete(key);
    else next.set(key, value);
    next.delete("page");
    setParams(next, { preventScrollReset: true });
  };
  return (
    <div className="mb-5 grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_11rem_12rem_11rem_11rem]">
      <Form
        method="get"
        role="search"
        className="flex gap-2 md:col-span-2 xl:col-span-1"
        preventScrollReset
      >
        {[...params].map(([key, value]) =>
          key === "q" || key === "page" ? null : (
            <input key={key} type="hidden" name={key} value={value} />
          ),
        )}
        <label className="sr-only" htmlFor="prospect-search">
          Search prospects
        </label>
        <input
          id="prospect-search"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          placeholder="Company, contact or e-mail"
          className={cn(inputClasses, "h-11")}
        />
        <Button type="submit" variant="outline" aria-label="Search">
          <Search aria-hidden className="size-4" />
        </Button>
      </Form>
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
    </div>
  );
}
