import { permissions } from "@shared/auth/permissions";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { auditTimestamps } from "./columns";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Staff accounts. Usernames are stored lower-case; MFA secrets are AES-GCM sealed. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    displayName: text("display_name").notNull(),
    /** Where staff mail for this person goes (approvals, questions); the sales address when null. */
    email: text("email"),
    role: text("role", { enum: ["admin", "staff"] }).notNull(),
    /** Decision 062: the administrator's permission set inside /admin (owner, sales, ...). */
    permissions: text("permissions", { enum: permissions })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    passwordHash: text("password_hash").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    mfaSecret: text("mfa_secret"),
    mfaPendingSecret: text("mfa_pending_secret"),
    mfaEnabledAt: timestamptz("mfa_enabled_at"),
    /** RFC 6238 time step of the last accepted code: a code is accepted once. */
    mfaLastTimeStep: bigint("mfa_last_time_step", { mode: "number" }),
    passwordChangedAt: timestamptz("password_changed_at").notNull().defaultNow(),
    lastLoginAt: timestamptz("last_login_at"),
    ...auditTimestamps,
  },
  (table) => [
    uniqueIndex("users_username_key").on(table.username),
    check("users_role_check", sql`${table.role} in ('admin', 'staff')`),
  ],
);

/** Signed-in browsers; the cookie holds a random token, the row only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastUsedAt: timestamptz("last_used_at").notNull().defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_key").on(table.tokenHash),
    index("sessions_user_id_idx").on(table.userId),
  ],
);

/** A password accepted, the second step still owed; bound to the browser by its own cookie. */
export const pendingLogins = pgTable(
  "pending_logins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
  },
  (table) => [uniqueIndex("pending_logins_token_hash_key").on(table.tokenHash)],
);

/** One-time recovery codes (SHA-256 of 80-bit random codes). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("recovery_codes_user_code_key").on(table.userId, table.codeHash)],
);

/** Failed sign-in tries per account and per IP; shared by every instance for throttling. */
export const authFailures = pgTable(
  "auth_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    scope: text("scope", { enum: ["account", "ip"] }).notNull(),
    key: text("key").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [index("auth_failures_lookup_idx").on(table.scope, table.key, table.createdAt)],
);
