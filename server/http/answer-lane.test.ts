import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createAnswerLane } from "./answer-lane";
import { withEtag } from "./conditional-get";

const POLICY = "default-src 'none';frame-ancestors 'none'";

function request(url: string, headers: Record<string, string> = {}, method = "GET") {
  return { method, url, headers } as unknown as IncomingMessage;
}

/** What the lane wrote: status, headers (as an object) and body. */
function response() {
  const written = {
    status: 0,
    headers: {} as Record<string, string>,
    body: Buffer.alloc(0) as Buffer,
  };
  const fake = {
    writeHead(status: number, headers: string[]) {
      written.status = status;
      for (let i = 0; i < headers.length; i += 2) {
        const name = String(headers[i]);
        // Each header once: a second ETag or Content-Length would contradict the first.
        expect(written.headers, `${name} written twice`).not.toHaveProperty(name);
        written.headers[name] = String(headers[i + 1]);
      }
    },
    end(body?: Buffer) {
      if (body) written.body = body;
    },
  };
  return { written, res: fake as unknown as ServerResponse };
}

const sentHeaders = (extra: OutgoingHttpHeaders = {}): OutgoingHttpHeaders => ({
  "content-type": "application/json; charset=utf-8",
  etag: "ignored: the answer's own etag is used",
  "cache-control": "public, max-age=60",
  vary: "accept-encoding",
  "x-content-type-options": "nosniff",
  "content-security-policy": POLICY,
  "x-request-id": "first-request",
  "x-ratelimit-remaining": "99",
  "content-length": "123",
  ...extra,
});

const plans = withEtag(Array.from({ length: 40 }, (_, i) => ({ id: `plan-${i}`, cents: i * 100 })));

describe("answer lane", () => {
  it("answers a kept URL again with the same headers, and its own id and timestamp", () => {
    const lane = createAnswerLane();
    const first = request("/api/pricing/x");
    expect(lane.serve(first, response().res)).toBe(false);
    lane.keep(first, plans, 200, sentHeaders());

    const { written, res } = response();
    expect(lane.serve(request("/api/pricing/x", { "x-request-id": "trace-7" }), res)).toBe(true);
    expect(written.status).toBe(200);
    expect(written.headers).toMatchObject({
      "content-type": "application/json; charset=utf-8",
      "cache-control": "public, max-age=60",
      vary: "accept-encoding",
      "x-content-type-options": "nosniff",
      "x-request-id": "trace-7",
      "content-security-policy": POLICY,
      etag: plans.etag,
    });
    expect(written.headers["x-ratelimit-remaining"]).toBeUndefined();
    expect(written.headers["content-encoding"]).toBeUndefined();
    const body = JSON.parse(written.body.toString());
    expect(body).toMatchObject({ success: true, data: plans.data });
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
    expect(written.headers["content-length"]).toBe(String(written.body.length));
  });

  it("gzips for clients that take gzip, and answers 304 to a current copy", () => {
    const lane = createAnswerLane();
    lane.keep(request("/a"), plans, 200, sentHeaders());
    const zipped = response();
    lane.serve(request("/a", { "accept-encoding": "gzip, br" }), zipped.res);
    expect(zipped.written.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(zipped.written.body).toString()).data).toEqual(plans.data);

    const current = response();
    lane.serve(request("/a", { "if-none-match": plans.etag }), current.res);
    expect(current.written.status).toBe(304);
    expect(current.written.body.length).toBe(0);
    expect(current.written.headers.etag).toBe(plans.etag);
  });

  it("keeps only full GET answers without cookies or script nonces, and serves only GET", () => {
    const lane = createAnswerLane();
    lane.keep(request("/missing"), plans, 404, sentHeaders());
    lane.keep(request("/posted", {}, "POST"), plans, 200, sentHeaders());
    lane.keep(request("/cookie"), plans, 200, sentHeaders({ "set-cookie": ["sid=1"] }));
    const pagePolicy = "default-src 'self';script-src 'self' 'nonce-first-view'";
    lane.keep(request("/page"), plans, 200, sentHeaders({ "content-security-policy": pagePolicy }));
    for (const url of ["/missing", "/posted", "/cookie", "/page"])
      expect(lane.serve(request(url), response().res)).toBe(false);

    lane.keep(request("/kept"), plans, 200, sentHeaders());
    expect(lane.serve(request("/kept", {}, "HEAD"), response().res)).toBe(false);
    expect(lane.serve(request("/kept?page=2"), response().res)).toBe(false);
    expect(lane.serve(request("/kept"), response().res)).toBe(true);
  });

  it("drops answers when told, after their time, and the oldest past its size", () => {
    let now = 0;
    const lane = createAnswerLane({ ttlMs: 1000, maxEntries: 2, now: () => now });
    lane.keep(request("/one"), plans, 200, sentHeaders());
    lane.clear();
    expect(lane.serve(request("/one"), response().res)).toBe(false);

    lane.keep(request("/one"), plans, 200, sentHeaders());
    now = 999;
    expect(lane.serve(request("/one"), response().res)).toBe(true);
    now = 1000;
    expect(lane.serve(request("/one"), response().res)).toBe(false);

    for (const url of ["/a", "/b", "/c"]) lane.keep(request(url), plans, 200, sentHeaders());
    expect(lane.serve(request("/a"), response().res)).toBe(false);
    expect(lane.serve(request("/b"), response().res)).toBe(true);
    expect(lane.serve(request("/c"), response().res)).toBe(true);
  });
});
