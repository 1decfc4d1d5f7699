import { groupDigits } from "@shared/numbers/group-digits";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readQuantity } from "./quantity-input";

/** The rule as a schema says it (what the step used before it dropped the schema library). */
const asSchema = (min: number, max: number) =>
  z
    .number({ error: "Enter a quantity" })
    .int("Enter a whole number")
    .min(Math.max(1, min), `At least ${Math.max(1, min)}`)
    .max(max, `At most ${groupDigits(max)}`);

describe("readQuantity", () => {
  it("takes a whole number within the line's limits", () => {
    expect(readQuantity("12", 1, 100)).toEqual({ quantity: 12 });
    expect(readQuantity(" 5 ", 5, 5)).toEqual({ quantity: 5 });
  });

  it("says why anything else is refused", () => {
    expect(readQuantity("", 1, 100)).toEqual({ error: "Enter a quantity" });
    expect(readQuantity("abc", 1, 100)).toEqual({ error: "Enter a quantity" });
    expect(readQuantity("2.5", 1, 100)).toEqual({ error: "Enter a whole number" });
    expect(readQuantity("0", 0, 100)).toEqual({ error: "At least 1" });
    expect(readQuantity("3", 5, 100)).toEqual({ error: "At least 5" });
    expect(readQuantity("100001", 1, 100_000)).toEqual({ error: "At most 100,000" });
  });

  it("answers as the schema it replaced does, for any text", () => {
    const texts = [
      "",
      " ",
      "0",
      "1",
      "-3",
      "7",
      "7.0",
      "7.5",
      "1e3",
      "99999",
      "100000",
      "1e20",
      "1e400",
    ];
    for (const [min, max] of [
      [0, 10],
      [1, 1000],
      [3, 100_000],
    ] as const) {
      for (const text of texts) {
        const parsed = asSchema(min, max).safeParse(text.trim() === "" ? undefined : Number(text));
        const expected = parsed.success
          ? { quantity: parsed.data }
          : { error: parsed.error.issues[0]?.message };
        expect(readQuantity(text, min, max), `${text} in ${min}..${max}`).toEqual(expected);
      }
    }
  });
});
