import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy";

describe("passwordProblem", () => {
  it("accepts long, uncommon passwords, spaces and any characters", () => {
    expect(passwordProblem("Orchard-Lantern-42")).toBeNull();
    expect(passwordProblem("correct horse battery staple")).toBeNull();
    expect(passwordProblem("ünïcødé-pässwörd-☕")).toBeNull();
  });

  it("rejects short, overlong, common and repeated passwords", () => {
    expect(passwordProblem("Short-1")).toBe("Use at least 12 characters");
    expect(passwordProblem("x".repeat(129).replace(/^x/, "y"))).toBe("Use at most 128 characters");
    expect(passwordProblem("Password1234")).toBe("This password is too common; choose another");
    expect(passwordProblem("zzzzzzzzzzzzzz")).toBe("This password is too common; choose another");
  });

  it("rejects a password containing the username", () => {
    expect(passwordProblem("jordan.lee-is-great", "Jordan.Lee")).toBe(
      "Do not include your username in the password",
    );
  });
});
