import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { capturedLogs } from "../../tests/setup/captured-logs";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { HttpError } from "../http/http-error";

const logs = capturedLogs();
const logLines = logs.lines;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    logger: logs.logger,
    extend(app) {
      app.post(
        "/api/test/validated",
        {
          schema: {
            body: z.object({
              email: z.email("Enter a valid e-mail address"),
              age: z.number().int(),
            }),
          },
        },
        async () => ({ ok: true }),
      );
      app.get("/api/test/boom", async () => {
        throw new Error("secret connection string postgres://user:pw@db");
      });
      app.get("/api/test/conflict", async () => {
        throw new HttpError(409, "That e-mail address is already subscribed");
      });
    },
  });
});
afterAll(() => t.close());

describe("API error envelope (seed 001 §3)", () => {
  it("answers validation failures with 400 and a field -> message map", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/validated",
      payload: { email: "nope" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ data: null, success: false, message: "Validation failed" });
    expect(body.errors.email).toBe("Enter a valid e-mail address");
    expect(body.errors.age).toBeTypeOf("string");
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  });

  it("answers malformed JSON with a 400 envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/validated",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null });
  });

  it("hides the details of unexpected errors and logs them", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      success: false,
      message: "Internal server error",
      data: null,
    });
    expect(res.body).not.toContain("postgres://");
    expect(res.body).not.toContain("at ");
    expect(logLines.join("")).toContain("secret connection string");
  });

  it("passes expected failures through with their status and message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/conflict" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("That e-mail address is already subscribed");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toMatchObject({
      success: false,
      message: "Route GET /api/does-not-exist not found",
    });
  });
});
