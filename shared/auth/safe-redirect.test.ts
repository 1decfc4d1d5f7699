import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/admin/users", "/admin/users"],
    ["/admin/settings?tab=audit#top", "/admin/settings?tab=audit#top"],
    ["/admin/../admin/users", "/admin/users"],
    ["/admin/./settings", "/admin/settings"],
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
    "/\t/evil.example",
    "admin/users",
    "/auth?redirectTo=/auth",
    "/AUTH?redirectTo=/auth",
    "/%61uth",
  ])("falls back to /admin for %s", (input) => {
    expect(safeRedirectPath(input)).toBe("/admin");
  });

  it("falls back to /admin for an overlong path", () => {
    expect(safeRedirectPath(`/${"a".repeat(3000)}`)).toBe("/admin");
  });

  // Dot segments collapse during URL normalisation; what is left must still be a site path.
  it.each([
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/a/..//evil.example",
    "/admin/%2e%2e//evil.example",
    "/admin/../..//evil.example/x?y=1",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/admin/%0d%0aSet-Cookie:x=1",
    "/admin/%zz",
  ])("never yields a protocol-relative or encoded off-site path for %s", (input) => {
    const result = safeRedirectPath(input);
    expect(result).toBe("/admin");
    expect(new URL(result, "https://www.example.com").origin).toBe("https://www.example.com");
  });

  it("builds the sign-in URL with the way back", () => {
    expect(signInPath("/admin/users?x=1")).toBe("/auth?redirectTo=%2Fadmin%2Fusers%3Fx%3D1");
    expect(signInPath("//evil.example")).toBe("/auth?redirectTo=%2Fadmin");
    expect(signInPath("/.//evil.example")).toBe("/auth?redirectTo=%2Fadmin");
  });
});
