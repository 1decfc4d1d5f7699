import { paginationFor } from "@shared/api/pagination";
import {
  filterParams,
  OPPORTUNITY_PAGE_SIZE,
  type OpportunityView,
  opportunityViews,
  parseOpportunityPage,
} from "@shared/opportunities/opportunity-query";
import { Download, Plus, SearchX } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ListPager } from "~/components/admin/list-pager";
import { Button, buttonClasses } from "~/components/ui/button";
import { EmptyState, ShowAllLink } from "~/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { ForecastTable } from "~/features/opportunities/forecast-table";
import { NewOpportunityDialog } from "~/features/opportunities/new-opportunity-dialog";
import { OpportunitiesTable } from "~/features/opportunities/opportunities-table";
import { OpportunityFilters } from "~/features/opportunities/opportunity-filters";
import { PipelineBoard } from "~/features/opportunities/pipeline-board";
import type { Route } from "./+types/opportunities";

export const meta: Route.MetaFunction = () => [{ title: "Opportunities | Sentinel Forge admin" }];

const viewLabels: Record<OpportunityView, string> = {
  board: "Board",
  table: "Table",
  forecast: "Forecast",
};

/** Only the open view's data is read: the board, one table page, or the forecast. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const page = parseOpportunityPage(new URL(request.url).searchParams);
  const { opportunities, users } = context.repositories;
  const filter = { q: page.q, owner: page.owner, archived: false };
  const offset = (page.page - 1) * OPPORTUNITY_PAGE_SIZE;
  const [owners, board, list, forecast] = await Promise.all([
    users.owners(),
    page.view === "board" ? opportunities.board(filter) : null,
    page.view === "table"
      ? opportunities.list({
          ...filter,
          sort: page.sort,
          dir: page.dir,
          limit: OPPORTUNITY_PAGE_SIZE,
          offset,
        })
      : null,
    page.view === "forecast" ? opportunities.forecast(filter) : null,
  ]);
  return {
    page,
    now: new Date().toISOString(),
    owners: owners.map((user) => ({ id: user.id, name: user.displayName })),
    board,
    table: list
      ? {
          items: list.items,
          pagination: paginationFor(page.page, OPPORTUNITY_PAGE_SIZE, list.total),
        }
      : null,
    forecast,
  };
}

/** Seed 001 §2 Opportunities (issue 13 §3): the pipeline as a board, a table and a forecast. */
export default function OpportunitiesPage({ loaderData }: Route.ComponentProps) {
  const { page, now, owners, board, table, forecast } = loaderData;
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const filters = filterParams(page).toString();
  const filtered = Boolean(page.q || page.owner);

  const chooseView = (view: string) => {
    const next = new URLSearchParams(params);
    next.set("view", view);
    next.delete("page");
    setParams(next, { preventScrollReset: true });
  };

  const empty = (what: string) => (
    <EmptyState
      icon={SearchX}
      title={filtered ? "No deal matches these filters" : `No ${what} yet`}
      action={filtered ? <ShowAllLink to={`?view=${page.view}`} /> : null}
    >
      {filtered
        ? "Try other words or another owner, or clear the filters."
        : "Share a quote with a prospect, or add a deal with New opportunity."}
    </EmptyState>
  );

  return (
    <>
      <PageHeader
        title="Opportunities"
        description="Every deal from first talk to signature. Sharing a quote opens a deal in Proposal; an accepted quote moves it to Won."
        actions={
          <>
            <a
              href={`/api/opportunities/export.csv${filters ? `?${filters}` : ""}`}
              download
              className={buttonClasses({ variant: "outline" })}
            >
              <Download aria-hidden className="size-4" />
              Export CSV
            </a>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden className="size-4" />
              New opportunity
            </Button>
          </>
        }
      />
      <OpportunityFilters page={page} owners={owners} />
      <Tabs value={page.view} onValueChange={chooseView} activationMode="manual">
        <TabsList aria-label="Pipeline views">
          {opportunityViews.map((view) => (
            <TabsTrigger key={view} value={view}>
              {viewLabels[view]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="board">
          {board ? <PipelineBoard columns={board} now={now} owners={owners} /> : null}
        </TabsContent>
        <TabsContent value="table">
          {table && table.items.length > 0 ? (
            <>
              <OpportunitiesTable items={table.items} page={page} now={now} />
              <ListPager
                label="Opportunity pages"
                pagination={table.pagination}
                noun="deals"
                className="mt-4"
              />
            </>
          ) : table ? (
            empty("deals")
          ) : null}
        </TabsContent>
        <TabsContent value="forecast">
          {forecast && forecast.length > 0 ? (
            <ForecastTable months={forecast} />
          ) : forecast ? (
            empty("forecast")
          ) : null}
        </TabsContent>
      </Tabs>
      {creating ? (
        <NewOpportunityDialog owners={owners} onClose={() => setCreating(false)} />
      ) : null}
    </>
  );
}
