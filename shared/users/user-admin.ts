import { z } from "zod";
import { confirmationPassword } from "../account/account";
import { usernameSchema } from "../auth/credentials";
import { passwordProblem } from "../auth/password-policy";
import { permissionSchema, permissionSetSchema } from "../auth/permissions";
import { roleSchema } from "../auth/user";

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, "Enter the person's name")
  .max(80, "Use at most 80 characters");

/**
 * A staff member's own work address (issue 35): approval requests, decisions and the
 * questions of their prospects reach them there. Empty means none: the sales address.
 */
export const staffEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Use at most 254 characters")
  .pipe(z.union([z.literal(""), z.email("Enter a valid e-mail address")]));

/** The signed-in person's own address (Settings, Your account). */
export const ownEmailSchema = z.object({ email: staffEmailSchema });

/** What an account stores of it: null for none. */
export const storedStaffEmail = (email: string | undefined) =>
  email === undefined ? undefined : email || null;

/** Adds the password rules, including "not the username", to an object with both fields. */
function checkPassword(value: { username?: string; password?: string }, ctx: z.RefinementCtx) {
  if (value.password === undefined) return;
  const problem = passwordProblem(value.password, value.username);
  if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
}

/** The label of the acting admin's own password, asked before credentials or roles change. */
export const CONFIRM_WITH_PASSWORD = "Confirm with your password";
export const ENTER_PASSWORD_TO_CONFIRM = "Enter your password to confirm";
const currentPasswordSchema = confirmationPassword(ENTER_PASSWORD_TO_CONFIRM);

export const createUserSchema = z
  .object({
    username: usernameSchema,
    displayName: displayNameSchema,
    email: staffEmailSchema.optional(),
    role: roleSchema,
    /** Decision 062: an administrator's set; without one a new administrator is an Owner. */
    permissions: permissionSetSchema.optional(),
    password: z.string(),
    mustChangePassword: z.boolean().default(true),
    /** Required when the new account is an administrator. */
    currentPassword: currentPasswordSchema.optional(),
  })
  .superRefine(checkPassword);
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateUserSchema = z.object({
  displayName: displayNameSchema.optional(),
  email: staffEmailSchema.optional(),
  role: roleSchema.optional(),
  /** Decision 062: only an Owner changes it, with the acting admin's currentPassword. */
  permissions: permissionSetSchema.optional(),
  isActive: z.boolean().optional(),
  mustChangePassword: z.boolean().optional(),
  /** Required when the role or the permission set changes. */
  currentPassword: currentPasswordSchema.optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** An admin sets a temporary password; the user must replace it at the next sign-in. */
export const setPasswordSchema = z
  .object({ password: z.string(), currentPassword: currentPasswordSchema })
  .superRefine((value, ctx) => checkPassword(value, ctx));

/** Another user's two-factor reset. */
export const resetMfaSchema = z.object({ currentPassword: currentPasswordSchema });

export const userSummarySchema = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  permissions: z.array(permissionSchema),
  isActive: z.boolean(),
  mfaEnabled: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
