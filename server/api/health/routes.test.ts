import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/setup/test-app";

describe("GET /api/health", () => {
  it("answers 200 {status: ok} while the database answers", async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    await t.close();
  });

  it("answers 503 when the database is gone", async () => {
    const t = await createTestApp();
    await t.app.database.close();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable" });
    await t.close();
  });
});
