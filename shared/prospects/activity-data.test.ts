import { describe, expect, it } from "vitest";
import { activityDataSchemas } from "./activity-data";
import { prospectActivityTypes } from "./prospect";
import { activitySchema } from "./prospect-item";

const entry = (type: string, data: unknown) => ({
  id: 1,
  type,
  actor: null,
  data,
  occurredAt: "2026-12-04T10:00:00.000Z",
});

describe("timeline entries: one schema per type (issue 33)", () => {
  it("has a data schema for every type", () => {
    expect(Object.keys(activityDataSchemas).sort()).toEqual([...prospectActivityTypes].sort());
  });

  it("reads an entry by its type, with that type's fields", () => {
    const parsed = activitySchema.parse(entry("status_changed", { from: "new", to: "won" }));
    expect(parsed.type === "status_changed" && parsed.data.to).toBe("won");
    expect(activitySchema.safeParse(entry("archived", {})).success).toBe(true);
  });

  it("refuses data that belongs to another type, or fields of the wrong kind", () => {
    expect(activitySchema.safeParse(entry("status_changed", { body: "Called" })).success).toBe(
      false,
    );
    expect(
      activitySchema.safeParse(entry("status_changed", { from: "new", to: "bought" })).success,
    ).toBe(false);
    expect(activitySchema.safeParse(entry("note_added", { body: 42 })).success).toBe(false);
    expect(activitySchema.safeParse(entry("no_such_type", {})).success).toBe(false);
  });
});
