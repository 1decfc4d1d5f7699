import { DragDropProvider, KeyboardSensor, PointerSensor } from "@dnd-kit/react";
import type { Opportunity } from "@shared/opportunities/opportunity";
import { type OpportunityStage, opportunityStageLabels } from "@shared/opportunities/stages";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { ApiError } from "~/lib/api-client";
import { boardPlugins } from "./board-announcements";
import { BoardColumn } from "./board-column";
import { type BoardColumn as Column, moveCard, savedCard } from "./board-model";
import { EditOpportunityDialog } from "./edit-opportunity-dialog";
import { LostReasonDialog } from "./lost-reason-dialog";
import type { OwnerChoice } from "./opportunity-filters";
import { useMoveOpportunity } from "./use-opportunity-mutations";

/**
 * Column width (w-51 = 204 px) plus the gap (gap-3): one arrow key press is one column. Five
 * columns take 1068 px, so the whole pipeline fits the admin content width at 1440 px (issue
 * 34: Won was cut off and Lost hidden); narrower screens scroll inside the board.
 */
const COLUMN_STEP_PX = 216;

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
  const board = useRef<HTMLElement>(null);
  const [asking, setAsking] = useState<Opportunity | null>(null);
  const [editing, setEditing] = useState<Opportunity | null>(null);
  const [reopening, setReopening] = useState<{ card: Opportunity; to: OpportunityStage } | null>(
    null,
  );
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

  function request(card: Opportunity, to: OpportunityStage, confirmed = false) {
    if (to === card.stage) return;
    // A won deal is a signed customer: taking it out of Won by a slip of the mouse or a key
    // must not happen silently (issue 34), so every way of moving it asks first.
    if (card.stage === "won" && !confirmed) setReopening({ card, to });
    else if (to === "lost") setAsking(card);
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
      <ScrollHint target={board} />
      <section
        ref={board}
        aria-label="Pipeline stages, scrollable"
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="relative [scrollbar-color:var(--color-muted)_transparent] [scrollbar-width:thin] -mx-1 flex items-stretch gap-3 overflow-x-auto rounded-2xl px-1 pb-3 focus-visible:outline-2 focus-visible:outline-ring"
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
      {reopening ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? null : setReopening(null))}
          title={`Move ${reopening.card.name} out of Won?`}
          description={
            <>
              <strong className="text-fg">{reopening.card.prospectCompany}</strong> accepted this
              deal. Moving it to {opportunityStageLabels[reopening.to]} reopens it and takes its
              value out of Won.
            </>
          }
          confirmLabel={`Move to ${opportunityStageLabels[reopening.to]}`}
          pending={false}
          onConfirm={() => {
            setReopening(null);
            request(reopening.card, reopening.to, true);
          }}
        />
      ) : null}
      {editing ? (
        <EditOpportunityDialog card={editing} owners={owners} onClose={() => setEditing(null)} />
      ) : null}
    </DragDropProvider>
  );
}

const hintId = "pipeline-scroll-hint";

/**
 * When the stages do not fit (below about 1200 px), says so above the board and which way
 * the hidden ones are, so no stage is out of sight without a sign (issue 34).
 */
function ScrollHint({ target }: { target: RefObject<HTMLElement | null> }) {
  const [hidden, setHidden] = useState({ left: false, right: false });
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const measure = () =>
      setHidden({
        left: element.scrollLeft > 1,
        right: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [target]);
  const scroll = (direction: 1 | -1) =>
    target.current?.scrollBy({ left: direction * COLUMN_STEP_PX, behavior: "smooth" });
  const overflowing = hidden.left || hidden.right;
  return (
    <div
      className={
        overflowing ? "mb-2 flex items-center justify-between gap-2 text-xs text-muted" : "sr-only"
      }
    >
      <p id={hintId}>
        {overflowing
          ? "More stages to the side: scroll the board, or focus it and use the arrow keys."
          : "All five stages are in view."}
      </p>
      {overflowing ? (
        <span className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            aria-label="Show earlier stages"
            disabled={!hidden.left}
            onClick={() => scroll(-1)}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label="Show later stages"
            disabled={!hidden.right}
            onClick={() => scroll(1)}
          >
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </span>
      ) : null}
    </div>
  );
}
