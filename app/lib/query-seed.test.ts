import { describe, expect, it } from "vitest";
import { querySeed, seededQuery, unlessSearchOnly } from "./query-seed";

describe("seededQuery (decision 056)", () => {
  const seed = querySeed(["admin-outbox", "list", { page: 1, status: undefined }], { rows: [1] });

  it("starts the query from the loader's answer when it was read for the same key", () => {
    const options = seededQuery(seed, ["admin-outbox", "list", { status: undefined, page: 1 }]);
    expect(options.initialData).toBe(seed.data);
    expect(options.initialDataUpdatedAt).toBe(seed.updatedAt);
  });

  it("leaves any other key to fetch: another page's rows are not this page's", () => {
    expect(seededQuery(seed, ["admin-outbox", "list", { page: 2 }])).toEqual({});
    expect(seededQuery(null, seed.key)).toEqual({});
    expect(seededQuery(undefined, seed.key)).toEqual({});
  });
});

describe("unlessSearchOnly", () => {
  const args = (current: string, next: string, formMethod?: "POST") =>
    ({
      currentUrl: new URL(current, "http://x"),
      nextUrl: new URL(next, "http://x"),
      formMethod,
      defaultShouldRevalidate: true,
    }) as Parameters<typeof unlessSearchOnly>[0];

  it("leaves a filter or page change on the same page to the query", () => {
    expect(unlessSearchOnly(args("/admin/outbox", "/admin/outbox?status=sent"))).toBe(false);
  });

  it("runs the loader for another page and after a form action", () => {
    expect(unlessSearchOnly(args("/admin/users", "/admin/outbox"))).toBe(true);
    expect(unlessSearchOnly(args("/admin/outbox", "/admin/outbox", "POST"))).toBe(true);
  });
});
