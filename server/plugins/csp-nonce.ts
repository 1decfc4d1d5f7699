import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

const nonces = new WeakMap<IncomingMessage, string>();

/**
 * One script nonce per request, created on first use, so the CSP header (helmet) and the
 * server-rendered <script nonce> tags (React Router) agree whichever asks first.
 */
export function cspNonce(request: IncomingMessage): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString("base64");
    nonces.set(request, nonce);
  }
  return nonce;
}
