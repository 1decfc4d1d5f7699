import type { FastifyRequest } from "fastify";
import { expect, it } from "vitest";
import { sharedPageKey } from "./cached-pages";

const SITE = "https://sentinel.example";
const AUTH = ["sid", "mfa_pending"];

function request(url: string, method = "GET", cookies: Record<string, string> = {}) {
  return { url, method, cookies } as unknown as FastifyRequest;
}

it.each([
  ["/", `${SITE}/`],
  ["/blog?tag=cloud&page=2", `${SITE}/blog?tag=cloud&page=2`],
  ["/blog/zero-trust-basics", `${SITE}/blog/zero-trust-basics`],
  ["/privacy-policy", `${SITE}/privacy-policy`],
  ["/service-builder/anything", `${SITE}/service-builder/anything`],
  ["/sitemap.xml", `${SITE}/sitemap.xml`],
  // Per visitor, or counting views: never shared.
  ["/sb/quote/abc", undefined],
  ["/sb/lead", undefined],
  ["/admin", undefined],
  ["/auth", undefined],
  ["/blog.data", undefined],
  [`/blog?q=${"x".repeat(600)}`, undefined],
])("GET %s -> %s", (url, key) => {
  expect(sharedPageKey(request(url), SITE, AUTH)).toBe(key);
});

it("never shares a page with a visitor holding a session or sign-in cookie, nor for a POST", () => {
  expect(sharedPageKey(request("/", "GET", { sid: "x" }), SITE, AUTH)).toBeUndefined();
  expect(sharedPageKey(request("/", "GET", { mfa_pending: "x" }), SITE, AUTH)).toBeUndefined();
  expect(sharedPageKey(request("/", "POST"), SITE, AUTH)).toBeUndefined();
  expect(sharedPageKey(request("/", "HEAD", { theme: "dark" }), SITE, AUTH)).toBe(`${SITE}/`);
});
