import { z } from "zod";
import { mfaTokenSchema } from "../auth/credentials";
import { passwordProblem } from "../auth/password-policy";

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password").max(1024),
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
  password: z.string().min(1, "Enter your password").max(1024),
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
