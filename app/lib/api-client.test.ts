import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, apiData, apiRequest } from "./api-client";

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.url === "/ok") return json(200, { data: { id: 7 }, success: true, timestamp: "t" });
    if (req.url === "/empty") return res.writeHead(204).end();
    if (req.url === "/invalid") {
      return json(422, {
        data: null,
        success: false,
        message: "Validation failed",
        errors: { email: "Enter a valid e-mail address" },
      });
    }
    if (req.url === "/plain") return res.writeHead(503, "Service Unavailable").end("down");
    if (req.url === "/slow") return; // never answers
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => json(200, { method: req.method, headers: req.headers, body }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("apiRequest (seed 001 §7)", () => {
  it("sends JSON bodies and the X-SB-Session header when a session id is given", async () => {
    const echo = await apiRequest<{
      method: string;
      headers: Record<string, string>;
      body: string;
    }>(`${base}/echo`, { method: "POST", body: { a: 1 }, sessionId: "session-1-abc" });
    expect(echo.method).toBe("POST");
    expect(echo.headers["content-type"]).toBe("application/json");
    expect(echo.headers["x-sb-session"]).toBe("session-1-abc");
    expect(JSON.parse(echo.body)).toEqual({ a: 1 });
  });

  it("omits the session header without a session id", async () => {
    const echo = await apiRequest<{ headers: Record<string, string> }>(`${base}/echo`);
    expect(echo.headers["x-sb-session"]).toBeUndefined();
  });

  it("answers null for 204", async () => {
    expect(await apiRequest(`${base}/empty`)).toBeNull();
  });

  it("raises '{status}: {message}' with status, body, url, timestamp and validationErrors", async () => {
    const error = await apiRequest(`${base}/invalid`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe("422: Validation failed");
    expect(apiError.status).toBe(422);
    expect(apiError.url).toBe(`${base}/invalid`);
    expect(apiError.body).toMatchObject({ success: false });
    expect(apiError.validationErrors).toEqual({ email: "Enter a valid e-mail address" });
    expect(Number.isNaN(Date.parse(apiError.timestamp))).toBe(false);
  });

  it("falls back to the status text when the body has no message", async () => {
    await expect(apiRequest(`${base}/plain`)).rejects.toThrow("503: Service Unavailable");
  });

  it("times out with status 408 and the spec's text", async () => {
    const error = (await apiRequest(`${base}/slow`, { timeoutMs: 50 }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe(`Request to ${base}/slow timed out after 50ms`);
    expect(error.status).toBe(408);
  });

  it("unwraps the envelope's data", async () => {
    expect(await apiData(`${base}/ok`)).toEqual({ id: 7 });
  });

  it("uses data of an unexpected shape but warns about it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const body = await apiRequest(`${base}/ok`, { schema: z.object({ data: z.string() }) });
    expect(body).toMatchObject({ data: { id: 7 } });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
