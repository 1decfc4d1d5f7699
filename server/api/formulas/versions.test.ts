import type { AdminFormula } from "@shared/formulas/formula";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { FORMULA_EDIT_CONFLICT } from "./admin-routes";
import { FORMULAS, formulaKit } from "./test-formulas";

let t: TestApp;
let admin: Client;
let kit: ReturnType<typeof formulaKit>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
  kit = formulaKit(admin);
});
afterAll(() => t.close());

const base = FORMULAS;
const activeFormulas = async () =>
  (await t.app.inject({ method: "GET", url: "/api/catalog/formulas" })).json()
    .data as AdminFormula[];

describe("versions", () => {
  it("saves an edit as a new version, keeps the old ones and prices with the new one", async () => {
    const formula = await kit.create(await kit.recommendation({ name: "Versioned rule" }));
    const res = await kit.save(formula, { expression: "userCount > 80" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, expression: "userCount > 80" });
    const versions = (await admin.request("GET", `${base}/${formula.id}/versions`)).json().data;
    expect(
      versions.map((entry: { version: number; expression: string }) => [
        entry.version,
        entry.expression,
      ]),
    ).toEqual([
      [2, "userCount > 80"],
      [1, formula.expression],
    ]);
    expect(await activeFormulas()).toContainEqual(
      expect.objectContaining({ id: formula.id, version: 2, expression: "userCount > 80" }),
    );
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.event, "formula.updated"));
    expect(audit.at(-1)?.details).toEqual({ version: 2, purpose: "recommendation" });
  });

  it("answers 409 to a save from a stale version and adds no version", async () => {
    const formula = await kit.create(await kit.recommendation({ name: "Contested rule" }));
    expect((await kit.save(formula, { expression: "hipaa" })).statusCode).toBe(200);
    const stale = await kit.save(formula, { expression: "pciDss" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(FORMULA_EDIT_CONFLICT);
    const versions = (await admin.request("GET", `${base}/${formula.id}/versions`)).json().data;
    expect(versions).toHaveLength(2);
  });

  it("refuses to change a formula's purpose and checks the new expression", async () => {
    const formula = await kit.create(await kit.recommendation({ name: "Fixed purpose" }));
    const moved = await kit.save(formula, { purpose: "quantity" });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json().errors)).toEqual(["purpose"]);
    const broken = await kit.save(formula, { expression: "hipaa &&" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors.expression).toMatch(/character \d+/);
  });
});

describe("archive and restore", () => {
  it("takes a formula out of the engine's set and refuses to restore a second active rival", async () => {
    const seeded = (await admin.request("GET", base)).json().data as AdminFormula[];
    const risk = seeded.find((formula) => formula.purpose === "risk-level");
    if (!risk) throw new Error("no seeded risk-level formula");
    const archived = await admin.request("POST", `${base}/${risk.id}/archive`);
    expect(archived.json().data).toMatchObject({ archived: true });
    expect((await activeFormulas()).map((formula) => formula.id)).not.toContain(risk.id);

    const replacement = await kit.create({
      name: "Flat risk",
      purpose: "risk-level",
      expression: "2",
    });
    const restore = await admin.request("POST", `${base}/${risk.id}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toContain('"Flat risk"');

    await admin.request("POST", `${base}/${replacement.id}/archive`);
    const restored = await admin.request("POST", `${base}/${risk.id}/restore`);
    expect(restored.json().data).toMatchObject({ archived: false, version: 1 });
    const events = await t.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "formula"), eq(auditLog.targetId, String(risk.id))));
    expect(events.map((row) => row.event)).toEqual(["formula.archived", "formula.restored"]);
  });
});

describe("seed", () => {
  it("changes nothing when run again", async () => {
    const before = await t.repositories.formulas.list();
    await t.repositories.formulas.seed();
    expect(await t.repositories.formulas.list()).toEqual(before);
  });
});
