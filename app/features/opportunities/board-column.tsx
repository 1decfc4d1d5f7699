import { useDroppable } from "@dnd-kit/react";
import type { Opportunity } from "@shared/opportunities/opportunity";
import { type OpportunityStage, opportunityStageLabels } from "@shared/opportunities/stages";
import { cn } from "~/lib/cn";
import { dollars } from "~/lib/dollars";
import type { ColumnData } from "./board-announcements";
import type { BoardColumn as Column } from "./board-model";
import { OpportunityCard } from "./opportunity-card";

/** One stage: its count and total value in the header, its cards below (a drop target). */
export function BoardColumn({
  column,
  now,
  onMove,
  onEdit,
}: {
  column: Column;
  now: Date;
  onMove(card: Opportunity, to: OpportunityStage): void;
  onEdit(card: Opportunity): void;
}) {
  const data: ColumnData = { stage: column.stage };
  const { ref, isDropTarget } = useDroppable({ id: column.stage, data, accept: "opportunity" });
  const label = opportunityStageLabels[column.stage];
  const headingId = `stage-${column.stage}`;
  const hidden = column.count - column.items.length;
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      data-testid={`column-${column.stage}`}
      className={cn(
        "flex w-51 shrink-0 flex-col rounded-2xl border border-border bg-surface-2 p-2.5 transition-colors",
        isDropTarget && "border-ring bg-surface",
      )}
    >
      <header className="mb-3 grid gap-1 px-1">
        <h2 id={headingId} className="flex items-baseline justify-between gap-2 font-semibold">
          {label}
          <span
            className="rounded-full bg-surface px-2 py-0.5 text-xs tabular-nums"
            data-testid="column-count"
          >
            {column.count}
            <span className="sr-only"> {column.count === 1 ? "opportunity" : "opportunities"}</span>
          </span>
        </h2>
        <p className="text-xs text-muted" data-testid="column-total">
          <span className="font-medium text-fg tabular-nums">{dollars(column.monthly)}</span>/mo ·{" "}
          <span className="font-medium text-fg tabular-nums">{dollars(column.setup)}</span> set-up
        </p>
      </header>
      {column.items.length > 0 ? (
        <ul aria-labelledby={headingId} className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {column.items.map((card) => (
            <OpportunityCard key={card.id} card={card} now={now} onMove={onMove} onEdit={onEdit} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-border px-3 py-6 text-center text-xs text-muted">
          No deals in {label}. Drag a card here or use its Move to menu.
        </p>
      )}
      {hidden > 0 ? (
        <p className="mt-2 px-1 text-xs text-muted">
          {hidden} older {hidden === 1 ? "deal is" : "deals are"} in the table view.
        </p>
      ) : null}
    </section>
  );
}
