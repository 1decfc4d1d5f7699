import { DragDropProvider, KeyboardSensor, PointerSensor } from "@dnd-kit/react";
import type { Opportunity } from "@shared/opportunities/opportunity";
import type { OpportunityStage } from "@shared/opportunities/stages";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast-store";
import { ApiError } from "~/lib/api-client";
import { boardPlugins } from "./board-announcements";
import { BoardColumn } from "./board-column";
import { type BoardColumn as Column, moveCard, savedCard } from "./board-model";
import { EditOpportunityDialog } from "./edit-opportunity-dialog";
import { LostReasonDialog } from "./lost-reason-dialog";
import type { OwnerChoice } from "./opportunity-filters";
import { useMoveOpportunity } from "./use-opportunity-mutations";

/** Column width (w-72) plus the gap (gap-4): one arrow key press is one column. */
const COLUMN_STEP_PX = 304;

const sensors = [
  PointerSensor.configure({
    // The whole card drags with a pointer; its link and menu stay clickable.
    activatorElements: (source) => [source.element, source.handle],
  }),
  KeyboardSensor.configure({ offset: { x: COLUMN_STEP_PX, y: 0 } }),
];

/**
 * The pipeline: five columns, cards moved by drag and drop (pointer or keyboard) or their
 * Move to menu. The move shows at once; a failure puts the card back and says why, and a
 * conflict (someone else changed the deal) reloads the board.
 */
export function PipelineBoard({
  columns: loaded,
  now,
  owners,
}: {
  columns: Column[];
  now: string;
  owners: OwnerChoice[];
}) {
  const [columns, setColumns] = useState(loaded);
  const [asking, setAsking] = useState<Opportunity | null>(null);
  const [editing, setEditing] = useState<Opportunity | null>(null);
  const move = useMoveOpportunity();
  const revalidator = useRevalidator();
  useEffect(() => setColumns(loaded), [loaded]);

  function commit(asked: Opportunity, to: OpportunityStage, lostReason: string | null = null) {
    // The card as the board holds it now: an answer may have come in while the dialog was open.
    const card = find(asked.id) ?? asked;
    const before = columns;
    setColumns(moveCard(columns, card, to));
    move.mutate(
      { id: card.id, stage: to, version: card.version, lostReason },
      {
        onSuccess: (saved) => {
          setColumns((current) => savedCard(current, saved));
          revalidator.revalidate();
        },
        onError: (error) => {
          setColumns(before);
          const conflict = error instanceof ApiError && error.status === 409;
          toast({
            title: conflict ? "This deal changed meanwhile" : `Could not move ${card.name}`,
            description: error.message,
            variant: "error",
          });
          if (conflict) revalidator.revalidate();
        },
      },
    );
  }

  function request(card: Opportunity, to: OpportunityStage) {
    if (to === card.stage) return;
    if (to === "lost") setAsking(card);
    else commit(card, to);
  }

  const find = (id: unknown) =>
    columns.flatMap((column) => column.items).find((card) => card.id === id);

  return (
    <DragDropProvider
      sensors={sensors}
      plugins={boardPlugins}
      onDragEnd={({ operation, canceled }) => {
        const card = find(operation.source?.id);
        const to = operation.target?.id as OpportunityStage | undefined;
        if (!canceled && card && to) request(card, to);
      }}
    >
      <section
        aria-label="Pipeline stages, scrollable"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="relative -mx-1 flex items-stretch gap-4 overflow-x-auto rounded-2xl px-1 pb-4 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {columns.map((column) => (
          <BoardColumn
            key={column.stage}
            column={column}
            now={new Date(now)}
            onMove={request}
            onEdit={setEditing}
          />
        ))}
      </section>
      {asking ? (
        <LostReasonDialog
          card={asking}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => {
            setAsking(null);
            commit(asking, "lost", reason);
          }}
        />
      ) : null}
      {editing ? (
        <EditOpportunityDialog card={editing} owners={owners} onClose={() => setEditing(null)} />
      ) : null}
    </DragDropProvider>
  );
}
