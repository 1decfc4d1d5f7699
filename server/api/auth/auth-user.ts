import type { AuthUser } from "@shared/auth/user";
import type { users } from "../../db/schema/auth";

/**
 * The signed-in user as sessions and sign-in see them. Auth owns the users table's reading
 * for sign-in; the staff user admin (server/api/users) builds on it, not the other way round
 * (decision 051).
 */
export function toAuthUser(row: typeof users.$inferSelect): AuthUser {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    isAdmin: row.role === "admin",
    // Read from the row on every request, so a permission change applies at the next one.
    permissions: row.role === "admin" ? row.permissions : [],
    mfaEnabled: row.mfaEnabledAt !== null,
    mustChangePassword: row.mustChangePassword,
  };
}
