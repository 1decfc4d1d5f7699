import { z } from "zod";
import { CODE_NEEDED, EMAIL_NEEDED } from "./acceptance-check-constants";

/** Issue 35 §3, decision 069: what a prospect types to prove who accepts. */
export const acceptanceEmail = z
  .string({ error: EMAIL_NEEDED })
  .trim()
  .toLowerCase()
  .max(254, "Enter the e-mail address this quote was sent to")
  .pipe(z.email(EMAIL_NEEDED));

export const acceptanceCodeRequestSchema = z.object({ email: acceptanceEmail });

export const acceptanceCode = z
  .string({ error: CODE_NEEDED })
  .trim()
  .regex(/^\d{6}$/, CODE_NEEDED);
