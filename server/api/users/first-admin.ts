import { randomInt } from "node:crypto";
import type { AuditService } from "../audit/audit-service";
import { hashPassword } from "../auth/passwords";
import type { UserRepository } from "./user-repository";

export const FIRST_ADMIN_USERNAME = "admin";
const ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** About 115 bits, in groups so it can be typed from a terminal without mistakes. */
export function randomPassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  return groups.join("-");
}

/**
 * No default passwords: on a database without users, creates `admin` with a random password
 * that must be changed at the first sign-in. Answers that password, or null when users exist.
 */
export async function ensureFirstAdmin({
  users,
  audit,
}: {
  users: UserRepository;
  /** The audit module's service (decision 061). */
  audit: Pick<AuditService, "record">;
}): Promise<string | null> {
  if ((await users.count()) > 0) return null;
  const password = randomPassword();
  const user = await users.create({
    username: FIRST_ADMIN_USERNAME,
    displayName: "Administrator",
    role: "admin",
    passwordHash: await hashPassword(password),
    mustChangePassword: true,
  });
  // Another instance starting at the same moment created it first.
  if (!user) return null;
  await audit.record(
    {
      event: "user.created",
      targetType: "user",
      targetId: user.id,
      targetLabel: user.username,
      details: { via: "first start" },
    },
    { actor: { process: "system" } },
  );
  return password;
}

export function firstAdminNotice(password: string): string {
  const rule = "=".repeat(72);
  return [
    "",
    rule,
    "  First start: created the administrator account",
    "",
    `    username: ${FIRST_ADMIN_USERNAME}`,
    `    password: ${password}`,
    "",
    "  This password is shown only this once. Sign in at /auth and choose a new",
    "  password (you will be asked to), then turn on two-factor authentication",
    "  in Settings. More admins: npm run admin:create -- --username NAME",
    rule,
    "",
  ].join("\n");
}
