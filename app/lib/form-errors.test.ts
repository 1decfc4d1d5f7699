import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { failureMessages, formMessage, listFieldError } from "./form-errors";

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

describe("formMessage", () => {
  it("shows a message for a field the form has no input for, so a refused save never says nothing", () => {
    const message = "This configuration's yearly total would pass the most a quote can hold.";
    const error = new ApiError(
      `400: ${message}`,
      400,
      "/api/sb/configurations",
      { message },
      {
        selections: message,
      },
    );
    const { fields, alert } = failureMessages(error, "Fallback");
    expect(formMessage(alert, fields, ["name"])).toBe(message);
  });

  it("leaves the form's own fields to their inputs and keeps an alert first", () => {
    expect(formMessage(null, { name: "Enter a name" }, ["name"])).toBeNull();
    expect(formMessage("Too many", { selections: "x" }, ["name"])).toBe("Too many");
  });
});

describe("listFieldError", () => {
  it("marks the list's one control with its own message or its first item's", () => {
    expect(listFieldError({ tags: "Too many tags" }, "tags")).toBe("Too many tags");
    expect(listFieldError({ name: "Enter a name", "tags.2": "Keep tags short" }, "tags")).toBe(
      "Keep tags short",
    );
    expect(listFieldError({ tagsExtra: "Not this one" }, "tags")).toBeUndefined();
  });
});
