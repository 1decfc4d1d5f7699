import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearRequestLog,
  type LoggedRequest,
  REQUEST_LOG_LIMIT,
  recordRequest,
  requestLogSnapshot,
  subscribeRequestLog,
} from "./request-log";

const entry = (url: string): Omit<LoggedRequest, "id"> => ({
  method: "GET",
  url,
  status: 200,
  durationMs: 3,
  requestId: "r",
  body: null,
  at: 0,
});

beforeEach(() => {
  vi.stubGlobal("window", {});
  clearRequestLog();
});
afterEach(() => vi.unstubAllGlobals());

describe("request log", () => {
  it("lists newest first and keeps only the last REQUEST_LOG_LIMIT", () => {
    for (let i = 0; i < REQUEST_LOG_LIMIT + 5; i++) recordRequest(entry(`/api/${i}`));
    const log = requestLogSnapshot();
    expect(log).toHaveLength(REQUEST_LOG_LIMIT);
    expect(log[0]?.url).toBe(`/api/${REQUEST_LOG_LIMIT + 4}`);
    expect(log.at(-1)?.url).toBe("/api/5");
  });

  it("tells subscribers, with a new snapshot each time, until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRequestLog(listener);
    const before = requestLogSnapshot();
    recordRequest(entry("/api/a"));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(requestLogSnapshot()).not.toBe(before);
    unsubscribe();
    recordRequest(entry("/api/b"));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
