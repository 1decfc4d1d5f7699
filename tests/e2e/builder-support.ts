import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { asVisitor, gotoReady } from "./support";

/**
 * Playwright's test with a client address of its own for every test (the test server trusts
 * X-Forwarded-For): the lead step allows 10 leads per client in 10 minutes, and repeated runs
 * of these tests send many more.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use(asVisitor().headers);
  },
});

/** The Service Builder's session header (shared/quotes/builder/session-id.ts). */
export const SESSION_HEADER = "X-SB-Session";

/** A session id of the form the builder issues (session-<ms>-<alphanumeric>). */
export function newSessionId() {
  return `session-${Date.now()}-${Math.random().toString(36).slice(2, 14).padEnd(12, "0")}`;
}

/** A unique work e-mail address, so each test's prospect is its own. */
export function uniqueEmail(tag: string) {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The session id this page's builder runs on (localStorage sb-session-id). */
export function sessionOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem("sb-session-id") ?? "");
}

/** The autosave's status line ("Saved", "Saving…", "Not saved yet: ..."). */
export function saveStatus(page: Page) {
  return page.locator("[data-save]").getByRole("status");
}

/** Waits until the autosave reports "Saved" after the last change. */
export async function expectSaved(page: Page) {
  await expect(page.locator("[data-save]")).toHaveAttribute("data-save", "saved");
  await expect(saveStatus(page)).toHaveText("Saved");
}

/**
 * Resolves with the next successful autosave (PUT /api/sb/draft) whose body passes `matches`:
 * the server has then stored that change. Start it before the change.
 */
export function nextSave(page: Page, matches: (body: string) => boolean = () => true) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/sb/draft") &&
      response.request().method() === "PUT" &&
      response.ok() &&
      matches(response.request().postData() ?? ""),
  );
}

export interface BuilderDraft {
  stepReached: string;
  answers: { complianceRequirements: string[]; securityFocus: string[]; timeline?: string };
  locations: {
    id: string;
    name: string;
    userCount: number;
    endpointCount: number;
    serverCount: number;
  }[];
  selections: { locationId: string; serviceId: number; quantity?: number }[];
  configurationName: string;
}

export interface BuilderState {
  sessionId: string;
  draft: BuilderDraft;
  lead: { companyName: string; contactName: string; email: string } | null;
  configuration: { id: string; version: number } | null;
  savedAt: string | null;
}

/** What the server keeps for the session (GET /api/sb/draft). */
export async function serverState(
  request: APIRequestContext,
  sessionId: string,
): Promise<BuilderState> {
  const response = await request.get("/api/sb/draft", {
    headers: { [SESSION_HEADER]: sessionId },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

export interface Lead {
  company: string;
  contact: string;
  email: string;
  size?: string;
}

export function aLead(tag: string): Lead {
  return {
    company: `Harbor Family Clinic ${tag}`,
    contact: "Dana Reyes",
    email: uniqueEmail(tag),
    size: "11-50 employees",
  };
}

/**
 * Chooses an answer chip: a real radio button or checkbox hidden inside its label (the
 * label is what a person clicks), then checks that it took.
 */
export async function pickChip(page: Page, name: string, role: "radio" | "checkbox" = "radio") {
  const input = page.getByRole(role, { name, exact: true });
  await page.locator("label").filter({ has: input }).click();
  await expect(input).toBeChecked();
}

/** Fills the lead step without sending it. */
export async function fillLead(page: Page, lead: Lead) {
  await page.getByLabel("Company name").fill(lead.company);
  await page.getByLabel("Your name").fill(lead.contact);
  await page.getByLabel("Work e-mail").fill(lead.email);
  if (lead.size) await pickChip(page, lead.size);
}

/** Opens a fresh builder, sends the lead and waits for the assessment step. */
export async function startBuilder(page: Page, lead: Lead) {
  await gotoReady(page, "/sb/lead");
  await expect(page.getByRole("heading", { name: "Tell us about your company" })).toBeVisible();
  await fillLead(page, lead);
  await page.getByRole("button", { name: "Continue to assessment" }).click();
  await expect(page).toHaveURL(/\/sb\/assessment$/);
  await expect(page.getByRole("heading", { name: "Your locations and priorities" })).toBeVisible();
}

/** The assessment answers of a small HIPAA clinic, then on to the recommendations. */
export async function answerAssessment(
  page: Page,
  { secondLocation }: { secondLocation?: string },
) {
  if (secondLocation) {
    await page.getByRole("button", { name: "Add location" }).click();
    await page.getByLabel("Location 2 name").fill(secondLocation);
  }
  await pickChip(page, "HIPAA", "checkbox");
  await pickChip(page, "1-3 months");
  await page.getByRole("button", { name: "See recommendations" }).click();
  await expect(page).toHaveURL(/\/sb\/recommendations$/);
  await expect(page.getByRole("heading", { name: "Recommended for you" })).toBeVisible();
}

/** "$1,234.50" as the builder shows amounts (shared/pricing/money.ts formatMoney). */
export function money(dollars: number) {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

/** "$1,234.50" to 1234.5. */
export function dollars(text: string | null) {
  const match = text?.match(/\$([\d,]+\.\d{2})/);
  if (!match?.[1]) throw new Error(`No amount in "${text}"`);
  return Number(match[1].replaceAll(",", ""));
}

/** The seeded catalogue's ids (server/api/catalog/seed/seed-service.ts) these tests use. */
export const serviceIds = {
  endpointDetection: 1,
  patchManagement: 2,
  deviceEncryption: 4,
  serverBackup: 14,
  awarenessTraining: 13,
  vulnerabilityManagement: 30,
  multiFactorAuthentication: 33,
  emailEncryption: 11,
  hipaaReadiness: 39,
  cmmcReadiness: 42,
} as const;

export const HQ = {
  id: "loc-hq",
  name: "Main office",
  userCount: 25,
  endpointCount: 30,
  serverCount: 1,
  hasCloudServices: true,
  hasOnPremise: true,
  hasSaaSApps: true,
};
export const BRANCH = {
  id: "loc-branch",
  name: "Satellite clinic",
  userCount: 5,
  endpointCount: 6,
  serverCount: 0,
  hasCloudServices: true,
  hasOnPremise: false,
  hasSaaSApps: true,
};

/**
 * A session prepared through the API as the builder itself would leave it: the lead sent,
 * then a draft of a HIPAA clinic with two locations that has reached `stepReached`, with
 * HIPAA readiness, awareness training and MFA chosen everywhere once past the assessment.
 * Returns the session id.
 */
export async function seedBuilder(
  request: APIRequestContext,
  {
    stepReached,
    tag,
    configurationName = "",
  }: { stepReached: string; tag: string; configurationName?: string },
): Promise<string> {
  const sessionId = newSessionId();
  const headers = { [SESSION_HEADER]: sessionId };
  const lead = await request.post("/api/sb/lead", {
    headers,
    data: {
      companyName: `Harbor Family Clinic ${tag}`,
      contactName: "Dana Reyes",
      email: uniqueEmail(tag),
      phone: "",
      companySize: "11-50",
    },
  });
  expect(lead.status(), await lead.text()).toBe(200);
  const chosen = [
    serviceIds.hipaaReadiness,
    serviceIds.awarenessTraining,
    serviceIds.multiFactorAuthentication,
  ];
  const draft = await request.put("/api/sb/draft", {
    headers,
    data: {
      stepReached,
      answers: { complianceRequirements: ["hipaa"], securityFocus: [], timeline: "1-3-months" },
      locations: [HQ, BRANCH],
      // Services are chosen from the recommendations step on.
      selections: ["lead", "assessment"].includes(stepReached)
        ? []
        : [HQ, BRANCH].flatMap((location) =>
            chosen.map((serviceId) => ({ locationId: location.id, serviceId })),
          ),
      configurationName,
    },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  expect((await draft.json()).data.draft.stepReached).toBe(stepReached);
  return sessionId;
}

/** Makes this page's builder run on `sessionId`, as a browser that had it stored would. */
export async function storeSessionId(page: Page, sessionId: string) {
  await page.addInitScript((id) => localStorage.setItem("sb-session-id", id), sessionId);
}

/** Matches text that starts with `text` (an accessible name with more after it). */
export function startingWith(text: string) {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}
