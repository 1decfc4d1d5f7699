import { createHash, randomInt } from "node:crypto";
import { normalizeRecoveryCode } from "@shared/auth/credentials";

export const RECOVERY_CODE_COUNT = 10;
// Crockford-style base32 without i, l, o, u: easy to read back from paper.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** 16 characters = 80 bits each: SHA-256 is enough, brute force is out of reach. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return chars.join("").replace(/(.{4})(?=.)/g, "$1-");
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}
