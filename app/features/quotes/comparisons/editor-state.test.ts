import type { ConfigurationRow } from "@shared/quotes/configuration-admin";
import { describe, expect, it } from "vitest";
import type { PickedConfiguration } from "./configuration-search";
import { pickedFrom } from "./configuration-search";
import {
  apiErrorsBySlot,
  CHOOSE_CONFIGURATION,
  DUPLICATE_VERSION,
  emptySlot,
  itemsOf,
  moveSlot,
  type OptionSlot,
  slotProblems,
  slotsFromSaved,
} from "./editor-state";
import { parseComparisonPageView, viewKey } from "./page-view";

const configuration = (id: string, currentVersion = 2): PickedConfiguration => ({
  id,
  name: `Configuration ${id.slice(0, 4)}`,
  companyName: null,
  currentVersion,
});
const A = "aaaaaaaa-0000-4000-8000-000000000001";
const B = "bbbbbbbb-0000-4000-8000-000000000002";
const slot = (id: string | null, version = 1, label = ""): OptionSlot => ({
  ...emptySlot(),
  configuration: id ? configuration(id) : null,
  version,
  label,
});

describe("the editor's options", () => {
  it("compares only two or more chosen versions, none twice", () => {
    expect(itemsOf([slot(A), slot(null)])).toBeNull();
    const twice = [slot(A, 1), slot(A, 1)];
    expect(itemsOf(twice)).toBeNull();
    expect(Object.values(slotProblems(twice))).toEqual([DUPLICATE_VERSION]);
    expect(Object.values(slotProblems([slot(null), slot(B)]))).toEqual([CHOOSE_CONFIGURATION]);
    expect(itemsOf([slot(A, 1, " Essential "), slot(A, 2)])).toEqual([
      { configurationId: A, version: 1, label: "Essential" },
      { configurationId: A, version: 2, label: "" },
    ]);
  });

  it("puts the API's item messages on the slot at that position", () => {
    const slots = [slot(A), slot(B)];
    const errors = apiErrorsBySlot(slots, {
      "items.1.version": "This version is already in the comparison",
      items: "Compare at least 2 configurations",
      name: "Enter a name",
    });
    expect(errors.bySlot).toEqual({ [slots[1]?.key ?? -1]: DUPLICATE_VERSION });
    expect(errors.items).toBe("Compare at least 2 configurations");
    expect(errors.name).toBe("Enter a name");
  });

  it("moves an option up and down within bounds", () => {
    const slots = [slot(A), slot(B), slot(null)];
    expect(moveSlot(slots, 1, -1).map((entry) => entry.key)).toEqual([
      slots[1]?.key,
      slots[0]?.key,
      slots[2]?.key,
    ]);
    expect(moveSlot(slots, 0, -1)).toEqual(slots);
    expect(moveSlot(slots, 2, 1)).toEqual(slots);
  });

  it("opens a saved comparison with default labels left to follow the position", () => {
    const slots = slotsFromSaved(
      [
        { configurationId: A, version: 1, label: "Option A" },
        { configurationId: B, version: 3, label: "Complete" },
      ],
      { [A]: configuration(A) },
    );
    expect(slots.map((entry) => entry.label)).toEqual(["", "Complete"]);
    expect(slots[1]?.configuration).toMatchObject({ id: B, currentVersion: 3 });
  });
});

describe("the picker's reading of GET /api/admin/configurations", () => {
  it("shows a row's name, company, current version, status and monthly total", () => {
    const row = {
      id: A,
      name: "Harbor",
      prospect: { id: 1, companyName: "Harbor Dental", email: "x@example.com" },
      status: "draft",
      currentVersion: 3,
      locations: 1,
      monthlyCents: 1500,
      annuallyCents: 18000,
      setupCents: 0,
      isActive: true,
      share: null,
      createdAt: "2026-03-01T09:00:00.000Z",
      lastActivityAt: "2026-03-01T09:00:00.000Z",
    } satisfies ConfigurationRow;
    expect(pickedFrom(row)).toEqual({
      id: A,
      name: "Harbor",
      companyName: "Harbor Dental",
      currentVersion: 3,
      status: "draft",
      monthlyCents: 1500,
    });
    expect(pickedFrom({ ...row, id: B, prospect: null })).toMatchObject({ companyName: null });
  });
});

describe("the page's URL", () => {
  it("reads the list, a new comparison, a saved one and its editor", () => {
    expect(parseComparisonPageView(new URLSearchParams("q=harbor&page=2"))).toEqual({
      mode: "list",
      query: { q: "harbor", page: 2, limit: 20 },
    });
    expect(parseComparisonPageView(new URLSearchParams("new=1"))).toEqual({ mode: "new" });
    expect(parseComparisonPageView(new URLSearchParams(`id=${A}&edit=1`))).toEqual({
      mode: "edit",
      id: A,
    });
    expect(parseComparisonPageView(new URLSearchParams("id=nope"))).toBeNull();
  });

  it("ignores the location when telling views apart", () => {
    expect(viewKey(`?id=${A}&location=hq`)).toBe(viewKey(`?id=${A}`));
    expect(viewKey(`?id=${A}`)).not.toBe(viewKey(`?id=${A}&edit=1`));
  });
});
