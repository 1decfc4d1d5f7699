import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("/api/admin/audit-log", () => {
  it("lists auth events newest first, filterable by event and user, paginated", async () => {
    const { browser, user } = await signedIn(t);
    await client(t, "10.9.0.1").login(user.username, "Wrong-password-55");
    await browser.request("POST", "/api/account/sessions/revoke-others");

    const all = await browser.request("GET", "/api/admin/audit-log");
    expect(all.statusCode).toBe(200);
    const events = all.json().data.map((entry: { event: string }) => entry.event);
    expect(events.slice(0, 3)).toEqual(["session.revoked", "login.failed", "login.succeeded"]);

    const failed = await browser.request(
      "GET",
      `/api/admin/audit-log?event=login.failed&actor=${user.username}`,
    );
    expect(failed.json().data).toHaveLength(1);
    expect(failed.json().data[0]).toMatchObject({ ip: "10.9.0.1", actorUsername: user.username });
    expect(failed.json().pagination).toEqual({ page: 1, limit: 25, total: 1, pages: 1 });

    const paged = await browser.request("GET", "/api/admin/audit-log?limit=1&page=2");
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().data[0].event).toBe("login.failed");
  });

  it("rejects unknown filters with a 400 and is closed to staff", async () => {
    const { browser } = await signedIn(t);
    const bad = await browser.request("GET", "/api/admin/audit-log?event=made.up");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.event).toBe("Unknown event");
    const staff = await signedIn(t, { role: "staff" });
    expect((await staff.browser.request("GET", "/api/admin/audit-log")).statusCode).toBe(403);
  });
});
