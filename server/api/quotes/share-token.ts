import { randomBytes, randomInt } from "node:crypto";

/**
 * A share link's secret: 32 random bytes (256 bits, above issue 11's 128) in base64url.
 * Anything not shaped like one is refused before the database is asked.
 */
const TOKEN_BYTES = 32;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newShareToken = () => randomBytes(TOKEN_BYTES).toString("base64url");

export const isShareToken = (value: string) => SHARE_TOKEN_PATTERN.test(value);

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I). */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** "Q-2026-7K3M9P": what staff and prospects quote on the phone. */
export function newQuoteReference(now: Date): string {
  let code = "";
  for (let index = 0; index < 6; index += 1) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `Q-${now.getUTCFullYear()}-${code}`;
}
