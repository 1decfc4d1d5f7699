import type { FieldErrors } from "@shared/api/envelope";
import { waitlistInputSchema } from "@shared/waitlist/waitlist";
import { zodFieldErrors } from "~/lib/form-errors";

/**
 * The API's own check, run in the browser first; null when the address is valid. Its own
 * module because it brings zod: the form loads it when first used.
 */
export function validateSignUp(email: string): FieldErrors | null {
  const result = waitlistInputSchema.safeParse({ email });
  return result.success ? null : zodFieldErrors(result.error);
}
