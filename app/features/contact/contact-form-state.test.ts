import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import {
  confirmationText,
  emptyContactValues,
  submissionErrors,
  toInquiryInput,
} from "./contact-form-state";
import { validateContact } from "./contact-validation";

const filled = { ...emptyContactValues, name: "Avery", email: "avery@example.com" };

describe("contact form", () => {
  it("requires name and a valid e-mail address, with the API's messages", () => {
    expect(validateContact(emptyContactValues)).toEqual({
      name: "Enter your name",
      email: "Enter your e-mail address",
    });
    expect(validateContact({ ...filled, email: "avery@" })).toEqual({
      email: "Enter a valid e-mail address",
    });
    expect(validateContact(filled)).toBeNull();
  });

  it("sends only what was filled in", () => {
    expect(toInquiryInput(filled)).toEqual({ name: "Avery", email: "avery@example.com" });
    expect(toInquiryInput({ ...filled, organization: "11-50", message: "Hi" })).toMatchObject({
      organizationSize: "11-50",
      message: "Hi",
    });
  });

  it("maps the API's field errors onto the form's fields", () => {
    const error = new ApiError("400: Validation failed", 400, "/api/inquiries", null, {
      organizationSize: "Choose one of the listed organization sizes",
      email: "Enter a valid e-mail address",
    });
    expect(submissionErrors(error)).toEqual({
      fields: {
        organization: "Choose one of the listed organization sizes",
        email: "Enter a valid e-mail address",
      },
      alert: null,
    });
  });

  it("keeps a refusal of a field the form does not show as the form's message", () => {
    const error = new ApiError("400: Validation failed", 400, "/api/inquiries", null, {
      website: "Leave this field empty",
    });
    expect(submissionErrors(error)).toEqual({ fields: {}, alert: "Leave this field empty" });
  });

  it("explains a rate limit and a network failure at form level", () => {
    expect(submissionErrors(new ApiError("429: Too many", 429, "/api/inquiries")).alert).toMatch(
      /wait a few minutes/,
    );
    expect(submissionErrors(new TypeError("Failed to fetch")).alert).toMatch(/could not be sent/);
  });

  it("words the confirmation exactly as seed 000 §8", () => {
    expect(confirmationText("a@example.com")).toBe(
      "Thank you for your message! Your inquiry has been sent to a@example.com and we will get back to you soon.",
    );
  });
});
