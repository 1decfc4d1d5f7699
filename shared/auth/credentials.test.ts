import { describe, expect, it } from "vitest";
import { normalizeRecoveryCode, totpFieldValue } from "./credentials";

describe("totpFieldValue", () => {
  it.each([
    ["123456", "123456"],
    ["123 456", "123456"],
    [" 123\u00a0456 ", "123456"],
    ["12 34 56 78", "123456"],
    ["12", "12"],
  ])("keeps %j as %j", (input, kept) => {
    expect(totpFieldValue(input)).toBe(kept);
  });
});

describe("normalizeRecoveryCode", () => {
  it("accepts a code in any case, with or without dashes and spaces", () => {
    expect(normalizeRecoveryCode(" ABCD EFGH-jkmn pqrs ")).toBe("abcd-efgh-jkmn-pqrs");
  });
});
