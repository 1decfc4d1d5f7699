import type { Opportunity } from "@shared/opportunities/opportunity";
import type { OpportunityStage } from "@shared/opportunities/stages";
import { dollarsToCents } from "@shared/pricing/money";

export interface BoardColumn {
  stage: OpportunityStage;
  count: number;
  monthly: number;
  setup: number;
  items: Opportunity[];
}

const add = (a: number, b: number) => (dollarsToCents(a) + dollarsToCents(b)) / 100;

/**
 * The board after moving one card, before the server answers: the card leaves its column and
 * tops the other, and both columns' counts and totals follow. Columns the card is not in stay.
 */
export function moveCard(
  columns: readonly BoardColumn[],
  card: Opportunity,
  to: OpportunityStage,
  now = new Date(),
): BoardColumn[] {
  const moved: Opportunity = { ...card, stage: to, stageChangedAt: now.toISOString() };
  return columns.map((column) => {
    if (column.stage === card.stage) {
      return {
        ...column,
        count: column.count - 1,
        monthly: add(column.monthly, -card.monthly),
        setup: add(column.setup, -card.setup),
        items: column.items.filter((item) => item.id !== card.id),
      };
    }
    if (column.stage === to) {
      return {
        ...column,
        count: column.count + 1,
        monthly: add(column.monthly, card.monthly),
        setup: add(column.setup, card.setup),
        items: [moved, ...column.items],
      };
    }
    return column;
  });
}

/**
 * The board once the server has answered a move: the card as saved (its new version), so a
 * second move made before the board reloads is not refused as someone else's change.
 */
export function savedCard(columns: readonly BoardColumn[], saved: Opportunity): BoardColumn[] {
  return columns.map((column) =>
    column.items.some((item) => item.id === saved.id)
      ? { ...column, items: column.items.map((item) => (item.id === saved.id ? saved : item)) }
      : column,
  );
}
