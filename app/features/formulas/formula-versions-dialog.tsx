import type { AdminFormula, FormulaVersion } from "@shared/formulas/formula";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "~/components/ui/badge";
import { DateTime } from "~/components/ui/date-time";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { apiData } from "~/lib/api-client";

/** Every saved version of a formula, newest first: what changed, who saved it and when. */
export function FormulaVersionsDialog({
  formula,
  onClose,
}: {
  formula: AdminFormula;
  onClose(): void;
}) {
  const versions = useQuery({
    queryKey: ["formula-versions", formula.id, formula.version],
    queryFn: () => apiData<FormulaVersion[]>(`/api/admin/formulas/${formula.id}/versions`),
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={`Versions of ${formula.name}`}
        description="Quotes record the version they were priced with; versions never change."
      >
        {versions.isPending ? (
          <div role="status" aria-label="Loading versions" className="grid gap-3">
            {[0, 1].map((row) => (
              <div key={row} className="h-20 animate-pulse rounded-xl bg-surface-2" />
            ))}
          </div>
        ) : versions.isError ? (
          <p className="text-sm text-danger">
            The versions could not be loaded. Close and try again.
          </p>
        ) : (
          <ol className="grid gap-3">
            {[...versions.data]
              .sort((a, b) => b.version - a.version)
              .map((version) => (
                <li
                  key={version.version}
                  className="grid gap-2 rounded-xl border border-border p-4"
                >
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge tone={version.version === formula.version ? "primary" : "neutral"}>
                      Version {version.version}
                      {version.version === formula.version ? " (current)" : ""}
                    </Badge>
                    <span className="text-muted">
                      <DateTime iso={version.createdAt} /> by{" "}
                      {version.createdBy ?? "the initial setup"}
                    </span>
                  </div>
                  <code className="block rounded-lg bg-surface-2 px-3 py-2 font-mono text-[13px] break-words">
                    {version.expression}
                  </code>
                  {version.name !== formula.name ? (
                    <p className="text-xs text-muted">Named "{version.name}"</p>
                  ) : null}
                </li>
              ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
