import { type AdminFormula, formulaPurposeInfo } from "@shared/formulas/formula";
import { Archive, ArchiveRestore, History, Pencil } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";

export type FormulaAction = "edit" | "versions" | "archive" | "restore";

/** The formulas as cards: purpose, service, expression, version and who saved it last. */
export function FormulasList({
  formulas,
  serviceName,
  onAction,
}: {
  formulas: AdminFormula[];
  serviceName(id: number | null): string;
  onAction(formula: AdminFormula, action: FormulaAction): void;
}) {
  return (
    <ul className="grid gap-3" aria-label="Formulas">
      {formulas.map((formula) => (
        <li
          key={formula.id}
          data-testid="formula-card"
          className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h2 className="font-semibold">{formula.name}</h2>
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                <Badge tone="primary">{formulaPurposeInfo[formula.purpose].label}</Badge>
                {formula.serviceId !== null ? <span>{serviceName(formula.serviceId)}</span> : null}
                {formula.essential ? <Badge tone="warning">Essential</Badge> : null}
                {formula.archived ? <Badge tone="danger">Archived</Badge> : null}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => onAction(formula, "edit")}>
                <Pencil aria-hidden className="size-3.5" />
                Edit<span className="sr-only"> {formula.name}</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onAction(formula, "versions")}>
                <History aria-hidden className="size-3.5" />
                Versions<span className="sr-only"> of {formula.name}</span>
              </Button>
              {formula.archived ? (
                <Button variant="ghost" size="sm" onClick={() => onAction(formula, "restore")}>
                  <ArchiveRestore aria-hidden className="size-3.5" />
                  Restore<span className="sr-only"> {formula.name}</span>
                </Button>
              ) : (
                <Button variant="ghost" size="sm" onClick={() => onAction(formula, "archive")}>
                  <Archive aria-hidden className="size-3.5" />
                  Archive<span className="sr-only"> {formula.name}</span>
                </Button>
              )}
            </div>
          </div>
          <code className="block rounded-lg bg-surface-2 px-3 py-2 font-mono text-[13px] break-words">
            {formula.expression}
          </code>
          {formula.reason ? <p className="text-sm text-muted">{formula.reason}</p> : null}
          <p className="text-xs text-muted">
            Version {formula.version} · saved <DateTime iso={formula.updatedAt} />
            {formula.updatedBy ? ` by ${formula.updatedBy}` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
