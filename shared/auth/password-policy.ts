import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Long passwords that still top breach lists; shorter ones fail the length rule anyway. */
const commonPasswords = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "qwertyuiopas",
  "qwerty123456",
  "password1234",
  "password12345",
  "password123456",
  "passwordpassword",
  "iloveyou1234",
  "administrator",
  "administrator1",
  "changemechangeme",
  "letmeinletmein",
  "welcome12345",
  "welcomewelcome",
  "abcdefghijkl",
  "aaaaaaaaaaaa",
  "111111111111",
  "000000000000",
  "sentinelforge",
  "sentinelforge1",
]);

/** What is wrong with a new password, or null. Length counts characters, not bytes. */
export function passwordProblem(password: string, username?: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower) || /^(.)\1+$/.test(password)) {
    return "This password is too common; choose another";
  }
  if (username && username.length >= 3 && lower.includes(username.toLowerCase())) {
    return "Do not include your username in the password";
  }
  return null;
}

/** A new password field; the username check needs the object (see withPasswordRules). */
export const newPasswordSchema = z.string().superRefine((value, context) => {
  const problem = passwordProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});
