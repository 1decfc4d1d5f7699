import { readFile } from "node:fs/promises";
import {
  type APIRequestContext,
  type Browser,
  type Download,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
} from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import {
  BRANCH,
  test as builderTest,
  HQ,
  SESSION_HEADER,
  seedBuilder,
  serviceIds,
} from "./builder-support";
import { E2E_ADMIN } from "./e2e-admin";
import { asVisitor, gotoReady } from "./support";

/** What a share link answers (the builder's POST .../share and the staff comparison's). */
export interface Share {
  token: string;
  url: string;
  reference: string;
  expiresAt: string;
}

/** A saved configuration version as the builder's API answers it (amounts in dollars). */
export interface SavedVersion {
  sessionId: string;
  id: string;
  version: number;
  name: string;
  company: string;
  monthly: number;
  annually: number;
}

/** A share link's path: /sb/quote/ and a 43-character base64url token. */
export const QUOTE_PATH = /\/sb\/quote\/[A-Za-z0-9_-]{43}$/;

/** "Q-2026-7K3M9P" (server/api/quotes/share-token.ts). */
export const REFERENCE = /^Q-\d{4}-[2-9A-HJ-NP-Z]{6}$/;

export const SHA256 = /^[0-9a-f]{64}$/;

/** The services seedBuilder chooses everywhere, and the prerequisites the engine adds. */
export const SEEDED_SERVICES = [
  "HIPAA Compliance Readiness",
  "Security Awareness Training & Phishing Simulation",
  "Multi-Factor Authentication",
];

/** The selections of `services` at both seeded locations. */
const everywhere = (services: readonly number[]) =>
  [HQ, BRANCH].flatMap((location) =>
    services.map((serviceId) => ({ locationId: location.id, serviceId })),
  );

/** Saves the session's draft (or `services` instead of its choices) as the next version. */
export async function saveVersion(
  request: APIRequestContext,
  sessionId: string,
  name: string,
  services: readonly number[] = [
    serviceIds.hipaaReadiness,
    serviceIds.awarenessTraining,
    serviceIds.multiFactorAuthentication,
  ],
): Promise<SavedVersion> {
  const saved = await request.post("/api/sb/configurations", {
    headers: { [SESSION_HEADER]: sessionId },
    data: {
      name,
      answers: { complianceRequirements: ["hipaa"], securityFocus: [], timeline: "1-3-months" },
      locations: [HQ, BRANCH],
      selections: everywhere(services),
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { configuration } = (await saved.json()).data;
  const state = await request.get("/api/sb/draft", { headers: { [SESSION_HEADER]: sessionId } });
  return {
    sessionId,
    id: configuration.id,
    version: configuration.version,
    name,
    company: (await state.json()).data.lead.companyName,
    monthly: configuration.configurations.calculatedTotals.monthly,
    annually: configuration.configurations.calculatedTotals.annually,
  };
}

/** A prospect's saved configuration (version 1), made through the builder's own API. */
export async function savedConfiguration(request: APIRequestContext, tag: string, name: string) {
  const sessionId = await seedBuilder(request, { stepReached: "summary", tag });
  return saveVersion(request, sessionId, name);
}

/** The share link of the session's current version, as "Create share link" makes it. */
export async function shareOf(request: APIRequestContext, saved: SavedVersion): Promise<Share> {
  const shared = await request.post(`/api/sb/configurations/${saved.id}/share`, {
    headers: { [SESSION_HEADER]: saved.sessionId },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  return (await shared.json()).data;
}

/** A single-option quote link of a fresh prospect. */
export async function sharedQuote(request: APIRequestContext, tag: string) {
  const saved = await savedConfiguration(request, tag, `Clinic plan ${tag}`);
  return { saved, share: await shareOf(request, saved) };
}

/** An API client signed in as the e2e administrator, from an address of its own. */
export async function adminApi(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL ?? "", ...asVisitor().headers },
  });
  const signedIn = await api.post("/api/auth/login", { data: E2E_ADMIN });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return api;
}

/** Staff's view of a configuration: its quote status and share links with their evidence. */
export async function staffDetail(admin: APIRequestContext, configurationId: string) {
  const found = await admin.get(`/api/admin/configurations/${configurationId}`);
  expect(found.status(), await found.text()).toBe(200);
  return (await found.json()).data;
}

/**
 * Two versions of one prospect's configuration, the second with endpoint detection added,
 * offered as Option A and Option B of one link through the staff comparison API.
 */
export async function twoOptionQuote(
  request: APIRequestContext,
  admin: APIRequestContext,
  tag: string,
) {
  const sessionId = await seedBuilder(request, { stepReached: "summary", tag });
  const base = [
    serviceIds.hipaaReadiness,
    serviceIds.awarenessTraining,
    serviceIds.multiFactorAuthentication,
  ];
  const first = await saveVersion(request, sessionId, `Clinic essentials ${tag}`, base);
  const second = await saveVersion(request, sessionId, `Clinic complete ${tag}`, [
    ...base,
    serviceIds.endpointDetection,
  ]);
  expect(second.id).toBe(first.id);
  const comparison = await admin.post("/api/admin/quote-comparisons", {
    data: {
      name: `Clinic options ${tag}`,
      items: [first, second].map(({ id, version }) => ({ configurationId: id, version })),
    },
  });
  expect(comparison.status(), await comparison.text()).toBe(201);
  const { id } = (await comparison.json()).data.comparison;
  const shared = await admin.post(`/api/admin/quote-comparisons/${id}/share`, { data: {} });
  expect(shared.status(), await shared.text()).toBe(201);
  const share: Share = (await shared.json()).data;
  return { title: `Clinic options ${tag}`, options: [first, second], share };
}

/**
 * Opens a quote link in a browser context of its own (no cookie or storage of the builder's),
 * as the prospect's colleague would, from a client address of its own.
 */
export async function asProspect(browser: Browser) {
  const visitor = asVisitor().headers;
  const context = await browser.newContext({ extraHTTPHeaders: visitor });
  const page = await context.newPage();
  return { context, page, ip: visitor["x-forwarded-for"] };
}

/** Opens the quote page and waits until it is hydrated (its forms then work). */
export async function openQuote(page: Page, url: string) {
  const response = await gotoReady(page, url);
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-page=quote]")).toBeVisible();
  return response;
}

/** Checks a radio button hidden inside its label by clicking the label, as a person would. */
export async function chooseRadio(page: Page, name: string | RegExp) {
  const radio = page.getByRole("radio", { name });
  await page.locator("label").filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** The "Accepted"/"Declined" record and one of its rows by its label. */
export function decision(page: Page) {
  const section = page.getByTestId("decision");
  return {
    section,
    heading: section.getByRole("heading", { level: 2 }),
    row: (label: string) =>
      section
        .locator("dt")
        .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) })
        .locator("xpath=following-sibling::dd[1]"),
  };
}

/** The text of a downloaded PDF, all pages, whitespace runs collapsed. */
export async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

/** Downloads the quote's PDF through its "Download PDF" link. */
export async function downloadPdf(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Q-\d{4}-[A-Z0-9]{6}\.pdf$/);
  return download;
}

/** "December 25, 2026": how the PDF writes a date (server/api/quotes/pdf/format.ts). */
export function pdfDate(iso: string) {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(iso),
  );
}

export type Prospect = Awaited<ReturnType<typeof asProspect>>;

/**
 * The builder's test (a client address per test) with `prospect`, a browser of its own for the
 * person the link was sent to, and `admin`, the staff API signed in.
 */
export const test = builderTest.extend<{ prospect: Prospect; admin: APIRequestContext }>({
  prospect: async ({ browser }, use) => {
    const prospect = await asProspect(browser);
    await use(prospect);
    await prospect.context.close();
  },
  admin: async ({ playwright, baseURL }, use) => {
    const admin = await adminApi(playwright, baseURL);
    await use(admin);
    await admin.dispose();
  },
});
