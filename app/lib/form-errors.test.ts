import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { failureMessages } from "./form-errors";

describe("failureMessages", () => {
  it("puts field messages next to their fields and no form message", () => {
    const error = new ApiError(
      "400: Invalid",
      400,
      "/api/x",
      { message: "Invalid" },
      {
        password: "Too short",
      },
    );
    expect(failureMessages(error, "Fallback")).toEqual({
      fields: { password: "Too short" },
      alert: null,
    });
  });

  it("uses the API's message, without the status prefix, when no field is named", () => {
    const error = new ApiError("409: Taken", 409, "/api/x", { message: "Taken" });
    expect(failureMessages(error, "Fallback")).toEqual({ fields: {}, alert: "Taken" });
  });

  it("falls back for failures that are not API answers", () => {
    expect(failureMessages(new TypeError("Failed to fetch"), "Fallback")).toEqual({
      fields: {},
      alert: "Fallback",
    });
  });
});
