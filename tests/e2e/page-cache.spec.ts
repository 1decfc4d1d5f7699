import type { APIResponse } from "@playwright/test";
import { expect, test } from "./accounts";
import { E2E_ADMIN } from "./e2e-admin";
import { gotoReady } from "./support";

// Issue 12: public pages for anonymous visitors come from a page cache, with the request's
// own CSP nonce, dropped the moment staff change what they show. Tests running beside these
// (this file's last one, the settings page) change content and so drop the cache: each test
// asks again until it is served from the cache, then checks what it came for.

function nonceOf(response: APIResponse): string {
  const csp = response.headers()["content-security-policy"] ?? "";
  return /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
}

test("an anonymous visitor gets the cached page with their own nonce in every script", async ({
  playwright,
  baseURL,
}) => {
  // Playwright's client checks and undoes the gzip itself, as a browser would.
  const visitor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "accept-encoding": "gzip" },
  });
  let first: APIResponse | undefined;
  let second: APIResponse | undefined;
  await expect(async () => {
    await visitor.get("/terms-of-service");
    first = await visitor.get("/terms-of-service");
    second = await visitor.get("/terms-of-service");
    for (const response of [first, second]) {
      expect(response.status()).toBe(200);
      expect(response.headers()["x-page-cache"]).toBe("hit");
      expect(response.headers()["content-encoding"]).toBe("gzip");
    }
  }).toPass({ timeout: 15_000 });
  if (!first || !second) throw new Error("no answers");
  const [one, two] = [nonceOf(first), nonceOf(second)];
  expect(one).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(two).not.toBe(one);
  const [html1, html2] = [await first.text(), await second.text()];
  const nonces = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
  expect(nonces(html1).length).toBeGreaterThan(0);
  expect(new Set(nonces(html1))).toEqual(new Set([one]));
  expect(new Set(nonces(html2))).toEqual(new Set([two]));
  expect(html2.replaceAll(two, one)).toBe(html1);
  await visitor.dispose();
});

test("a cached page hydrates and runs under its nonce", async ({ page, request }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await expect(async () => {
    await request.get("/privacy-policy");
    const response = await gotoReady(page, "/privacy-policy");
    expect(response?.headers()["x-page-cache"]).toBe("hit");
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a staff change to the content is on the cached page at once; staff are never served from the cache", async ({
  accounts,
  request,
}) => {
  const admin = await accounts.api(E2E_ADMIN);
  const current = (await (await admin.get("/api/admin/company-profile")).json()).data;
  await expect
    .poll(async () => {
      await request.get("/");
      return (await request.get("/")).headers()["x-page-cache"];
    })
    .toBe("hit");

  const marker = `Dock ${Date.now() % 100_000}`;
  const changed = { ...current, postalAddress: `${current.postalAddress}\n${marker}` };
  try {
    expect((await admin.put("/api/admin/company-profile", { data: changed })).status()).toBe(200);
    const after = await request.get("/");
    expect(after.headers()["x-page-cache"]).toBe("miss");
    expect(await after.text()).toContain(marker);
    // Signed-in staff always get a fresh render.
    const staff = await admin.get("/");
    expect(staff.headers()["x-page-cache"]).toBeUndefined();
  } finally {
    await admin.put("/api/admin/company-profile", { data: current });
    await admin.dispose();
  }
  expect(await (await request.get("/")).text()).not.toContain(marker);
});
