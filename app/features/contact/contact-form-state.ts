import type { FieldErrors } from "@shared/api/envelope";
import { HONEYPOT_FIELD, type InquiryInput } from "@shared/inquiries/inquiry-constants";
import { ApiError } from "~/lib/api-client";

/** Seed 000 §3: the contact form state; organization is '' until chosen. */
export interface ContactValues {
  name: string;
  email: string;
  organization: string;
  message: string;
  [HONEYPOT_FIELD]: string;
}

export const emptyContactValues: ContactValues = {
  name: "",
  email: "",
  organization: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

/** The API body for the form values; empty optional fields are left out. */
export function toInquiryInput(values: ContactValues): InquiryInput {
  return {
    name: values.name,
    email: values.email,
    ...(values.organization
      ? { organizationSize: values.organization as InquiryInput["organizationSize"] }
      : {}),
    ...(values.message.trim() ? { message: values.message } : {}),
    ...(values[HONEYPOT_FIELD] ? { [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] } : {}),
  };
}

/** The form's field names for the schema's ones (organizationSize is 'organization'). */
export function formField(path: string): keyof ContactValues | "form" {
  if (path === "organizationSize") return "organization";
  return path === "name" || path === "email" || path === "message" ? path : "form";
}

/**
 * What to tell the visitor when the API refused or could not be reached: its messages for
 * the form's fields, and one message about the whole form (a refusal of no shown field, a
 * rate limit, no connection).
 */
export function submissionErrors(error: unknown): { fields: FieldErrors; alert: string | null } {
  if (error instanceof ApiError && Object.keys(error.validationErrors).length > 0) {
    const fields: FieldErrors = {};
    let alert: string | null = null;
    for (const [path, message] of Object.entries(error.validationErrors)) {
      const field = formField(path);
      if (field === "form") alert ??= message;
      else fields[field] ??= message;
    }
    return { fields, alert };
  }
  if (error instanceof ApiError && error.status === 429) {
    return {
      fields: {},
      alert:
        "You have sent several messages in a short time. Please wait a few minutes and try again; your message is still here.",
    };
  }
  return {
    fields: {},
    alert:
      "Your message could not be sent. Please check your connection and try again; nothing you typed was lost.",
  };
}

export function confirmationText(email: string): string {
  return `Thank you for your message! Your inquiry has been sent to ${email} and we will get back to you soon.`;
}
