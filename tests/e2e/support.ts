import { expect, type Locator, type Page } from "@playwright/test";

/** Opens a page and waits until it is hydrated (the session banner of seed 001 §2 is gone). */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await untilHydrated(page);
  return response;
}

/**
 * Back to the previous document, once it has hydrated again: the browser loads it anew, and
 * a click that lands before React has hydrated does nothing.
 */
export async function goBackReady(page: Page) {
  await page.goBack();
  await untilHydrated(page);
}

/** The same page loaded anew, once it has hydrated again. */
export async function reloadReady(page: Page) {
  await page.reload();
  await untilHydrated(page);
}

async function untilHydrated(page: Page) {
  // The server renders this status; the session provider removes it on its first effect.
  await expect(page.getByText("Initializing session...")).toBeHidden();
  // Landing sections hydrate near the viewport (app/features/landing/island.tsx); tests
  // interact anywhere at once, so they hydrate all of them first.
  await page.evaluate(() => window.__hydrateIslands?.());
  await page.waitForFunction(() => !window.__islandsPending);
}

/**
 * Waits until a dialog is fully open (its entrance animation done, focus moved inside), the
 * earliest a person could click outside it; Radix listens for outside clicks only from then.
 */
export async function waitUntilOpen(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await dialog.evaluate(async (element) => {
    // A cancelled animation (a re-render replaced it) rejects `finished` with an AbortError:
    // it is over too, so wait for whatever still runs, a few rounds at most.
    for (let round = 0; round < 5; round++) {
      const running = element
        .getAnimations({ subtree: true })
        // An endless one (a spinner, a skeleton's pulse) never finishes: waiting on it hung
        // a test until its timeout.
        .filter(
          (animation) =>
            animation.playState !== "finished" &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        );
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
  await expect(dialog.locator(":focus")).toHaveCount(1);
}

/** A successful answer in the API envelope (seed 001 §3), for `route.fulfill`. */
export function envelope(data: unknown) {
  return { json: { data, success: true, timestamp: new Date().toISOString() } };
}

/** A refusal in the API envelope (seed 001 §3), with field messages when given. */
export function failure(status: number, message: string, errors?: Record<string, string>) {
  return {
    status,
    json: {
      data: null,
      success: false,
      message,
      ...(errors ? { errors } : {}),
      timestamp: new Date().toISOString(),
    },
  };
}

/**
 * Records, from now on, every request to another host (images, fonts and scripts must ship
 * with the product) and every Content-Security-Policy violation the page reports.
 */
export function watchForeignAndCsp(page: Page, baseURL: string | undefined) {
  const foreign: string[] = [];
  const violations: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL ?? "") && !request.url().startsWith("data:")) {
      foreign.push(request.url());
    }
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  // A refused eval whose error the page catches logs nothing; the event still reports it.
  void page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  return { foreign, violations };
}

/** A gate that routed requests wait at until the test opens it, to observe in-flight states. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * Headers that make an API request come from a visitor of its own (the test server trusts
 * X-Forwarded-For like one behind a proxy), so data a test seeds through the public forms'
 * API never meets the per-client limits that the browser's own submissions count against.
 */
export function asVisitor() {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return { headers: { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` } };
}

/** The browser refuses localStorage writes from the first script on (a full or locked store). */
export async function refuseStorage(page: Page) {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
}
