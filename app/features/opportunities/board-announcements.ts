import {
  Accessibility,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  StyleInjector,
} from "@dnd-kit/dom";
import { type OpportunityStage, opportunityStageLabels } from "@shared/opportunities/stages";
import { documentNonce } from "./csp-nonce";

/** What a card and a column tell the drag-and-drop layer about themselves. */
export interface CardData {
  name: string;
  company: string;
  stage: OpportunityStage;
}
export interface ColumnData {
  stage: OpportunityStage;
}

const cardOf = (data: unknown) => data as CardData | undefined;
const columnName = (data: unknown) => {
  const stage = (data as ColumnData | undefined)?.stage;
  return stage ? opportunityStageLabels[stage] : null;
};
const title = (card: CardData | undefined) =>
  card ? `${card.name} (${card.company})` : "The opportunity";

export const BOARD_INSTRUCTIONS =
  "To move this opportunity, press Space or Enter, use the left and right arrow keys to choose a column, then press Space or Enter to drop it, or Escape to cancel. The Move to menu does the same without dragging.";

/**
 * dnd-kit's screen-reader announcements, in the board's own words: the card by name and
 * company, the columns by stage. The style injector gets the page's CSP nonce.
 */
export function boardPlugins<T>(defaults: T[]) {
  // A drag starts over the card's own column: "Picked up" must not be replaced by "is over".
  let announcedColumn: OpportunityStage | undefined;
  return [
    ...defaults,
    StyleInjector.configure({ nonce: documentNonce() }),
    Accessibility.configure({
      screenReaderInstructions: { draggable: BOARD_INSTRUCTIONS },
      announcements: {
        dragstart: ({ operation }: DragStartEvent) => {
          const card = cardOf(operation.source?.data);
          announcedColumn = card?.stage;
          return `Picked up ${title(card)} from ${card ? opportunityStageLabels[card.stage] : "its column"}.`;
        },
        dragover: ({ operation }: DragOverEvent) => {
          const stage = (operation.target?.data as ColumnData | undefined)?.stage;
          if (!stage || stage === announcedColumn) return undefined;
          announcedColumn = stage;
          return `${title(cardOf(operation.source?.data))} is over ${opportunityStageLabels[stage]}.`;
        },
        dragend: ({ operation, canceled }: DragEndEvent) => {
          const card = cardOf(operation.source?.data);
          const from = card ? opportunityStageLabels[card.stage] : "its column";
          const column = columnName(operation.target?.data);
          if (canceled || !column) return `Move cancelled. ${title(card)} stays in ${from}.`;
          return `${title(card)} dropped in ${column}.`;
        },
      },
    }),
  ];
}
