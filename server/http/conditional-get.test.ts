import { describe, expect, it } from "vitest";
import { etagMatches, withEtag } from "./conditional-get";

describe("withEtag", () => {
  it("gives equal data equal weak tags and different data different ones", () => {
    const a = withEtag({ plans: [1, 2] });
    expect(a.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(withEtag({ plans: [1, 2] }).etag).toBe(a.etag);
    expect(withEtag({ plans: [2, 1] }).etag).not.toBe(a.etag);
    expect(a.data).toEqual({ plans: [1, 2] });
  });
});

describe("etagMatches (weak comparison)", () => {
  const tag = 'W/"abc"';
  it.each([
    [undefined, false],
    ["", false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ["*", true],
    ['W/"abd"', false],
    ['"abc', false],
  ])("If-None-Match %j -> %s", (header, expected) => {
    expect(etagMatches(header, tag)).toBe(expected);
  });
});
