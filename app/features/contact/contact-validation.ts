import type { FieldErrors } from "@shared/api/envelope";
import { inquiryInputSchema } from "@shared/inquiries/inquiry";
import { type ContactValues, formField, toInquiryInput } from "./contact-form-state";

/**
 * Browser-side check with the same schema the API uses; null when the input is valid.
 * Its own module because it brings zod: the form loads it lazily.
 */
export function validateContact(values: ContactValues): FieldErrors | null {
  const result = inquiryInputSchema.safeParse(toInquiryInput(values));
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    errors[formField(String(issue.path[0] ?? ""))] ??= issue.message;
  }
  return errors;
}
