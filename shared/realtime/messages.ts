import { z } from "zod";

/**
 * The real-time channel's wire format, shared by the server and the browser client so both
 * validate every frame against one schema. Frames are JSON text; binary frames are refused.
 */

/** Staff channel: live notifications; the staff session cookie is required. */
export const STAFF_CHANNEL_PATH = "/api/realtime";
/** Public diagnostics channel: echo, ping and drop only; exposes nothing private. */
export const ECHO_CHANNEL_PATH = "/api/realtime/echo";

/** Largest frame either side accepts, in bytes. */
export const MAX_FRAME_BYTES = 4_096;
/** Frames a connection may send per minute before it is closed. */
export const MAX_FRAMES_PER_MINUTE = 120;
/** The server pings every connection this often and closes one that missed a pong. */
export const HEARTBEAT_MS = 25_000;
export const MAX_ECHO_TEXT = 1_000;

/** Close codes (RFC 6455 where one fits, 4xxx for this application's own reasons). */
export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  /** A binary frame. */
  unsupportedData: 1003,
  /** Not JSON, or JSON that fails the schema. */
  invalidPayload: 1007,
  /** Too many frames per minute. */
  policyViolation: 1008,
  tooBig: 1009,
  /** The client asked the server to drop it (the reconnect test). */
  droppedOnRequest: 4000,
  /** The session ended (signed out, expired, demoted): reconnecting will not help. */
  sessionEnded: 4001,
} as const;

/** Close codes after which the client must not reconnect on its own. */
export const FINAL_CLOSE_CODES: readonly number[] = [
  CLOSE_CODES.sessionEnded,
  CLOSE_CODES.invalidPayload,
  CLOSE_CODES.unsupportedData,
];

export const notificationKinds = [
  "inquiry_created",
  "lead_captured",
  "quote_viewed",
  "quote_accepted",
  "quote_declined",
  "approval_requested",
  "approval_decided",
  /** Issue 36 §3: a prospect asked the account manager a question from the quote page. */
  "quote_question",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  /** Increasing across the whole table: the resume cursor. */
  id: z.number().int().positive(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** The admin page that shows the record, e.g. "/admin/inquiries?id=12". */
  href: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type StaffNotification = z.infer<typeof notificationSchema>;

const messageId = z.string().min(1).max(64);

export const clientMessageSchema = z.discriminatedUnion("type", [
  /** Round-trip time; the server answers "pong" with the same id. */
  z.object({ type: z.literal("ping"), id: messageId }),
  z.object({ type: z.literal("echo"), id: messageId, text: z.string().max(MAX_ECHO_TEXT) }),
  /** Staff channel: send every notification after `after` (null: none yet, just subscribe). */
  z.object({ type: z.literal("resume"), after: z.number().int().nonnegative().nullable() }),
  /** Ask the server to close this connection (4000), to watch the client reconnect. */
  z.object({ type: z.literal("drop") }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("hello"),
    connectionId: z.string(),
    /** Server clock, epoch ms, for the server-vs-browser time check. */
    serverTime: z.number(),
    heartbeatMs: z.number(),
  }),
  z.object({ type: z.literal("pong"), id: messageId, serverTime: z.number() }),
  z.object({ type: z.literal("echo"), id: messageId, text: z.string(), serverTime: z.number() }),
  z.object({ type: z.literal("notification"), notification: notificationSchema }),
  /** Sent after a resume's catch-up and whenever the count changes (read elsewhere). */
  z.object({
    type: z.literal("unread"),
    count: z.number().int().nonnegative(),
    /** Newest notification id this connection has been sent, null when there is none. */
    latestId: z.number().int().positive().nullable(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Parses a text frame; null when it is not JSON or fails the schema. */
export function parseFrame<T>(schema: z.ZodType<T>, text: string): T | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
