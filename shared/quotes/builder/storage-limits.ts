import { groupDigits } from "../../numbers/group-digits";

/**
 * How much an anonymous Service Builder visitor can store (decision 045). A session is the
 * X-SB-Session id; "anonymous" means no lead, no share and no staff action on it.
 */

/** Configurations (saved quotes) one session may create; more versions of them stay possible. */
export const MAX_CONFIGURATIONS_PER_SESSION = 20;
/** Versions one configuration may reach through the builder (staff versions count too). */
export const MAX_VERSIONS_PER_CONFIGURATION = 50;
/** New sessions that write (draft, lead or save) per client address in any 24 hours. */
export const MAX_NEW_SESSIONS_PER_IP_PER_DAY = 50;
export const NEW_SESSION_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Drafts and configurations nobody claimed are removed after this many days untouched. */
export const ANONYMOUS_RETENTION_DAYS = 30;

export const TOO_MANY_CONFIGURATIONS = `This session has saved ${MAX_CONFIGURATIONS_PER_SESSION} configurations, the most one session keeps. Save a new version of one of them, or contact us and we will prepare the quote with you.`;

export const TOO_MANY_VERSIONS = `This configuration has ${MAX_VERSIONS_PER_CONFIGURATION} versions, the most it keeps. Contact us and we will prepare the next version with you.`;

/** The daily cap's message, with the wait rounded up to whole hours (at least one). */
export function tooManyNewSessions(retryAfterSeconds: number): string {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  return `Your network has started ${groupDigits(MAX_NEW_SESSIONS_PER_IP_PER_DAY)} new Service Builder sessions today, the most we accept from one address in a day. Please try again in ${hours === 1 ? "an hour" : `${hours} hours`}, or contact us.`;
}
