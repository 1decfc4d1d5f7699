import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { groupDigits } from "./group-digits";

describe("groupDigits", () => {
  it("groups thousands as en-US does", () => {
    expect(groupDigits(0)).toBe("0");
    expect(groupDigits(999)).toBe("999");
    expect(groupDigits(1000)).toBe("1,000");
    expect(groupDigits(100_000)).toBe("100,000");
    expect(groupDigits(-1_234_567)).toBe("-1,234,567");
    expect(groupDigits(2.5)).toBe("2.5");
  });

  test.prop([fc.maxSafeInteger()])("writes what toLocaleString('en-US') would", (value) => {
    expect(groupDigits(value)).toBe(value.toLocaleString("en-US"));
  });
});
