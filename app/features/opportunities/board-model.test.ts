import type { Opportunity } from "@shared/opportunities/opportunity";
import { describe, expect, it } from "vitest";
import { type BoardColumn, moveCard, savedCard } from "./board-model";

const card = { id: "a", stage: "qualification", monthly: 100.1, setup: 0.2 } as Opportunity;
const columns: BoardColumn[] = [
  { stage: "qualification", count: 2, monthly: 300.3, setup: 0.3, items: [card] },
  { stage: "proposal", count: 0, monthly: 0, setup: 0, items: [] },
  { stage: "won", count: 1, monthly: 5, setup: 5, items: [] },
];

describe("moveCard", () => {
  it("moves the card and its value between the two columns, in whole cents", () => {
    const [from, to, other] = moveCard(columns, card, "proposal", new Date("2026-01-01T00:00:00Z"));
    expect(from).toMatchObject({ count: 1, monthly: 200.2, setup: 0.1, items: [] });
    expect(to).toMatchObject({ count: 1, monthly: 100.1, setup: 0.2 });
    expect(to?.items[0]).toMatchObject({
      id: "a",
      stage: "proposal",
      stageChangedAt: "2026-01-01T00:00:00.000Z",
    });
    expect(other).toBe(columns[2]);
  });
});

describe("savedCard", () => {
  it("puts the server's copy of the card (its new version) where the card is", () => {
    const moved = moveCard(columns, card, "proposal");
    const saved = { ...card, stage: "proposal", version: 2 } as Opportunity;
    const [from, to, other] = savedCard(moved, saved);
    expect(to?.items).toEqual([saved]);
    expect(to).toMatchObject({ count: 1, monthly: 100.1 });
    expect(from).toBe(moved[0]);
    expect(other).toBe(moved[2]);
  });
});
