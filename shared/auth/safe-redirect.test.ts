import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/admin/users", "/admin/users"],
    ["/admin/settings?tab=audit#top", "/admin/settings?tab=audit#top"],
    ["/admin/../admin/users", "/admin/users"],
  ])("keeps the site path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    null,
    "",
    "https://evil.example/admin",
    "//evil.example/admin",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/admin\n/users",
    "admin/users",
    "/auth?redirectTo=/auth",
    `/${"a".repeat(3000)}`,
  ])("falls back to /admin for %s", (input) => {
    expect(safeRedirectPath(input)).toBe("/admin");
  });

  it("builds the sign-in URL with the way back", () => {
    expect(signInPath("/admin/users?x=1")).toBe("/auth?redirectTo=%2Fadmin%2Fusers%3Fx%3D1");
    expect(signInPath("//evil.example")).toBe("/auth?redirectTo=%2Fadmin");
  });
});
