import { z } from "zod";
import { mfaTokenSchema } from "../auth/credentials";
import { passwordProblem } from "../auth/password-policy";

/** A password typed to confirm who is acting; missing and empty read the same. */
export function confirmationPassword(message: string) {
  return z.string({ error: message }).min(1, message).max(1024, "Password is too long");
}

export const changePasswordSchema = z
  .object({
    currentPassword: confirmationPassword("Enter your current password"),
    newPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value.newPassword);
    if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
    else if (value.newPassword === value.currentPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["newPassword"],
        message: "Choose a password different from the current one",
      });
    }
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Seed-free: what the enrolment dialog shows (QR image as a data: URL, never a remote host). */
export const mfaSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

export const mfaCodeBodySchema = z.object({ token: mfaTokenSchema });
export const passwordConfirmSchema = z.object({
  password: confirmationPassword("Enter your password"),
});
export const disableMfaSchema = passwordConfirmSchema.extend({ token: mfaTokenSchema });

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const securityStatusSchema = z.object({
  mfaEnabled: z.boolean(),
  recoveryCodesRemaining: z.number().int().min(0),
  passwordChangedAt: z.iso.datetime(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

export const sessionSummarySchema = z.object({
  id: z.uuid(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;
