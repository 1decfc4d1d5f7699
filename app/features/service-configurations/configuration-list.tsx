import type { ConfigurationQuery } from "@shared/quotes/configuration-admin";
import { FileStack, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { ListPager } from "~/features/admin-shell/list-pager";
import { cn } from "~/lib/cn";
import { ConfigurationFilters } from "./configuration-filters";
import { ConfigurationsTable, ConfigurationsTableSkeleton } from "./configurations-table";
import { useConfigurationList } from "./use-configurations";

const emptyFrame =
  "grid justify-items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-14 text-center";

/** The list of saved configurations with its filters, states and pages. */
export function ConfigurationList({ query }: { query: ConfigurationQuery }) {
  const list = useConfigurationList(query);
  const rows = list.data?.data;
  const filtered = Boolean(
    query.q || query.status || query.from || query.to || query.prospectId || query.archived === "1",
  );
  return (
    <>
      <ConfigurationFilters query={query} />
      {list.isError && !rows ? (
        <section className={emptyFrame}>
          <h2 className="text-lg font-semibold">The configurations could not be loaded</h2>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </section>
      ) : !rows ? (
        <ConfigurationsTableSkeleton />
      ) : rows.length === 0 ? (
        <section className={emptyFrame}>
          {filtered ? (
            <SearchX aria-hidden className="size-8 text-muted" />
          ) : (
            <FileStack aria-hidden className="size-8 text-muted" />
          )}
          <h2 className="text-lg font-semibold">
            {filtered ? "No configuration matches these filters" : "No saved configurations yet"}
          </h2>
          <p className="max-w-md text-sm text-muted">
            {filtered
              ? "Try other words, another status or dates, or clear the filters."
              : "Configurations appear here when prospects save a quote in the Service Builder."}
          </p>
          {filtered ? (
            <Link to="?" className={buttonClasses({ variant: "outline", size: "sm" })}>
              Clear filters
            </Link>
          ) : null}
        </section>
      ) : (
        <div
          aria-busy={list.isPlaceholderData}
          className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}
        >
          <ConfigurationsTable rows={rows} query={query} />
          {list.data?.pagination ? (
            <ListPager
              label="Configuration pages"
              pagination={list.data.pagination}
              noun="configurations"
              className="mt-4"
            />
          ) : null}
        </div>
      )}
    </>
  );
}
