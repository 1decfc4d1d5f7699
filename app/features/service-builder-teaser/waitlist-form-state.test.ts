import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { signUpErrors } from "./waitlist-form-state";

const apiError = (status: number, errors = {}) =>
  new ApiError(`${status}: refused`, status, "/api/waitlist", null, errors);

describe("signUpErrors", () => {
  it("shows the API's message under the e-mail field", () => {
    expect(signUpErrors(apiError(400, { email: "Enter a valid e-mail address" }))).toEqual({
      fields: { email: "Enter a valid e-mail address" },
      alert: null,
    });
  });

  it("asks to wait after the rate limit", () => {
    expect(signUpErrors(apiError(429)).alert).toMatch(/wait a few minutes/);
  });

  it("says the sign-up was not saved for a server or network failure", () => {
    const expected = {
      fields: {},
      alert: "We could not save your sign-up. Please check your connection and try again.",
    };
    expect(signUpErrors(apiError(503))).toEqual(expected);
    expect(signUpErrors(new TypeError("Failed to fetch"))).toEqual(expected);
  });
});
