import { describe, expect, it } from "vitest";
import { keyFromName, uniqueKey } from "./formula-key";

describe("formula keys", () => {
  it.each([
    ["Recommend MDR (24x7)", "recommend-mdr-24x7"],
    ["  Café  déjà vu ", "cafe-deja-vu"],
    ["!!!", "formula"],
    ["x".repeat(80), "x".repeat(60)],
  ])("%j -> %j", (name, key) => {
    expect(keyFromName(name)).toBe(key);
  });

  it("numbers a taken key from 2", () => {
    expect(uniqueKey("seats", new Set())).toBe("seats");
    expect(uniqueKey("seats", new Set(["seats", "seats-2"]))).toBe("seats-3");
  });
});
