import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../tests/setup/test-app";
import { LIVENESS_TTL_MS } from "./routes";

const health = (t: Awaited<ReturnType<typeof createTestApp>>) =>
  t.app.inject({ method: "GET", url: "/api/health" });

describe("GET /api/health", () => {
  it("answers 200 {status: ok} while the database answers", async () => {
    const t = await createTestApp();
    const res = await health(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    await t.close();
  });

  it("answers 503 when the database is gone, once the last answer is older than its TTL", async () => {
    const t = await createTestApp();
    await t.app.database.close();
    const res = await health(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable" });
    await t.close();
  });

  it("asks the database once for a burst of probes, and again after the TTL", async () => {
    const t = await createTestApp();
    const ping = vi.spyOn(t.app.database, "ping");
    const burst = await Promise.all(Array.from({ length: 50 }, () => health(t)));
    expect(burst.every((res) => res.statusCode === 200)).toBe(true);
    expect(ping).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, LIVENESS_TTL_MS + 50));
    await t.app.database.close();
    expect((await health(t)).statusCode).toBe(503);
    expect(ping).toHaveBeenCalledTimes(2);
    await t.close();
  });
});
