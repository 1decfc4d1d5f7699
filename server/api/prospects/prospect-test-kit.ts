import { randomBytes } from "node:crypto";
import type {
  ProspectActivity,
  ProspectDetail,
  ProspectItem,
} from "@shared/prospects/prospect-item";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Client } from "../../../tests/setup/auth";
import type { TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";

export const base = "/api/prospects";
export const unique = () => randomBytes(4).toString("hex");

/** Staff calls on prospects for the API tests, as one signed-in admin. */
export function prospectKit(t: TestApp, admin: Client) {
  async function create(overrides: object = {}): Promise<ProspectItem> {
    const id = unique();
    const res = await admin.request("POST", base, {
      companyName: `Acme ${id}`,
      contactName: "Jordan Lee",
      email: `jordan-${id}@acme-${id}.com`,
      phone: "+1 555 0100",
      title: "IT Director",
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  return {
    create,
    async detail(id: number): Promise<ProspectDetail> {
      const res = await admin.request("GET", `${base}/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    async timeline(id: number, query = ""): Promise<ProspectActivity[]> {
      const res = await admin.request("GET", `${base}/${id}/timeline${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    async ids(query: string): Promise<number[]> {
      const res = await admin.request("GET", `${base}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((item: ProspectItem) => item.id);
    },
    edit(prospect: ProspectItem, changes: object) {
      const { companyName, companySize, status, tags, version } = prospect;
      return admin.request("PUT", `${base}/${prospect.id}`, {
        companyName,
        companySize,
        status,
        ownerUserId: prospect.owner?.id ?? null,
        tags,
        version,
        ...changes,
      });
    },
    async auditEvents(id: number): Promise<string[]> {
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, "prospect"), eq(auditLog.targetId, String(id))));
      return rows.map((row) => row.event);
    },
  };
}
