import { pageParam } from "@shared/api/page-param";
import { paginationFor } from "@shared/api/pagination";
import type { AdminFormula } from "@shared/formulas/formula";
import { Plus, Search, SearchX } from "lucide-react";
import { useState } from "react";
import { Form, useSearchParams } from "react-router";
import { ArchiveDialog } from "~/components/admin/archive-dialog";
import { ListPager } from "~/components/admin/list-pager";
import { Button } from "~/components/ui/button";
import { EmptyState, ShowAllLink } from "~/components/ui/empty-state";
import { inputClasses } from "~/components/ui/field";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { FormulaEditorDialog } from "~/features/formulas/formula-editor-dialog";
import { filterFormulas, parseFormulaView } from "~/features/formulas/formula-filters";
import { FormulaVersionsDialog } from "~/features/formulas/formula-versions-dialog";
import { type FormulaAction, FormulasList } from "~/features/formulas/formulas-list";
import { PurposeTabs } from "~/features/formulas/purpose-tabs";
import { useArchiveFormula } from "~/features/formulas/use-formula-mutations";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/calculation-formulas";

export const meta: Route.MetaFunction = () => [{ title: "Formulas | Sentinel Forge admin" }];

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { formulas, catalog } = context.repositories;
  const [all, catalogue, services, active] = await Promise.all([
    formulas.list(),
    catalog.all(),
    catalog.publicServices(),
    formulas.active(),
  ]);
  return { formulas: all, catalogue, services: services.data, active: active.data };
}

type Open = { action: FormulaAction; formula: AdminFormula } | { action: "create" } | null;

/** Seed 001 §2 Formulas (issue 9): the rules behind every quote, edited and versioned. */
export default function FormulasPage({ loaderData }: Route.ComponentProps) {
  const { formulas, catalogue, services, active } = loaderData;
  const [params] = useSearchParams();
  const view = parseFormulaView(params);
  const [open, setOpen] = useState<Open>(null);
  const archive = useArchiveFormula();
  const close = () => {
    setOpen(null);
    archive.reset();
  };
  const names = new Map(catalogue.map((service) => [service.id, service.name]));
  const serviceName = (id: number | null) =>
    id === null ? "" : (names.get(id) ?? `Service ${id}`);
  const shown = filterFormulas(formulas, view, serviceName);
  const lastPage = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const pagination = paginationFor(Math.min(pageParam(params), lastPage), PAGE_SIZE, shown.length);
  const page = shown.slice((pagination.page - 1) * PAGE_SIZE, pagination.page * PAGE_SIZE);

  return (
    <>
      <PageHeader
        title="Formulas"
        description="How the Service Builder scores risk, recommends services with their reasons, counts quantities and applies discounts. Every save is a new version."
        actions={
          <Button onClick={() => setOpen({ action: "create" })}>
            <Plus aria-hidden className="size-4" />
            New formula
          </Button>
        }
      />
      <PurposeTabs formulas={formulas} view={view} />
      <Form method="get" role="search" className="mb-5 flex max-w-xl gap-2" preventScrollReset>
        {view.purpose !== "all" ? (
          <input type="hidden" name="purpose" value={view.purpose} />
        ) : null}
        <label className="sr-only" htmlFor="formula-search">
          Search formulas
        </label>
        <input
          id="formula-search"
          name="q"
          type="search"
          defaultValue={view.q}
          placeholder="Search by name, expression or service"
          className={cn(inputClasses, "h-11")}
        />
        <Button type="submit" variant="outline" aria-label="Search">
          <Search aria-hidden className="size-4" />
        </Button>
      </Form>
      {page.length > 0 ? (
        <>
          <FormulasList
            formulas={page}
            serviceName={serviceName}
            onAction={(formula, action) => setOpen({ action, formula })}
          />
          <ListPager
            label="Formula pages"
            pagination={pagination}
            noun="formulas"
            className="mt-4"
          />
        </>
      ) : (
        <EmptyState
          icon={SearchX}
          title="No formula matches"
          action={<ShowAllLink>Show all formulas</ShowAllLink>}
        >
          Try other words or another purpose, or create a formula for what you need.
        </EmptyState>
      )}
      {open?.action === "create" || open?.action === "edit" ? (
        <FormulaEditorDialog
          key={open.action === "edit" ? `${open.formula.id}-${open.formula.version}` : "new"}
          formula={open.action === "edit" ? open.formula : undefined}
          catalogue={catalogue}
          services={services}
          active={active}
          onClose={close}
        />
      ) : null}
      {open?.action === "versions" ? (
        <FormulaVersionsDialog formula={open.formula} onClose={close} />
      ) : null}
      {open?.action === "archive" || open?.action === "restore" ? (
        <ArchiveDialog
          action={open.action}
          noun="formula"
          name={open.formula.name}
          consequence={
            open.action === "archive"
              ? "new quotes stop using it; saved quotes keep the version they used."
              : "new quotes use it again from now on."
          }
          pending={archive.isPending}
          error={archive.error}
          onClose={close}
          onConfirm={() =>
            archive.mutate(
              { id: open.formula.id, archived: open.action === "archive" },
              { onSuccess: close },
            )
          }
        />
      ) : null}
    </>
  );
}
