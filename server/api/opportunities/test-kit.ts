import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { Client } from "../../../tests/setup/auth";
import type { TestApp } from "../../../tests/setup/test-app";
import { prospects } from "../../db/schema/prospects";

/** Prospects and deals for the opportunity API tests, each with a unique name. */
export function opportunityKit(t: TestApp, admin: Client) {
  return {
    unique: () => randomBytes(4).toString("hex"),

    async prospect(companyName = `Cedar Clinic ${randomBytes(4).toString("hex")}`) {
      const [row] = await t.db
        .insert(prospects)
        .values({
          companyName,
          contactName: "Rowan Hale",
          email: `rowan-${randomBytes(5).toString("hex")}@example.com`,
          source: "staff",
        })
        .returning({ id: prospects.id });
      if (!row) throw new Error("prospect not written");
      return row.id;
    },

    async create(body: Record<string, unknown>) {
      const res = await admin.request("POST", "/api/opportunities", body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: string; version: number; name: string; stage: string };
    },

    async move(id: string, body: Record<string, unknown>) {
      return admin.request("POST", `/api/opportunities/${id}/move`, body);
    },
  };
}
