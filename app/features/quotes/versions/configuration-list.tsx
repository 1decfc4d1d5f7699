import type { Envelope } from "@shared/api/envelope";
import type { ConfigurationQuery, ConfigurationRow } from "@shared/quotes/configuration-admin";
import { FileStack, SearchX } from "lucide-react";
import { ListPager } from "~/components/admin/list-pager";
import { EmptyState, ShowAllLink } from "~/components/ui/empty-state";
import { RetryButton } from "~/components/ui/load-failed";
import { cn } from "~/lib/cn";
import type { QuerySeed } from "~/lib/query-seed";
import { ConfigurationFilters } from "./configuration-filters";
import { ConfigurationsTable, ConfigurationsTableSkeleton } from "./configurations-table";
import { useConfigurationList } from "./use-configurations";

/** The list of saved configurations with its filters, states and pages. */
export function ConfigurationList({
  query,
  seed,
}: {
  query: ConfigurationQuery;
  /** The loader's first page (decision 056). */
  seed?: QuerySeed<Envelope<ConfigurationRow[]>> | null;
}) {
  const list = useConfigurationList(query, seed);
  const rows = list.data?.data;
  const filtered = Boolean(
    query.q || query.status || query.from || query.to || query.prospectId || query.archived === "1",
  );
  return (
    <>
      <ConfigurationFilters query={query} />
      {list.isError && !rows ? (
        <EmptyState
          title="The configurations could not be loaded"
          action={<RetryButton onRetry={list.refetch} />}
        />
      ) : !rows ? (
        <ConfigurationsTableSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={filtered ? SearchX : FileStack}
          title={
            filtered ? "No configuration matches these filters" : "No saved configurations yet"
          }
          action={filtered ? <ShowAllLink /> : null}
        >
          {filtered
            ? "Try other words, another status or dates, or clear the filters."
            : "Configurations appear here when prospects save a quote in the Service Builder."}
        </EmptyState>
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
