import { paginationFor } from "@shared/api/pagination";
import { parseProspectQuery, prospectFilterParams } from "@shared/prospects/prospect-query";
import { Download, Upload, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { Link, useNavigation } from "react-router";
import { ListPager } from "~/components/admin/list-pager";
import { Button, buttonClasses } from "~/components/ui/button";
import { EmptyState, ShowAllLink } from "~/components/ui/empty-state";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { BulkStatusBar } from "~/features/prospects/bulk-status-bar";
import { NewProspectDialog } from "~/features/prospects/new-prospect-dialog";
import { ProspectFilters } from "~/features/prospects/prospect-filters";
import { ProspectsTable } from "~/features/prospects/prospects-table";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/prospects";

export const meta: Route.MetaFunction = () => [{ title: "Prospects | Sentinel Forge admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const query = parseProspectQuery(new URL(request.url).searchParams);
  const { prospectAdmin, users } = context.repositories;
  const [page, owners, tags] = await Promise.all([
    prospectAdmin.list(query),
    users.owners(),
    prospectAdmin.tags(),
  ]);
  return {
    query,
    prospects: page.items,
    pagination: paginationFor(query.offset / query.limit + 1, query.limit, page.total),
    owners,
    tags,
  };
}

/** Seed 001 §2 Prospects (issue 13): every company that showed interest, worked by staff. */
export default function ProspectsPage({ loaderData }: Route.ComponentProps) {
  const { query, prospects, pagination, owners, tags } = loaderData;
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const navigation = useNavigation();
  const { limit: _, offset: __, ...filter } = query;
  const filtered = Boolean(
    query.q || query.status || query.owner || query.tag || query.from || query.to,
  );
  const onPage = new Set(prospects.map((prospect) => prospect.id));
  const selectedIds = [...selected].filter((id) => onPage.has(id));

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title="Prospects"
        description="Companies that showed interest: builder leads and contact inquiries land here on their own, matched by e-mail address or company domain."
        actions={
          <>
            <Link to="/admin/prospects/import" className={buttonClasses({ variant: "outline" })}>
              <Upload aria-hidden className="size-4" />
              Import CSV
            </Link>
            <a
              href={`/api/prospects/export.csv?${prospectFilterParams(filter)}`}
              download
              className={buttonClasses({ variant: "outline" })}
            >
              <Download aria-hidden className="size-4" />
              Export CSV
            </a>
            <Button onClick={() => setCreating(true)}>
              <UserPlus aria-hidden className="size-4" />
              New prospect
            </Button>
          </>
        }
      />
      <ProspectFilters query={query} owners={owners} tags={tags} />
      <BulkStatusBar ids={selectedIds} onDone={() => setSelected(new Set())} />
      {prospects.length > 0 ? (
        <div
          aria-busy={navigation.state === "loading"}
          className={cn(navigation.state === "loading" && "opacity-60 transition-opacity")}
        >
          <ProspectsTable
            prospects={prospects}
            query={query}
            selection={{
              selected,
              onToggle: toggle,
              onToggleAll: (on) => setSelected(on ? onPage : new Set()),
            }}
          />
          <ListPager
            label="Prospect pages"
            pagination={pagination}
            noun="prospects"
            className="mt-4"
          />
        </div>
      ) : (
        <EmptyState
          icon={Users}
          title={filtered ? "No prospect matches these filters" : "No prospects yet"}
          action={filtered ? <ShowAllLink /> : null}
        >
          {filtered
            ? "Try other words, another status, owner or tag, or clear the filters."
            : "Leads from the Service Builder and the contact form appear here. Add one yourself with New prospect, or import a CSV file."}
        </EmptyState>
      )}
      {creating ? <NewProspectDialog owners={owners} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
