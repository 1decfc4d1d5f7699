import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { newService } from "./test-services";

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
});
afterAll(() => t.close());

const base = "/api/admin/catalog";

describe("GET /api/admin/catalog/export.csv", () => {
  it("downloads the filtered catalogue as CSV with dollars, basis and names of links", async () => {
    const category = "Export Lab";
    const needed = (
      await admin.request("POST", base, newService({ category, name: "Needed One", price: 5 }))
    ).json().data;
    await admin.request(
      "POST",
      base,
      newService({
        category,
        name: '=HYPERLINK("http://evil")',
        price: 1234.5,
        pricePerUser: false,
        pricePerServer: true,
        annual: true,
        prerequisites: [needed.id],
      }),
    );
    const res = await admin.request("GET", `${base}/export.csv?category=Export%20Lab&sort=price`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain("price (USD),basis,billing,setup fee (USD)");
    expect(lines[1]).toContain("Needed One,Export Lab");
    expect(lines[1]).toContain(",5.00,per user,monthly,100.00,");
    expect(lines[2]).toContain(",1234.50,per server,annual,");
    expect(lines[2]).toContain(",Needed One,");
    // The formula is quoted behind an apostrophe, so a spreadsheet shows it as text.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it("has a header row even when nothing matches", async () => {
    const res = await admin.request("GET", `${base}/export.csv?q=nothing-matches-this`);
    expect(res.body.trim().split("\n")).toHaveLength(1);
  });
});
