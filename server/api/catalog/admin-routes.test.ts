import type { AdminService } from "@shared/catalog/service";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { SERVICE_EDIT_CONFLICT } from "./admin-routes";
import { newService } from "./test-services";

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
});
afterAll(() => t.close());

const base = "/api/admin/catalog";

async function create(overrides: Parameters<typeof newService>[0] = {}): Promise<AdminService> {
  const res = await admin.request("POST", base, newService(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const edit = (service: AdminService, changes: Partial<AdminService>) => {
  const { id, archived, createdAt, updatedAt, ...fields } = service;
  return admin.request("PUT", `${base}/${id}`, { ...fields, ...changes });
};

async function auditEvents(id: number) {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "service"), eq(auditLog.targetId, String(id))));
  return rows.map((row) => ({ event: row.event, details: row.details }));
}

describe("access", () => {
  it("is 401 signed out and 403 for staff, on every route", async () => {
    for (const [method, url] of [
      ["GET", base],
      ["GET", `${base}/1`],
      ["GET", `${base}/export.csv`],
      ["POST", base],
      ["PUT", `${base}/1`],
      ["POST", `${base}/1/archive`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const { browser } = await signedIn(t, { role: "staff" });
    const res = await browser.request("GET", base);
    expect(res.statusCode).toBe(403);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("listing", () => {
  it("pages the catalogue by name with the envelope's pagination", async () => {
    const first = (await admin.request("GET", `${base}?limit=5`)).json();
    expect(first.data).toHaveLength(5);
    expect(first.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(first.pagination.total).toBeGreaterThanOrEqual(25);
    const second = (await admin.request("GET", `${base}?limit=5&page=2`)).json();
    const names = [...first.data, ...second.data].map((service: AdminService) =>
      service.name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(10);
  });

  it("searches name, description and category without case, % taken literally", async () => {
    const service = await create({ name: "Quokka Watch", description: "Finds 100%_of quokkas" });
    const search = async (q: string) =>
      (await admin.request("GET", `${base}?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((entry: AdminService) => entry.id);
    expect(await search("QUOKKA watch")).toEqual([service.id]);
    expect(await search("0%_o")).toEqual([service.id]);
    expect(await search("0%q")).toEqual([]);
    expect(await search("Test Categ")).toContain(service.id);
  });

  it("filters by category and status and sorts by price both ways", async () => {
    const category = "Sorting Lab";
    const cheap = await create({ category, price: 1 });
    const dear = await create({ category, price: 99.99, hidden: true });
    const gone = await create({ category, price: 50 });
    await admin.request("POST", `${base}/${gone.id}/archive`);
    const ids = async (query: string) =>
      (await admin.request("GET", `${base}?category=${encodeURIComponent(category)}&${query}`))
        .json()
        .data.map((entry: AdminService) => entry.id);
    expect(await ids("sort=price")).toEqual([cheap.id, dear.id]);
    expect(await ids("sort=price&dir=desc")).toEqual([dear.id, cheap.id]);
    expect(await ids("status=visible")).toEqual([cheap.id]);
    expect(await ids("status=hidden")).toEqual([dear.id]);
    expect(await ids("status=archived")).toEqual([gone.id]);
  });

  it("refuses an unknown sort or status with a field error", async () => {
    const res = await admin.request("GET", `${base}?sort=colour&status=lost&page=0`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["page", "sort", "status"]);
  });

  it("lists the categories of services that are not archived", async () => {
    const only = await create({ category: "Zeta Archived Only" });
    await admin.request("POST", `${base}/${only.id}/archive`);
    const categories: string[] = (await admin.request("GET", `${base}/categories`)).json().data;
    expect(categories).toContain("Endpoint Security");
    expect(categories).not.toContain("Zeta Archived Only");
    expect(new Set(categories).size).toBe(categories.length);
  });
});

describe("create, edit, archive and restore", () => {
  it("creates a service in dollars, stores cents and writes the audit log", async () => {
    const service = await create({ price: 19.99, setupFee: 0.5, prerequisites: [1] });
    expect(service).toMatchObject({ price: 19.99, setupFee: 0.5, version: 1, archived: false });
    expect((await admin.request("GET", `${base}/${service.id}`)).json().data).toEqual(service);
    expect(await auditEvents(service.id)).toEqual([{ event: "service.created", details: {} }]);
  });

  it("saves an edit as the next version and names the changed fields", async () => {
    const service = await create();
    const res = await edit(service, { price: 20, name: `${service.name} Plus` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price: 20, version: 2 });
    expect((await auditEvents(service.id)).at(-1)).toEqual({
      event: "service.updated",
      details: { version: 2, changed: "name, price" },
    });
  });

  it("answers 409 to a save from a stale version and keeps the newer one", async () => {
    const service = await create();
    expect((await edit(service, { price: 30 })).statusCode).toBe(200);
    const stale = await edit(service, { price: 40 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(SERVICE_EDIT_CONFLICT);
    expect((await admin.request("GET", `${base}/${service.id}`)).json().data.price).toBe(30);
  });

  it("archives and restores, refusing to archive a service another one requires", async () => {
    const needed = await create();
    const user = await create({ name: "Needs It", dependencies: [needed.id] });
    const refused = await admin.request("POST", `${base}/${needed.id}/archive`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Needs It requires it: remove that link first");

    const archived = await admin.request("POST", `${base}/${user.id}/archive`);
    expect(archived.json().data).toMatchObject({ archived: true });
    expect((await admin.request("POST", `${base}/${needed.id}/archive`)).statusCode).toBe(200);
    const blocked = await admin.request("POST", `${base}/${user.id}/restore`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain(needed.name);

    await admin.request("POST", `${base}/${needed.id}/restore`);
    const restored = await admin.request("POST", `${base}/${user.id}/restore`);
    expect(restored.json().data).toMatchObject({ archived: false });
    expect((await auditEvents(user.id)).map((entry) => entry.event)).toEqual([
      "service.created",
      "service.archived",
      "service.restored",
    ]);
  });

  it("answers 404 for a service that does not exist, whatever the action", async () => {
    const unknown = `${base}/999999`;
    const attempts = [
      await admin.request("GET", unknown),
      await admin.request("PUT", unknown, { ...newService(), version: 1 }),
      await admin.request("POST", `${unknown}/archive`),
      await admin.request("POST", `${unknown}/restore`),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: "Service not found" });
    }
  });
});
