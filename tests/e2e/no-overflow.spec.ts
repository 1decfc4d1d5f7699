import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { insightTopics } from "../../app/features/security-insights/insight-topics";
import routeConfig from "../../app/routes";
import { postsNewestFirst } from "./blog-support";
import { seedBuilder, storeSessionId, test } from "./builder-support";
import { E2E_ADMIN } from "./e2e-admin";
import { saveVersion, shareOf } from "./quote-support";
import { gotoReady } from "./support";

/**
 * Issue 34, "What must work" 2: no page scrolls sideways, the header's controls and any sticky
 * bar stay inside the viewport, and no control is cut off by a box that clips it, at every
 * width in both themes; at 1440 px no box needs a sideways scroll either. The pages are the route table itself (app/routes.ts), so a route
 * added later is checked without a new case; a route with parameters needs a way to fill
 * them from the data seeded below (FILL), and the first test says which one is missing.
 */

type Route = { path?: string; file: string; children?: Route[] };

/**
 * Every page pattern of the route table: leaves, with layouts' and parents' paths joined.
 * A module in a .ts file renders nothing (sitemap, feed, robots.txt: resource routes), so
 * there is no layout to check.
 */
function patterns(routes: Route[], base = ""): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, "/") : base;
    if (route.children) return patterns(route.children, path);
    return route.file.endsWith(".tsx") ? [path || "/"] : [];
  });
}

const PATTERNS = [...new Set(patterns(routeConfig as Route[]))];

/** What the seeded data offers to fill a route's parameters. */
interface Seeded {
  blogSlug: string;
  blogPostId: number;
  prospectId: number;
  quoteToken: string;
  topic: string;
  unsubscribeToken: string;
}

/** A way to fill each pattern's parameters; a new route with parameters adds its line here. */
const FILL: Record<string, (seeded: Seeded) => string> = {
  "/admin/blog/:id": (s) => `/admin/blog/${s.blogPostId}`,
  "/admin/blog/:id/preview": (s) => `/admin/blog/${s.blogPostId}/preview`,
  "/admin/prospects/:id": (s) => `/admin/prospects/${s.prospectId}`,
  "/blog/:slug": (s) => `/blog/${s.blogSlug}`,
  "/services/:topic": (s) => `/services/${s.topic}`,
  "/sb/quote/:token": (s) => `/sb/quote/${s.quoteToken}`,
  "/unsubscribe/:token": (s) => `/unsubscribe/${s.unsubscribeToken}`,
  "/service-builder/*": () => "/service-builder/configure/step-2",
  // The builder's own catch-all resumes the saved step.
  "/sb/*": () => "/sb/elsewhere",
  "/*": () => "/no-such-page",
};

const isDynamic = (pattern: string) => /[:*]/.test(pattern);

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

test("every route of app/routes.ts has a way to fill its parameters", () => {
  const missing = PATTERNS.filter((pattern) => isDynamic(pattern) && !FILL[pattern]);
  expect(
    missing,
    `Add a way to fill these routes' parameters to FILL in tests/e2e/no-overflow.spec.ts: ${missing.join(", ")}`,
  ).toEqual([]);
});

/** A 2-location HIPAA builder draft with a saved configuration and its share link. */
async function seed(request: APIRequestContext, page: Page, origin: string): Promise<Seeded> {
  const sessionId = await seedBuilder(request, { stepReached: "summary", tag: "overflow" });
  const saved = await saveVersion(request, sessionId, "Clinic plan overflow");
  const share = await shareOf(request, saved);
  await storeSessionId(page, sessionId);
  const state = await request.get("/api/sb/draft", { headers: { "X-SB-Session": sessionId } });
  const email: string = (await state.json()).data.lead.email;

  const signedIn = await page.request.post("/api/auth/login", {
    data: E2E_ADMIN,
    headers: { origin },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const prospects = await page.request.get(`/api/prospects?q=${encodeURIComponent(email)}`);
  const posts = await page.request.get("/api/admin/blog-posts");
  expect(posts.status(), await posts.text()).toBe(200);
  const slug = postsNewestFirst[0]?.slug ?? "";
  const [post] = (await posts.json()).data;
  // Issue 35 §1: the quote e-mailed to its contact, whose copy carries the unsubscribe link.
  const sent = await page.request.post(`/api/admin/configurations/${saved.id}/send`, {
    data: {
      version: 1,
      shareId: null,
      recipients: [email],
      subject: "Your quote",
      message: "Here it is.",
      attachPdf: false,
    },
    headers: { origin },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const copy = await page.request.get(`/api/admin/outbox/${(await sent.json()).data.outboxIds[0]}`);
  const unsubscribeToken = String((await copy.json()).data.text).match(
    /unsubscribe\/([\w-]{43})/,
  )?.[1];
  return {
    blogSlug: slug,
    blogPostId: post.id,
    prospectId: (await prospects.json()).data[0].id,
    quoteToken: share.token,
    topic: (insightTopics[0]?.ctaLink ?? "").replace("/services/", ""),
    unsubscribeToken: unsubscribeToken ?? "",
  };
}

/**
 * Runs in the page: what sticks out. Horizontal only: a box may clip vertically on purpose
 * (a collapsed panel), but nothing is meant to be out of reach sideways.
 */
function findOverflow(): string[] {
  const found: string[] = [];
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const slack = 0.5;
  const nameOf = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const name =
      element.getAttribute("aria-label") ??
      (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()}> "${name}" at x ${Math.round(rect.left)}..${Math.round(rect.right)}`;
  };
  const shown = (element: Element) => {
    if (element.closest("[inert], [aria-hidden='true']")) return false;
    // Visually hidden on purpose (the sr-only skip link until it has focus).
    const { clip, clipPath } = getComputedStyle(element);
    if (clip === "rect(0px, 0px, 0px, 0px)" || clipPath.startsWith("inset(50%")) return false;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };

  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > vw) {
    found.push(`the page scrolls sideways: ${scroller.scrollWidth} px wide in ${vw}`);
  }

  const FOCUSABLE =
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=combobox], [tabindex]:not([tabindex='-1'])";
  const interactive = document.querySelectorAll(FOCUSABLE);
  for (const element of interactive) {
    if (!shown(element)) continue;
    // The part of it one can see or scroll to, narrowed by each box around it that clips.
    const rect = element.getBoundingClientRect();
    let left = rect.left;
    let right = rect.right;
    let cut = "";
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const overflowX = getComputedStyle(box).overflowX;
      if (overflowX === "visible") continue;
      const outer = box.getBoundingClientRect();
      if (overflowX === "auto" || overflowX === "scroll") {
        // Reachable by scrolling this box; the box itself must then be in reach.
        left = Math.max(outer.left, Math.min(left, outer.right));
        right = Math.min(outer.right, Math.max(right, outer.left));
        if (right - left < 1) {
          left = outer.left;
          right = outer.right;
        }
        continue;
      }
      if (left < outer.left - slack || right > outer.right + slack) {
        cut = `cut off by <${box.tagName.toLowerCase()} class="${box.className}">`;
        break;
      }
    }
    if (!cut && (left < -slack || right > vw + slack)) cut = "outside the viewport";
    if (cut) found.push(`${nameOf(element)} ${cut}`);
  }

  // Inside a box that scrolls sideways everything is in reach, if the keyboard can scroll it
  // (the box or a control inside takes focus); and on a wide screen nothing should need it:
  // the board's Won and Lost columns sat behind such a scroll at 1440 px.
  for (const box of document.body.querySelectorAll("*")) {
    const { overflowX } = getComputedStyle(box);
    if (overflowX !== "auto" && overflowX !== "scroll") continue;
    if (box.scrollWidth <= box.clientWidth + 1 || !shown(box)) continue;
    const scrolls = `${nameOf(box)} scrolls sideways: ${box.scrollWidth} px of content in ${box.clientWidth}`;
    if (vw >= 1440) found.push(scrolls);
    const focusable = (box as HTMLElement).tabIndex >= 0 || box.querySelector(FOCUSABLE);
    if (!focusable) found.push(`${scrolls}, and no key reaches it`);
  }

  for (const header of document.querySelectorAll("header")) {
    if (header.closest("main, article, section, aside") || !shown(header)) continue;
    for (const control of header.querySelectorAll("a[href], button, input, select")) {
      if (!shown(control)) continue;
      const rect = control.getBoundingClientRect();
      if (rect.left < -slack || rect.right > vw + slack) {
        found.push(`the header's ${nameOf(control)} is outside the viewport`);
      }
    }
  }

  for (const element of document.body.querySelectorAll("*")) {
    const style = getComputedStyle(element);
    if (style.position !== "sticky" && style.position !== "fixed") continue;
    if (!shown(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.left < -slack || rect.right > vw + slack) {
      found.push(`the ${style.position} ${nameOf(element)} is wider than the viewport`);
    }
    // A bar stuck to the bottom of a box that runs past the screen sits on the screen.
    const parent = element.parentElement?.getBoundingClientRect();
    if (
      style.position === "sticky" &&
      style.bottom !== "auto" &&
      parent &&
      parent.top < vh &&
      parent.bottom > vh &&
      rect.bottom > vh + slack
    ) {
      found.push(
        `the sticky ${nameOf(element)} ends at y ${Math.round(rect.bottom)}, below the screen`,
      );
    }
  }
  return found;
}

/** Switches the theme as another tab would (theme-provider.tsx follows storage events). */
async function switchTheme(page: Page) {
  return page.evaluate(async () => {
    const next = document.documentElement.classList.contains("dark") ? "light" : "dark";
    localStorage.setItem("theme", next);
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: next }));
    for (let frame = 0; frame < 10; frame++) {
      if (document.documentElement.classList.contains("dark") === (next === "dark")) break;
      await new Promise(requestAnimationFrame);
    }
    await new Promise(requestAnimationFrame);
    return next;
  });
}

/** Counts the page's data requests in flight (fetch and XHR), and when the last one ended. */
function watchData(page: Page) {
  const data = { inFlight: 0, lastChange: Date.now() };
  const isData = (type: string) => type === "fetch" || type === "xhr";
  page.on("request", (request) => {
    if (!isData(request.resourceType())) return;
    data.inFlight++;
    data.lastChange = Date.now();
  });
  const ended = (request: { resourceType(): string }) => {
    if (!isData(request.resourceType())) return;
    data.inFlight = Math.max(0, data.inFlight - 1);
    data.lastChange = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return data;
}

/** Opens a page as a person would find it: hydrated, data loaded, parts below laid out. */
async function open(page: Page, url: string, data: ReturnType<typeof watchData>): Promise<void> {
  await page.goto(url);
  await expect(page.getByText("Initializing session...")).toBeHidden();
  await page.evaluate(() => window.__hydrateIslands?.());
  await page.waitForFunction(() => !window.__islandsPending);
  // Pages that fetch their data after hydration: drawn with it (quiet for 200 ms), 1.5 s at most.
  const started = Date.now();
  while (
    (data.inFlight > 0 || Date.now() - data.lastChange < 200) &&
    Date.now() - started < 1_500
  ) {
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => {
    if (document.querySelector("[data-defer-layout]"))
      document.documentElement.setAttribute("data-laid-out", "all");
  });
}

test.describe("no horizontal overflow", () => {
  test.describe.configure({ mode: "parallel" });

  for (const viewport of WIDTHS) {
    test(`every route at ${viewport.width} px, both themes`, async ({ page, request, baseURL }) => {
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      const seeded = await seed(request, page, baseURL ?? "");
      const data = watchData(page);
      // Pages open to the first one's hydration; later ones reuse the page.
      await gotoReady(page, "/");
      const findings: string[] = [];
      const check = async (url: string, who: string) => {
        await open(page, url, data);
        for (let pass = 0; pass < 2; pass++) {
          const theme = await page.evaluate(() =>
            document.documentElement.classList.contains("dark") ? "dark" : "light",
          );
          const shown = page.url().replace(/^https?:\/\/[^/]+/, "");
          for (const finding of await page.evaluate(findOverflow)) {
            findings.push(
              `${url} (${shown}, ${who}) at ${viewport.width} px, ${theme}: ${finding}`,
            );
          }
          if (pass === 0) await switchTheme(page);
        }
        return new URL(page.url()).pathname;
      };
      const redirected: string[] = [];
      for (const pattern of PATTERNS) {
        const fill = FILL[pattern];
        if (isDynamic(pattern) && !fill) continue; // the first test names it
        const url = fill ? fill(seeded) : pattern;
        if ((await check(url, "signed in")) !== url) redirected.push(url);
      }
      // What a signed-in person is sent away from (the sign-in page) is checked signed out.
      await page.context().clearCookies();
      for (const url of redirected) await check(url, "signed out");
      expect(findings).toEqual([]);
    });
  }
});
