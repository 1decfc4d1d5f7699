import type { Permission } from "@shared/auth/permissions";
import type { Role } from "@shared/auth/user";
import type { UserSummary } from "@shared/users/user-admin";
import { and, arrayContains, asc, count, eq, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { users } from "../../db/schema/auth";

type UserRow = typeof users.$inferSelect;

function toSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    role: row.role,
    permissions: row.role === "admin" ? row.permissions : [],
    isActive: row.isActive,
    mfaEnabled: row.mfaEnabledAt !== null,
    mustChangePassword: row.mustChangePassword,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewUser {
  username: string;
  displayName: string;
  email?: string | null;
  role: Role;
  /** Decision 062: an administrator given no set is an Owner, as every one was before. */
  permissions?: Permission[];
  passwordHash: string;
  mustChangePassword: boolean;
}

/** The set a row stores: staff hold none; an admin without a chosen set is an Owner. */
function storedPermissions(role: Role, chosen: Permission[] | undefined): Permission[] {
  if (role !== "admin") return [];
  return chosen ?? ["owner"];
}

type UserChanges = Partial<
  Pick<
    UserRow,
    "displayName" | "email" | "role" | "isActive" | "mustChangePassword" | "permissions"
  >
>;

export function createUserRepository(db: Database) {
  return {
    async list(): Promise<UserSummary[]> {
      const rows = await db.select().from(users).orderBy(asc(users.username));
      return rows.map(toSummary);
    },

    /** Active accounts by name: who a prospect, an inquiry or a deal can be assigned to. */
    owners(): Promise<{ id: string; displayName: string }[]> {
      return db
        .select({ id: users.id, displayName: users.displayName })
        .from(users)
        .where(eq(users.isActive, true))
        .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id));
    },

    /** Active administrators with an address of their own: who staff mail can reach. */
    mailboxes(executor: Executor = db) {
      return executor
        .select({ id: users.id, email: users.email, permissions: users.permissions })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.isActive, true), isNotNull(users.email)))
        .orderBy(asc(users.username));
    },

    /** One person's own address, while the account is active; null without one. */
    async emailOf(id: string, executor: Executor = db): Promise<string | null> {
      const [row] = await executor
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, id), eq(users.isActive, true)));
      return row?.email ?? null;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },

    /** The full row, hash and sealed secrets included: for the auth code only. */
    async findRow(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findRowByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username.toLowerCase()));
      return row;
    },

    async summary(id: string): Promise<UserSummary | undefined> {
      const row = await this.findRow(id);
      return row && toSummary(row);
    },

    /** Inserts unless the username is taken; undefined when it was. */
    async create(user: NewUser): Promise<UserSummary | undefined> {
      const [row] = await db
        .insert(users)
        .values({
          ...user,
          username: user.username.toLowerCase(),
          permissions: storedPermissions(user.role, user.permissions),
        })
        .onConflictDoNothing({ target: users.username })
        .returning();
      return row && toSummary(row);
    },

    /**
     * Applies an edit unless it would leave no active admin (demoting or deactivating the
     * last one) or no active Owner (decision 062). Admin rows are locked first, so two admins
     * cannot demote each other at once.
     */
    async update(
      id: string,
      changes: UserChanges,
    ): Promise<
      | { outcome: "updated"; before: UserSummary; after: UserSummary }
      | { outcome: "not-found" | "last-admin" | "last-owner" }
    > {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
        const [current] = await tx.select().from(users).where(eq(users.id, id));
        if (!current) return { outcome: "not-found" as const };
        const role = changes.role ?? current.role;
        // A new role without a set: staff hold none, a promoted admin becomes an Owner. An
        // edit that names no role keeps the set (it once made anyone edited an Owner).
        const newRole = changes.role !== undefined && changes.role !== current.role;
        const permissions =
          changes.permissions !== undefined || newRole
            ? storedPermissions(role, changes.permissions)
            : current.permissions;
        const isActive = changes.isActive ?? current.isActive;
        const activeAdminBefore = current.role === "admin" && current.isActive;
        const activeAdminAfter = role === "admin" && isActive;
        const otherActive = async (...extra: SQL[]) => {
          const [others] = await tx
            .select({ value: count() })
            .from(users)
            .where(
              and(eq(users.role, "admin"), eq(users.isActive, true), ne(users.id, id), ...extra),
            );
          return others?.value ?? 0;
        };
        if (activeAdminBefore && !activeAdminAfter && (await otherActive()) === 0) {
          return { outcome: "last-admin" as const };
        }
        const losesOwner =
          activeAdminBefore &&
          current.permissions.includes("owner") &&
          !(activeAdminAfter && permissions.includes("owner"));
        if (losesOwner && (await otherActive(arrayContains(users.permissions, ["owner"]))) === 0) {
          return { outcome: "last-owner" as const };
        }
        const [row] = await tx
          .update(users)
          .set({ ...changes, permissions })
          .where(eq(users.id, id))
          .returning();
        if (!row) return { outcome: "not-found" as const };
        return { outcome: "updated" as const, before: toSummary(current), after: toSummary(row) };
      });
    },

    async setPassword(id: string, passwordHash: string, mustChangePassword: boolean) {
      await db
        .update(users)
        .set({ passwordHash, mustChangePassword, passwordChangedAt: new Date() })
        .where(eq(users.id, id));
    },

    async recordLogin(id: string) {
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
