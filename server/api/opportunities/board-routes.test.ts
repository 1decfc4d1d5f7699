import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { opportunityKit } from "./test-kit";

let t: TestApp;
let admin: Client;
let kit: ReturnType<typeof opportunityKit>;
beforeAll(async () => {
  t = await createTestApp();
  ({ browser: admin } = await signedIn(t));
  kit = opportunityKit(t, admin);
});
afterAll(() => t.close());

const base = "/api/opportunities";

describe("board, forecast and archive", () => {
  it("totals each column and weighs the forecast by stage probability", async () => {
    const tag = kit.unique();
    const prospectId = await kit.prospect(`Harbor ${tag}`);
    await kit.create({
      prospectId,
      name: "Q1",
      monthly: 100,
      setup: 50,
      expectedCloseDate: "2031-01-10",
    });
    await kit.create({
      prospectId,
      name: "Q2",
      monthly: 200,
      setup: 0,
      expectedCloseDate: "2031-01-20",
    });
    await kit.create({
      prospectId,
      name: "P1",
      stage: "proposal",
      monthly: 1000,
      setup: 500,
      expectedCloseDate: "2031-02-01",
    });
    const doomed = await kit.create({
      prospectId,
      name: "L1",
      monthly: 999,
      expectedCloseDate: "2031-02-02",
    });
    await kit.move(doomed.id, { stage: "lost", lostReason: "No budget", version: 1 });
    await kit.create({ prospectId, name: "Undated", monthly: 5 });

    const board = await admin.request("GET", `${base}/board?q=${tag}`);
    expect(board.statusCode, board.body).toBe(200);
    const columns = board.json().data;
    expect(
      columns.map((c: { stage: string; count: number; monthly: number; setup: number }) => [
        c.stage,
        c.count,
        c.monthly,
        c.setup,
      ]),
    ).toEqual([
      ["qualification", 3, 305, 50],
      ["proposal", 1, 1000, 500],
      ["negotiation", 0, 0, 0],
      ["won", 0, 0, 0],
      ["lost", 1, 999, 0],
    ]);
    expect(columns[0].items.map((o: { name: string }) => o.name).sort()).toEqual([
      "Q1",
      "Q2",
      "Undated",
    ]);

    const forecast = await admin.request("GET", `${base}/forecast?q=${tag}`);
    expect(forecast.statusCode, forecast.body).toBe(200);
    // January: (100*12+50) + 200*12 = 3650 first-year, 20% = 730.
    // February: 1000*12+500 = 12500, 50% = 6250; the Lost deal is left out.
    expect(forecast.json().data).toEqual([
      { month: "2031-01", count: 2, weighted: 730, unweighted: 3650 },
      { month: "2031-02", count: 1, weighted: 6250, unweighted: 12500 },
    ]);
  });

  it("archives off the board and restores", async () => {
    const tag = kit.unique();
    const created = await kit.create({
      prospectId: await kit.prospect(`Willow ${tag}`),
      name: "Old deal",
    });
    const archived = await admin.request("POST", `${base}/${created.id}/archive`);
    expect(archived.json().data.archived).toBe(true);
    expect((await admin.request("GET", `${base}?q=${tag}`)).json().data).toHaveLength(0);
    expect((await admin.request("GET", `${base}?q=${tag}&archived=true`)).json().data).toHaveLength(
      1,
    );
    const restored = await admin.request("POST", `${base}/${created.id}/restore`);
    expect(restored.json().data.archived).toBe(false);
  });
});

describe("CSV export", () => {
  it("exports the filtered rows with every column, formula-safe", async () => {
    const tag = kit.unique();
    const prospectId = await kit.prospect(`Maple ${tag}`);
    await kit.create({ prospectId, name: '=HYPERLINK("http://evil")', monthly: 12.5 });
    await kit.create({ prospectId: await kit.prospect(), name: "Not in filter" });
    const res = await admin.request("GET", `${base}/export.csv?q=${tag}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/opportunities-\d{4}-\d{2}-\d{2}\.csv/);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parse(res.body.slice(1)) as string[][];
    expect(header).toContain("monthly_usd");
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header?.map((name, i) => [name, rows[0]?.[i]]) ?? []);
    expect(row.name).toBe('\'=HYPERLINK("http://evil")');
    expect(row.company).toBe(`Maple ${tag}`);
    expect(row.monthly_usd).toBe("12.50");
    expect(row.stage).toBe("Qualification");
  });
});
