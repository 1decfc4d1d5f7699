// The Service Builder's configure page under load (issue 10): 100 locations x 30 services
// in a real Chromium, timing a quantity change to the new total in the page (budget: one frame).
import type { Service } from "../shared/catalog/service";
import { SESSION_HEADER } from "../shared/quotes/builder/session-id";
import { launchBenchBrowser } from "./bench-browser";

const RUNS = 31;

/**
 * Runs in the page (a string: tsx would wrap a function's inner helpers in a name-keeping
 * call the browser does not have). Types a quantity and times the work until the new total
 * is in the DOM: the engine's recompute and React's render, what must fit in one frame.
 */
const MEASURE = `(async () => {
  const input = document.querySelector('input[aria-label^="Quantity of"]');
  const total = document.querySelector('[data-testid="headline-total"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const result = [];
  for (let run = 0; run < ${RUNS}; run += 1) {
    const before = total.textContent;
    const start = performance.now();
    setValue.call(input, String(40 + (run % 20)));
    input.dispatchEvent(new Event("input", { bubbles: true }));
    while (total.textContent === before) await frame();
    result.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return result;
})()`;

async function api(base: string, sessionId: string, method: string, url: string, body?: unknown) {
  const response = await fetch(base + url, {
    method,
    headers: { [SESSION_HEADER]: sessionId, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** A session already at the configure step with 100 locations of 30 services each. */
async function largeSession(base: string): Promise<string> {
  const sessionId = `session-${Date.now()}-bench${Math.random().toString(36).slice(2, 8)}`;
  await api(base, sessionId, "POST", "/api/sb/lead", {
    companyName: "Bench Retail Group",
    contactName: "Bench Runner",
    email: `bench-${Date.now()}@example.com`,
    companySize: "501+",
  });
  const catalogue: Service[] = await api(base, sessionId, "GET", "/api/catalog");
  const services = catalogue.slice(0, 30);
  const locations = Array.from({ length: 100 }, (_, index) => ({
    id: `site-${index}`,
    name: `Store ${index + 1}`,
    userCount: 20 + index,
    endpointCount: 25 + index,
    serverCount: 1 + (index % 4),
    hasCloudServices: true,
    hasOnPremise: index % 2 === 0,
    hasSaaSApps: true,
  }));
  await api(base, sessionId, "PUT", "/api/sb/draft", {
    stepReached: "configure",
    answers: { complianceRequirements: ["pci-dss"], securityFocus: ["endpoint"], timeline: "asap" },
    locations,
    selections: locations.flatMap((location) =>
      services.map((service) => ({ locationId: location.id, serviceId: service.id })),
    ),
  });
  return sessionId;
}

/** Median ms from a quantity typed to the new total in the page. */
export async function benchConfigure(base: string): Promise<number> {
  const sessionId = await largeSession(base);
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/sb/configure?sessionId=${sessionId}`);
    const quantity = page.locator('input[aria-label^="Quantity of"]').first();
    await quantity.waitFor().catch(async (error) => {
      await page.screenshot({ path: "/tmp/shots/bench-fail.png" });
      throw error;
    });
    const timings: number[] = await page.evaluate(MEASURE);
    timings.sort((a, b) => a - b);
    return timings[timings.length >> 1] ?? 0;
  } finally {
    await browser.close();
  }
}
