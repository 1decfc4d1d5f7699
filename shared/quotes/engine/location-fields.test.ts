import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { readLocationCount, readLocationName } from "./location-fields";
import { quoteLocationSchema } from "./quote-request";

const shape = quoteLocationSchema.shape;
const asReading = (parsed: {
  success: boolean;
  data?: unknown;
  error?: { issues: { message: string }[] };
}) => (parsed.success ? { value: parsed.data } : { error: parsed.error?.issues[0]?.message });

const numberText = fc.oneof(
  fc.integer({ min: -1000, max: 200_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom("", " ", "abc", "1e3", "1e400", "-0", "7.0", "100000", "100001", " 12 "),
  fc.string(),
);

describe("a location's fields read as the API checks them", () => {
  test.prop([numberText, fc.constantFrom("userCount", "endpointCount", "serverCount")])(
    "counts",
    (text, key) => {
      const label = { userCount: "users", endpointCount: "endpoints", serverCount: "servers" }[key];
      const candidate = text.trim() === "" ? undefined : Number(text);
      expect(readLocationCount(text, label)).toEqual(asReading(shape[key].safeParse(candidate)));
    },
  );

  test.prop([
    fc.oneof(
      fc.string({ maxLength: 130 }),
      fc.string({ unit: "binary", maxLength: 130 }),
      fc.constantFrom(
        "",
        "   ",
        "Main office",
        " Boston \u0007",
        "x".repeat(121),
        ` ${"y".repeat(120)} `,
      ),
    ),
  ])("names", (text) => {
    expect(readLocationName(text)).toEqual(asReading(shape.name.safeParse(text)));
  });
});
