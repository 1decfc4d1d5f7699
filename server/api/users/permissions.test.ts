import { LAST_OWNER, NO_PERMISSION } from "@shared/auth/permissions";
import type { StaffNotification } from "@shared/realtime/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, PASSWORD, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";

/** Issue 35 item 4, decision 062: permission sets inside the admin area. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirmed = { currentPassword: PASSWORD };

describe("API routes follow the permission set", () => {
  it("refuses a Sales user formulas, users and settings in the envelope; prospects are open", async () => {
    const { browser } = await signedIn(t, { permissions: ["sales"] });
    for (const url of [
      "/api/admin/formulas",
      "/api/admin/catalog",
      "/api/admin/users",
      "/api/admin/company-profile",
      "/api/admin/audit-log",
    ]) {
      const res = await browser.request("GET", url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ success: false, data: null, message: NO_PERMISSION });
    }
    for (const url of ["/api/prospects", "/api/opportunities", "/api/admin/outbox"]) {
      expect((await browser.request("GET", url)).statusCode, url).toBe(200);
    }
  });

  it("refuses before the body is read, and keeps retrying e-mail for Owners", async () => {
    const { browser } = await signedIn(t, { permissions: ["sales"] });
    const create = await browser.request("POST", "/api/admin/formulas", { nonsense: true });
    expect(create.statusCode).toBe(403);
    const retry = await browser.request("POST", "/api/admin/outbox/1/retry");
    expect(retry.statusCode).toBe(403);
  });

  it("opens formulas to Catalogue and not prospects", async () => {
    const { browser } = await signedIn(t, { permissions: ["catalogue"] });
    expect((await browser.request("GET", "/api/admin/formulas")).statusCode).toBe(200);
    expect((await browser.request("GET", "/api/prospects")).statusCode).toBe(403);
  });

  it("applies a changed set at the next request, without signing in again", async () => {
    const owner = await signedIn(t);
    const sales = await signedIn(t, { permissions: ["sales"] });
    expect((await sales.browser.request("GET", "/api/admin/formulas")).statusCode).toBe(403);
    const changed = await owner.browser.request("PATCH", `/api/admin/users/${sales.user.id}`, {
      permissions: ["sales", "catalogue"],
      ...confirmed,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.permissions).toEqual(["sales", "catalogue"]);
    expect((await sales.browser.request("GET", "/api/admin/formulas")).statusCode).toBe(200);
    const me = await sales.browser.request("GET", "/api/auth/me");
    expect(me.json().data.permissions).toEqual(["sales", "catalogue"]);
  });
});

describe("changing permissions", () => {
  it("is the Owner's, needs the Owner's password, and is audited with before and after", async () => {
    const owner = await signedIn(t);
    const target = await createUser(t, { permissions: ["content"] });
    const url = `/api/admin/users/${target.id}`;
    const unconfirmed = await owner.browser.request("PATCH", url, { permissions: ["sales"] });
    expect(unconfirmed.statusCode).toBe(400);
    const done = await owner.browser.request("PATCH", url, {
      permissions: ["sales", "approver"],
      ...confirmed,
    });
    expect(done.statusCode, done.body).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, target.id), eq(auditLog.event, "user.permissions_changed")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: owner.user.id,
      details: { from: "Content", to: "Sales, Approver" },
    });

    // Everyone but an Owner is refused, even with every other permission.
    const other = await signedIn(t, { permissions: ["sales", "catalogue", "content", "approver"] });
    const refused = await other.browser.request("PATCH", url, {
      permissions: ["owner"],
      ...confirmed,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("lists each administrator's set; new administrators without one are Owners", async () => {
    const owner = await signedIn(t);
    const created = await owner.browser.request("POST", "/api/admin/users", {
      username: `perm-${Date.now() % 100_000}`,
      displayName: "Casey Content",
      role: "admin",
      permissions: ["content"],
      password: "Quiet-Harbor-Lights-9",
      mustChangePassword: false,
      ...confirmed,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.permissions).toEqual(["content"]);
    const plain = await createUser(t);
    const list = await owner.browser.request("GET", "/api/admin/users");
    const byId = new Map(
      list.json().data.map((u: { id: string; permissions: string[] }) => [u.id, u.permissions]),
    );
    expect(byId.get(plain.id)).toEqual(["owner"]);
    expect(byId.get(created.json().data.id)).toEqual(["content"]);
  });

  it("keeps the set of an administrator whose name or address alone is edited", async () => {
    const owner = await signedIn(t);
    const sales = await createUser(t, { permissions: ["sales"] });
    const edited = await owner.browser.request("PATCH", `/api/admin/users/${sales.id}`, {
      displayName: "Sam Sales",
      email: "sam@example.com",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      displayName: "Sam Sales",
      email: "sam@example.com",
      permissions: ["sales"],
    });
  });

  it("keeps the last active Owner an Owner (409 with a clear message)", async () => {
    const isolated = await createTestApp();
    try {
      const owner = await signedIn(isolated);
      const sales = await signedIn(isolated, { permissions: ["sales"] });
      const url = `/api/admin/users/${owner.user.id}`;
      for (const change of [
        { permissions: ["sales"], ...confirmed },
        { permissions: [], ...confirmed },
      ]) {
        const res = await owner.browser.request("PATCH", url, change);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ success: false, message: LAST_OWNER });
      }
      // The other administrator is no Owner, so deactivating or demoting the Owner is refused too.
      const deactivated = await owner.browser.request("PATCH", url, { isActive: false });
      expect(deactivated.statusCode).toBe(409);
      expect(deactivated.json().message).toBe(LAST_OWNER);

      // With a second Owner the first may step down to Sales.
      const promoted = await owner.browser.request("PATCH", `/api/admin/users/${sales.user.id}`, {
        permissions: ["owner"],
        ...confirmed,
      });
      expect(promoted.statusCode).toBe(200);
      const stepDown = await owner.browser.request("PATCH", url, {
        permissions: ["sales"],
        ...confirmed,
      });
      expect(stepDown.statusCode, stepDown.body).toBe(200);
      expect((await owner.browser.request("GET", "/api/admin/users")).statusCode).toBe(403);
    } finally {
      await isolated.close();
    }
  });
});

describe("notifications follow the set", () => {
  it("tells Sales about inquiries and leaves Catalogue out", async () => {
    const sales = await signedIn(t, { permissions: ["sales"] });
    const catalogue = await signedIn(t, { permissions: ["catalogue"] });
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/inquiries",
      remoteAddress: "10.77.0.1",
      payload: { name: "Dana Whitfield", email: "dana@northwind.example", message: "Hello" },
    });
    expect(sent.statusCode).toBe(201);
    const items = async (browser: typeof sales.browser) => {
      const res = await browser.request("GET", "/api/admin/notifications?limit=100");
      expect(res.statusCode).toBe(200);
      return res.json().data as { items: StaffNotification[]; unreadCount: number };
    };
    const forSales = await items(sales.browser);
    expect(forSales.items.map((item) => item.kind)).toContain("inquiry_created");
    expect(forSales.unreadCount).toBeGreaterThan(0);
    const forCatalogue = await items(catalogue.browser);
    expect(forCatalogue).toEqual({ items: [], unreadCount: 0 });
  });
});
