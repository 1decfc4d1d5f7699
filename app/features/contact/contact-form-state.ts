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

/** What to tell the visitor when the API refused or could not be reached. */
export function submissionErrors(error: unknown): FieldErrors {
  if (error instanceof ApiError && Object.keys(error.validationErrors).length > 0) {
    const errors: FieldErrors = {};
    for (const [path, message] of Object.entries(error.validationErrors)) {
      errors[formField(path)] ??= message;
    }
    return errors;
  }
  if (error instanceof ApiError && error.status === 429) {
    return {
      form: "You have sent several messages in a short time. Please wait a few minutes and try again; your message is still here.",
    };
  }
  return {
    form: "Your message could not be sent. Please check your connection and try again; nothing you typed was lost.",
  };
}

export function confirmationText(email: string): string {
  return `Thank you for your message! Your inquiry has been sent to ${email} and we will get back to you soon.`;
}
