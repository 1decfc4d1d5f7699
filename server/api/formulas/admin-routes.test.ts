import type { AdminFormula } from "@shared/formulas/formula";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn, type TestUser } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { FORMULAS, formulaKit } from "./test-formulas";

let t: TestApp;
let admin: Client;
let adminUser: TestUser;
let kit: ReturnType<typeof formulaKit>;
beforeAll(async () => {
  t = await createTestApp();
  ({ browser: admin, user: adminUser } = await signedIn(t));
  kit = formulaKit(admin);
});
afterAll(() => t.close());

const base = FORMULAS;

describe("access", () => {
  it("is 401 signed out and 403 for staff", async () => {
    expect((await t.app.inject({ method: "GET", url: base })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: `${base}/1/archive` })).statusCode).toBe(401);
    const { browser } = await signedIn(t, { role: "staff" });
    expect((await browser.request("GET", base)).statusCode).toBe(403);
  });
});

describe("reading", () => {
  it("lists the seeded formulas with the quote-wide risk level first", async () => {
    const res = await admin.request("GET", base);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const formulas: AdminFormula[] = res.json().data;
    expect(formulas[0]).toMatchObject({ key: "risk-level", purpose: "risk-level", version: 1 });
    expect(formulas.some((formula) => formula.purpose === "quantity")).toBe(true);
  });

  it("answers 404 for an unknown formula and 400 for an id that is not one", async () => {
    for (const url of [`${base}/99999`, `${base}/99999/versions`]) {
      const res = await admin.request("GET", url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Formula not found");
    }
    expect((await admin.request("POST", `${base}/99999/archive`)).statusCode).toBe(404);
    expect((await admin.request("GET", `${base}/one`)).statusCode).toBe(400);
  });
});

describe("creating", () => {
  it("creates version 1 with a key from the name, numbered on a clash, and audits it", async () => {
    const first = await kit.create(await kit.recommendation({ name: "Big Office: Rule!" }));
    const second = await kit.create(await kit.recommendation({ name: "Big office rule" }));
    expect(first).toMatchObject({ key: "big-office-rule", version: 1, archived: false });
    expect(first.updatedBy).toBe(adminUser.username);
    expect(second.key).toBe("big-office-rule-2");
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "formula"), eq(auditLog.targetId, String(first.id))));
    expect(rows.map((row) => [row.event, row.details])).toEqual([
      ["formula.created", { version: 1, purpose: "recommendation" }],
    ]);
  });

  it("refuses a syntax error with its position", async () => {
    const body = await kit.refused(await kit.recommendation({ expression: "userCount > > 5" }));
    expect(body.message).toBe("Validation failed");
    expect(body.errors.expression).toMatch(/character \d+/);
  });

  it("refuses an unknown variable, naming it and where it is", async () => {
    const body = await kit.refused(
      await kit.recommendation({ expression: "hasOnPremise && usrCount > 5" }),
    );
    expect(body.errors.expression).toContain("usrCount");
    expect(body.errors.expression).toMatch(/character 17\b/);
  });

  it("refuses a result of the wrong type for the purpose", async () => {
    const body = await kit.refused(await kit.recommendation({ expression: "userCount + 1" }));
    expect(body.errors.expression).toEqual(expect.any(String));
  });

  it("refuses a recommendation without its service and reason", async () => {
    const body = await kit.refused({
      name: "Loose",
      purpose: "recommendation",
      expression: "hipaa",
    });
    expect(Object.keys(body.errors).sort()).toEqual(["reason", "serviceId"]);
  });

  it("refuses a service that does not exist or is archived", async () => {
    expect(
      (await kit.refused(await kit.recommendation({ serviceId: 99_999_999_999 }))).errors.serviceId,
    ).toBe("Service 99999999999 does not exist");
    const serviceId = await kit.newServiceId();
    await admin.request("POST", `/api/admin/catalog/${serviceId}/archive`);
    expect((await kit.refused(await kit.recommendation({ serviceId }))).errors.serviceId).toMatch(
      /archived/,
    );
  });

  it("refuses control characters and an unknown purpose", async () => {
    // NUL is refused for every route before its own validation (issue 12), naming the field.
    const nul = await kit.refused({ ...(await kit.recommendation()), expression: "hipaa\u0000" });
    expect(nul.errors).toEqual({ expression: "Remove the NUL character" });
    const body = await kit.refused({
      ...(await kit.recommendation()),
      expression: "hipaa\u0007",
      purpose: "tax",
    });
    expect(Object.keys(body.errors).sort()).toEqual(["expression", "purpose"]);
  });

  it("refuses an expression of a million characters with a field error", async () => {
    const body = await kit.refused(await kit.recommendation({ expression: "1".repeat(1_000_000) }));
    expect(Object.keys(body.errors)).toEqual(["expression"]);
  });

  it("allows one active risk-level formula and one quantity formula per service", async () => {
    const risk = await kit.refused(
      { name: "Second risk", purpose: "risk-level", expression: "2" },
      409,
    );
    expect(risk.message).toBe(
      'Only one risk level formula can be active: archive "Risk level from the assessment" first',
    );
    const serviceId = await kit.newServiceId();
    const quantity = {
      name: "Seats",
      purpose: "quantity",
      expression: "userCount",
      serviceId,
    } as const;
    await kit.create(quantity);
    const second = await kit.refused({ ...quantity, name: "More seats" }, 409);
    expect(second.message).toMatch(
      /already has an active quantity formula, "Seats": archive it first$/,
    );
  });
});
