import type { FieldErrors } from "@shared/api/envelope";
import type { z } from "zod";
import { ApiError } from "./api-client";

/** Field -> first message, from a failed zod parse of a form (the API's schema). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The message for a field that holds a list (tags): its own, else its first item's
 * ("tags.2"), so the one control that edits the list is marked and named.
 */
export function listFieldError(errors: FieldErrors, key: string): string | undefined {
  if (errors[key]) return errors[key];
  const item = Object.keys(errors).find((field) => field.startsWith(`${key}.`));
  return item ? errors[item] : undefined;
}

/** The field messages of an API failure, if it carried any. */
export function apiFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? error.validationErrors : {};
}

/** The API's message of a failure without the "{status}: " prefix, for inline alerts. */
export function apiMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body.message === "string") return body.message;
  }
  return fallback;
}

/**
 * What a failed submission shows: its field messages next to the fields, or, when it named
 * no field, one message about the whole form.
 */
export function failureMessages(
  error: unknown,
  fallback: string,
): { fields: FieldErrors; alert: string | null } {
  const fields = apiFieldErrors(error);
  return { fields, alert: Object.keys(fields).length > 0 ? null : apiMessage(error, fallback) };
}

/**
 * The form's one message: its alert, else the first field message for a field the form does
 * not show (a save refused for its choices names `selections`, which has no input here).
 */
export function formMessage(
  alert: string | null,
  errors: FieldErrors,
  shownFields: readonly string[],
): string | null {
  if (alert) return alert;
  const hidden = Object.entries(errors).find(
    ([field, message]) => message && !shownFields.includes(field),
  );
  return hidden?.[1] ?? null;
}

/** The string values of a form, by field name. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string") values[key] = value;
  }
  return values;
}
