// A public quote page for the bench (issue 12), and its session's configure step (issue 37): made over HTTP through the Service Builder's
// own public API, as a prospect makes one (lead, draft, saved configuration, share link).
// The same flow as tests/e2e/quote-support.ts, without Playwright's request context.
import { SESSION_HEADER } from "../shared/quotes/builder/session-id";

/** Seeded catalogue ids (server/api/catalog/seed/seed-service.ts): HIPAA readiness, awareness training, MFA. */
const SERVICES = [39, 13, 33];

const LOCATIONS = [
  {
    id: "loc-hq",
    name: "Main office",
    userCount: 25,
    endpointCount: 30,
    serverCount: 1,
    hasCloudServices: true,
    hasOnPremise: true,
    hasSaaSApps: true,
  },
  {
    id: "loc-branch",
    name: "Satellite clinic",
    userCount: 5,
    endpointCount: 6,
    serverCount: 0,
    hasCloudServices: true,
    hasOnPremise: false,
    hasSaaSApps: true,
  },
];

const ANSWERS = { complianceRequirements: ["hipaa"], securityFocus: [], timeline: "1-3-months" };

async function call(base: string, sessionId: string, method: string, url: string, body?: unknown) {
  const response = await fetch(base + url, {
    method,
    headers: {
      [SESSION_HEADER]: sessionId,
      origin: base,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/**
 * Makes a shared single-option quote of two locations. Returns its page's path
 * (/sb/quote/{token}) and the configure step of the session that made it (issue 37).
 */
export async function benchQuote(
  base: string,
): Promise<{ quotePath: string; configurePath: string }> {
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  const sessionId = `session-${Date.now()}-${Math.random().toString(36).slice(2, 14).padEnd(12, "0")}`;
  const selections = LOCATIONS.flatMap((location) =>
    SERVICES.map((serviceId) => ({ locationId: location.id, serviceId })),
  );
  await call(base, sessionId, "POST", "/api/sb/lead", {
    companyName: "Harbor Family Clinic",
    contactName: "Dana Reyes",
    email: `bench-${tag}@example.com`,
    phone: "",
    companySize: "11-50",
  });
  await call(base, sessionId, "PUT", "/api/sb/draft", {
    stepReached: "summary",
    answers: ANSWERS,
    locations: LOCATIONS,
    selections,
    configurationName: "",
  });
  const saved = await call(base, sessionId, "POST", "/api/sb/configurations", {
    name: "Clinic plan",
    answers: ANSWERS,
    locations: LOCATIONS,
    selections,
  });
  const share = await call(
    base,
    sessionId,
    "POST",
    `/api/sb/configurations/${saved.configuration.id}/share`,
  );
  return {
    quotePath: new URL(share.url, base).pathname,
    configurePath: `/sb/configure?sessionId=${sessionId}`,
  };
}
