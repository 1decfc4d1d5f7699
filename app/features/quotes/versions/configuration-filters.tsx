import type { ConfigurationQuery } from "@shared/quotes/configuration-admin";
import { quoteStatuses, quoteStatusLabels } from "@shared/quotes/status";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useSearchParams } from "react-router";
import { CreatedRangeFilter } from "~/components/admin/list-filters";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";

const ALL = "*";
const labelClasses = "text-xs font-semibold tracking-wide text-muted uppercase";

/** The quote status; like the toggle, it shows the choice before the URL commits. */
function StatusFilter({ status, onChoose }: { status: string; onChoose(status: string): void }) {
  const [value, setValue] = useState(status);
  useEffect(() => setValue(status), [status]);
  return (
    <div className="grid content-start gap-1.5 sm:col-span-2 xl:col-span-1">
      <label htmlFor="configuration-status" className={labelClasses}>
        Status
      </label>
      <Select
        id="configuration-status"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChoose(next);
        }}
        options={[
          { value: ALL, label: "All statuses" },
          ...quoteStatuses.map((item) => ({ value: item, label: quoteStatusLabels[item] })),
        ]}
      />
    </div>
  );
}

/**
 * Archived instead of active configurations. It shows its new state at once: the URL (and
 * the query) follow when the navigation commits.
 */
function ArchivedToggle({
  archived,
  onChoose,
}: {
  archived: boolean;
  onChoose(archived: boolean): void;
}) {
  const [checked, setChecked] = useState(archived);
  useEffect(() => setChecked(archived), [archived]);
  return (
    <label className="flex items-center gap-2.5 text-sm sm:col-span-2 xl:col-span-4">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChoose(event.target.checked);
        }}
        className="size-4 accent-[var(--primary)]"
      />
      Show archived configurations instead
    </label>
  );
}

/** Search, status, creation dates and archive, all in the URL (back button, shared links). */
export function ConfigurationFilters({ query }: { query: ConfigurationQuery }) {
  const [params, setParams] = useSearchParams();
  const choose = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    next.delete("page");
    next.delete("id");
    setParams(next, { preventScrollReset: true });
  };
  return (
    <div className="mb-5 grid gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_12rem_21.75rem]">
      <Form
        method="get"
        role="search"
        className="grid content-start gap-1.5 sm:col-span-2 xl:col-span-1"
        preventScrollReset
      >
        {[...params].map(([key, value]) =>
          key === "q" || key === "page" || key === "id" ? null : (
            <input key={key} type="hidden" name={key} value={value} />
          ),
        )}
        <label className={labelClasses} htmlFor="configuration-search">
          Search configurations
        </label>
        <span className="flex gap-2">
          <input
            id="configuration-search"
            name="q"
            type="search"
            defaultValue={query.q ?? ""}
            key={query.q ?? ""}
            placeholder="Name, company, contact or e-mail"
            className={cn(inputClasses, "h-11")}
          />
          <Button type="submit" variant="outline" aria-label="Search">
            <Search aria-hidden className="size-4" />
          </Button>
        </span>
      </Form>
      <StatusFilter
        status={query.status ?? ALL}
        onChoose={(value) => choose("status", value === ALL ? null : value)}
      />
      <CreatedRangeFilter
        idPrefix="configuration"
        range={query}
        clears={["id"]}
        className="sm:col-span-2 xl:col-span-1"
      />
      <ArchivedToggle
        archived={query.archived === "1"}
        onChoose={(archived) => choose("archived", archived ? "1" : null)}
      />
    </div>
  );
}
