import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The key that seals TOTP secrets: MFA_ENCRYPTION_KEY when set (required when several
 * instances share one database), else DATA_DIR/mfa.key, created (mode 0600) on first start.
 */
export function resolveMfaKey(env: { MFA_ENCRYPTION_KEY?: string; DATA_DIR: string }): Buffer {
  if (env.MFA_ENCRYPTION_KEY) return Buffer.from(env.MFA_ENCRYPTION_KEY, "base64");
  const file = path.join(env.DATA_DIR, "mfa.key");
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32) throw new Error(`${file} does not hold a base64-encoded 32-byte key`);
  return key;
}
