import { useDraggable } from "@dnd-kit/react";
import type { Opportunity } from "@shared/opportunities/opportunity";
import { daysSince } from "@shared/opportunities/stage-rules";
import {
  type OpportunityStage,
  opportunityStageLabels,
  opportunityStages,
} from "@shared/opportunities/stages";
import { quoteBillingLabels } from "@shared/quotes/status";
import { FileText, GripVertical, MoreHorizontal, Pencil } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { dollars } from "~/lib/dollars";
import type { CardData } from "./board-announcements";

const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);

/**
 * One deal on the board. The title is the drag handle (focus it, Space or Enter picks it up);
 * the "Move to" menu moves it without dragging; the pencil edits it. `now` comes from the page so the server and
 * the browser print the same age.
 */
export function OpportunityCard({
  card,
  now,
  onMove,
  onEdit,
}: {
  card: Opportunity;
  now: Date;
  onMove(card: Opportunity, to: OpportunityStage): void;
  onEdit(card: Opportunity): void;
}) {
  const handle = useRef<HTMLButtonElement>(null);
  const data: CardData = { name: card.name, company: card.prospectCompany, stage: card.stage };
  const { ref, isDragging } = useDraggable({ id: card.id, data, handle, type: "opportunity" });
  const age = daysSince(new Date(card.stageChangedAt), now);
  return (
    <li
      ref={ref}
      data-testid="opportunity-card"
      className={cn(
        "grid min-w-0 gap-2 rounded-xl border border-border bg-surface p-3 text-sm shadow-sm",
        isDragging && "opacity-80 shadow-xl ring-2 ring-ring",
      )}
    >
      {/* The title has the card's full width; its controls sit on the company's line, so five
          columns fit at 1440 px without squeezing names to a word a line (issue 34). */}
      <button
        ref={handle}
        type="button"
        aria-label={`${card.name}, ${card.prospectCompany}`}
        className="flex min-w-0 cursor-grab items-start gap-1.5 rounded-md text-left font-semibold focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{card.name}</span>
      </button>
      <div className="flex items-start justify-between gap-1">
        <Link
          to={`/admin/prospects/${card.prospectId}`}
          className="min-w-0 pt-1 text-muted [overflow-wrap:anywhere] underline-offset-2 hover:text-fg hover:underline"
        >
          {card.prospectCompany}
        </Link>
        <span className="-mr-1 flex shrink-0">
          <button
            type="button"
            aria-label={`Edit ${card.name}`}
            onClick={() => onEdit(card)}
            className="grid size-8 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Pencil aria-hidden className="size-4" />
          </button>
          <MoveMenu card={card} onMove={onMove} />
        </span>
      </div>
      {card.configurationId && !card.unreviewed ? (
        <Link
          to={`/admin/service-configurations?id=${card.configurationId}`}
          className="flex w-fit items-center gap-1 text-xs text-primary underline-offset-2 hover:underline"
        >
          <FileText aria-hidden className="size-3.5" />
          Open the quote<span className="sr-only"> of {card.name}</span>
        </Link>
      ) : null}
      {card.unreviewed ? (
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <Badge tone="warning">Unreviewed</Badge>
          <Link
            to={`/admin/service-configurations?id=${card.configurationId}`}
            className="text-primary underline-offset-2 hover:underline"
          >
            Review the accepted quote
          </Link>
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted">Monthly</dt>
        <dd className="text-right font-medium tabular-nums">{dollars(card.monthly)}</dd>
        {/* Annual prepay deals are valued at the prepaid year / 12 (decision 048). */}
        <dt className="text-muted">Billing</dt>
        <dd className="text-right" data-testid="deal-billing">
          {quoteBillingLabels[card.billing]}
        </dd>
        <dt className="text-muted">Set-up</dt>
        <dd className="text-right font-medium tabular-nums">{dollars(card.setup)}</dd>
        <dt className="text-muted">Owner</dt>
        <dd className="truncate text-right">{card.ownerName ?? "Unassigned"}</dd>
        <dt className="text-muted">In stage</dt>
        <dd className="text-right">{days(age)}</dd>
      </dl>
    </li>
  );
}

function MoveMenu({
  card,
  onMove,
}: {
  card: Opportunity;
  onMove(card: Opportunity, to: OpportunityStage): void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Move ${card.name} to…`}
        className="grid size-8 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg data-[state=open]:bg-surface-2"
      >
        <MoreHorizontal aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-xl border border-border bg-surface p-1 text-fg shadow-xl"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-muted">
            Move to
          </DropdownMenu.Label>
          {opportunityStages
            .filter((stage) => stage !== card.stage)
            .map((stage) => (
              <DropdownMenu.Item
                key={stage}
                onSelect={() => onMove(card, stage)}
                className="flex cursor-pointer items-center rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-surface-2"
              >
                {opportunityStageLabels[stage]}
              </DropdownMenu.Item>
            ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
