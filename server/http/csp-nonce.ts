import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

const nonces = new WeakMap<IncomingMessage, string>();
const NONCE_BYTES = 16;
/** One call for 256 nonces: the system's random source costs per call, not per byte. */
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let used = 0;

function freshBytes(): Buffer {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.subarray(used - NONCE_BYTES, used);
}

/**
 * One script nonce per request, created on first use, so the CSP header (helmet) and the
 * server-rendered <script nonce> tags (React Router) agree whichever asks first.
 */
export function cspNonce(request: IncomingMessage): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = freshBytes().toString("base64");
    nonces.set(request, nonce);
  }
  return nonce;
}
