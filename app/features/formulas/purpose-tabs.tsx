import { type AdminFormula, formulaPurposeInfo, formulaPurposes } from "@shared/formulas/formula";
import { Link, useSearchParams } from "react-router";
import { cn } from "~/lib/cn";
import type { FormulaView } from "./formula-filters";

/** One link per purpose with its count; the chosen one is the current page of the list. */
export function PurposeTabs({ formulas, view }: { formulas: AdminFormula[]; view: FormulaView }) {
  const [params] = useSearchParams();
  const link = (purpose: string) => {
    const next = new URLSearchParams(params);
    if (purpose === "all") next.delete("purpose");
    else next.set("purpose", purpose);
    next.delete("page");
    return `?${next}`;
  };
  const tabs = [
    { id: "all", label: "All", count: formulas.length },
    ...formulaPurposes.map((purpose) => ({
      id: purpose,
      label: formulaPurposeInfo[purpose].label,
      count: formulas.filter((formula) => formula.purpose === purpose).length,
    })),
  ];
  return (
    <nav aria-label="Formula purposes" className="mb-4 flex gap-2 overflow-x-auto pb-1">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={link(tab.id)}
          preventScrollReset
          aria-current={view.purpose === tab.id ? "page" : undefined}
          className={cn(
            "inline-flex shrink-0 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium",
            view.purpose === tab.id
              ? "border-primary bg-primary-soft text-primary"
              : "border-border text-muted hover:text-fg",
          )}
        >
          {tab.label}
          <span className="tabular-nums text-xs">{tab.count}</span>
        </Link>
      ))}
    </nav>
  );
}
