import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, apiData, apiRequest } from "./api-client";
import { clearRequestLog, requestLogSnapshot } from "./request-log";

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.url === "/traced") {
      res.writeHead(404, { "content-type": "application/json", "x-request-id": "req-42" });
      return res.end(JSON.stringify({ data: null, success: false, message: "Nope" }));
    }
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

describe("the request log (/transport-debug)", () => {
  it("keeps, in the browser, each answer's status, request id and envelope", async () => {
    vi.stubGlobal("window", {});
    clearRequestLog();
    await expect(apiRequest(`${base}/traced`, { method: "delete" })).rejects.toThrow("404: Nope");
    await expect(apiRequest(`${base}/slow`, { timeoutMs: 50 })).rejects.toThrow("timed out");
    vi.unstubAllGlobals();
    const [timedOut, traced] = requestLogSnapshot();
    expect(traced).toMatchObject({
      method: "DELETE",
      url: `${base}/traced`,
      status: 404,
      requestId: "req-42",
      body: { success: false, message: "Nope" },
    });
    expect(timedOut).toMatchObject({ method: "GET", status: null, requestId: null });
  });

  it("records nothing on the server, where every visitor shares the module", async () => {
    clearRequestLog();
    await apiRequest(`${base}/ok`);
    expect(requestLogSnapshot()).toEqual([]);
  });
});
