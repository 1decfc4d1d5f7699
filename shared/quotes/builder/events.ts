/**
 * Service Builder events (issue 10), one row each with the session and time, for the
 * analytics pages of issue 15. Recorded by the server as the builder's state moves.
 */
export const builderEventTypes = [
  "session-started",
  "lead-captured",
  "assessment-completed",
  "recommendations-shown",
  "configuration-changed",
  "configuration-saved",
  /** One answer to an AI suggestion (issue 36 §4): data {source, outcome}. */
  "suggestion-answered",
] as const;
export type BuilderEventType = (typeof builderEventTypes)[number];

/** configuration-changed is recorded at most once per session in this window. */
export const CHANGE_EVENT_THROTTLE_MS = 60_000;
