import type { AuthUser } from "@shared/auth/user";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loader } from "./sign-in";

const admin: AuthUser = {
  id: "3f1c8a52-8d0e-4c4b-9a53-0d1f2e3a4b5c",
  username: "jordan.lee",
  displayName: "Jordan Lee",
  role: "admin",
  isAdmin: true,
  permissions: ["owner"],
  mfaEnabled: false,
  mustChangePassword: false,
};

/** Runs the /auth loader for a signed-in admin; answers where its redirect points. */
async function redirectFor(search: string, pathname = "/auth"): Promise<string | null> {
  const request = new Request(`http://www.example.com${pathname}${search}`);
  const context = { user: admin } as AppLoadContext;
  try {
    await loader({ request, context, params: {} } as Parameters<typeof loader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location");
    throw thrown;
  }
  return null;
}

describe("/auth loader for a signed-in admin", () => {
  it("goes straight on to the requested site path", async () => {
    expect(await redirectFor("?redirectTo=%2Fadmin%2Fusers%3Ftab%3Dx")).toBe("/admin/users?tab=x");
  });

  it.each([
    "?redirectTo=%2F.%2F%2Fevil.example",
    "?redirectTo=%2F%252e%2F%2Fevil.example",
    "?redirectTo=%2Fa%2F..%2F%2Fevil.example",
    "?redirectTo=https%3A%2F%2Fevil.example",
  ])("never redirects off the site (%s)", async (search) => {
    expect(await redirectFor(search)).toBe("/admin");
  });

  it("keeps only a safe way back for a visitor who is not signed in", async () => {
    const request = new Request("http://www.example.com/auth?redirectTo=%2F.%2F%2Fevil.example");
    const context = { user: null } as AppLoadContext;
    const data = await loader({ request, context, params: {} } as Parameters<typeof loader>[0]);
    expect(data).toMatchObject({ user: null, redirectTo: "/admin" });
  });
});
