import { paginationFor } from "@shared/api/pagination";
import { parseCatalogQuery } from "@shared/catalog/catalog-query";
import type { AdminService } from "@shared/catalog/service";
import { Download, PackagePlus, SearchX } from "lucide-react";
import { useState } from "react";
import { ArchiveDialog } from "~/components/admin/archive-dialog";
import { ListPager } from "~/components/admin/list-pager";
import { Button, buttonClasses } from "~/components/ui/button";
import { EmptyState, ShowAllLink } from "~/components/ui/empty-state";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { CatalogFilters } from "~/features/catalog/catalog-filters";
import { ServiceFormDialog } from "~/features/catalog/service-form-dialog";
import { type ServiceAction, ServicesTable } from "~/features/catalog/services-table";
import { useArchiveService } from "~/features/catalog/use-catalog-mutations";
import type { Route } from "./+types/catalog";

export const meta: Route.MetaFunction = () => [{ title: "Catalogue | Sentinel Forge admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const query = parseCatalogQuery(new URL(request.url).searchParams);
  const { catalog, formulas } = context.repositories;
  const [page, categories, catalogue, active] = await Promise.all([
    catalog.list(query),
    catalog.categories(),
    catalog.all(),
    formulas.active(),
  ]);
  return {
    query,
    services: page.items,
    pagination: paginationFor(query.page, query.limit, page.total),
    categories,
    catalogue,
    formulas: active.data,
  };
}

type Open = { action: ServiceAction; service: AdminService } | { action: "create" } | null;

/** Seed 001 §2 Catalogue (issue 9): the services, their prices and links, staff-edited. */
export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const { query, services, pagination, categories, catalogue, formulas } = loaderData;
  const [open, setOpen] = useState<Open>(null);
  const archive = useArchiveService();
  const close = () => {
    setOpen(null);
    archive.reset();
  };
  const filtered = Boolean(query.q || query.category || query.status !== "all");

  return (
    <>
      <PageHeader
        title="Catalogue"
        description="The services prospects can choose in the Service Builder, with prices in US dollars, setup fees, quantities and what each one needs."
        actions={
          <>
            <a
              href="/api/admin/catalog/export.csv"
              download
              className={buttonClasses({ variant: "outline" })}
            >
              <Download aria-hidden className="size-4" />
              Export CSV
            </a>
            <Button onClick={() => setOpen({ action: "create" })}>
              <PackagePlus aria-hidden className="size-4" />
              New service
            </Button>
          </>
        }
      />
      <CatalogFilters query={query} categories={categories} />
      {services.length > 0 ? (
        <>
          <ServicesTable
            services={services}
            query={query}
            onAction={(service, action) => setOpen({ action, service })}
          />
          <ListPager
            label="Catalogue pages"
            pagination={pagination}
            noun="services"
            className="mt-4"
          />
        </>
      ) : (
        <EmptyState
          icon={SearchX}
          title={filtered ? "No service matches these filters" : "The catalogue is empty"}
          action={filtered ? <ShowAllLink /> : null}
        >
          {filtered
            ? "Try other words, another category or status, or clear the filters."
            : "Add the first service so the Service Builder has something to offer."}
        </EmptyState>
      )}
      {open?.action === "create" || open?.action === "edit" ? (
        <ServiceFormDialog
          key={open.action === "edit" ? `${open.service.id}-${open.service.version}` : "new"}
          service={open.action === "edit" ? open.service : undefined}
          catalogue={catalogue}
          categories={categories}
          formulas={formulas}
          onClose={close}
        />
      ) : null}
      {open?.action === "archive" || open?.action === "restore" ? (
        <ArchiveDialog
          action={open.action}
          noun="service"
          name={open.service.name}
          consequence={
            open.action === "archive"
              ? "it leaves the Service Builder and new quotes; saved quotes keep it. You can restore it later."
              : "it returns to the catalogue with its current visibility."
          }
          pending={archive.isPending}
          error={archive.error}
          onClose={close}
          onConfirm={() =>
            archive.mutate(
              { id: open.service.id, archived: open.action === "archive" },
              { onSuccess: close },
            )
          }
        />
      ) : null}
    </>
  );
}
