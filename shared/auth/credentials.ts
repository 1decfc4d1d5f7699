import { z } from "zod";

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;

/** Usernames compare case-insensitively; they are stored lower-case. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, "Use 3-32 letters, digits, dots, dashes or underscores");

export const loginBodySchema = z.object({
  username: z.string().trim().min(1, "Enter your username").max(64, "Enter your username"),
  password: z.string().min(1, "Enter your password").max(1024, "Password is too long"),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A 6-digit TOTP code, or one of the recovery codes (xxxx-xxxx-xxxx-xxxx). */
export const mfaTokenSchema = z
  .string()
  .trim()
  .min(6, "Enter the 6-digit code")
  .max(32, "Enter the 6-digit code");

export const loginMfaBodySchema = z.object({
  userId: z.uuid("Sign in again"),
  token: mfaTokenSchema,
});
export type LoginMfaBody = z.infer<typeof loginMfaBodySchema>;

export const TOTP_CODE_PATTERN = /^\d{6}$/;

/**
 * What a 6-digit code field keeps of typed or pasted text: spaces go first (authenticator
 * apps show "123 456"), then the length is limited.
 */
export function totpFieldValue(input: string): string {
  return input.replaceAll(/\s/g, "").slice(0, 6);
}
/** 16 characters of Crockford-like base32 in four groups: 80 bits. */
export const RECOVERY_CODE_PATTERN = /^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/;

export function normalizeRecoveryCode(input: string): string {
  const compact = input.trim().toLowerCase().replaceAll(/[\s-]/g, "");
  return compact.length === 16
    ? compact.replace(/(.{4})(?=.)/g, "$1-")
    : input.trim().toLowerCase();
}
