import { z } from "zod";
import { permissionSchema } from "./permissions";

/** Seed 001 §6: the admin role opens /admin; staff accounts cannot enter it. */
export const roles = ["admin", "staff"] as const;
export const roleSchema = z.enum(roles, { error: "Choose a role" });
export type Role = z.infer<typeof roleSchema>;

export const roleLabels: Record<Role, string> = { admin: "Administrator", staff: "Staff" };

/** The signed-in user as the API and the auth state expose it (seed 001 §3: id, role, admin flag). */
export const authUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  role: roleSchema,
  isAdmin: z.boolean(),
  /** Decision 062: what this administrator may use inside /admin; empty for staff. */
  permissions: z.array(permissionSchema),
  mfaEnabled: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Seed 001 §7: a password accepted for an account with TOTP; the code is still owed. */
export const mfaChallengeSchema = z.object({ requiresMfa: z.literal(true), userId: z.uuid() });
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

export const loginResultSchema = z.union([authUserSchema, mfaChallengeSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

export function isMfaChallenge(result: LoginResult): result is MfaChallenge {
  return "requiresMfa" in result;
}

/** Only an active admin who has no password change pending may use the admin area. */
export function canEnterAdmin(user: AuthUser | null | undefined): user is AuthUser {
  return Boolean(user?.isAdmin && !user.mustChangePassword);
}
