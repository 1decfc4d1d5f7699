/** Answers the X-SB-Session header the request carried (the overview's round trip). */
export const SESSION_ECHO_PATH = "/api/diagnostics/session";

/**
 * Refuses every connection with 503 before any upgrade, like a server that is down: the
 * reconnect test points the real client at it to watch the back-off grow.
 */
export const REFUSED_CHANNEL_PATH = "/api/diagnostics/refused-channel";
