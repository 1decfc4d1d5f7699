import type { FieldErrors } from "@shared/api/envelope";
import { ApiError } from "~/lib/api-client";

/** What to tell the visitor when the sign-up was refused or could not be sent. */
export function signUpErrors(error: unknown): { fields: FieldErrors; alert: string | null } {
  if (error instanceof ApiError && error.validationErrors.email) {
    return { fields: { email: error.validationErrors.email }, alert: null };
  }
  if (error instanceof ApiError && error.status === 429) {
    return {
      fields: {},
      alert:
        "You have signed up several times in a short while. Please wait a few minutes and try again.",
    };
  }
  return {
    fields: {},
    alert: "We could not save your sign-up. Please check your connection and try again.",
  };
}
