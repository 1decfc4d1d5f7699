import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = {
  name: "Sentinel Forge Managed Security",
  postalAddress: "88 Quarry Lane\nAnnapolis, MD 21401",
  phone: "+1 (410) 555-0199",
  supportEmail: "help@sentinelforge.example",
  salesEmail: "deals@sentinelforge.example",
};

describe("/api/admin/company-profile", () => {
  it("is for admins only", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/company-profile" })).statusCode,
    ).toBe(401);
    const { browser } = await signedIn(t, { role: "staff" });
    expect((await browser.request("PUT", "/api/admin/company-profile", profile)).statusCode).toBe(
      403,
    );
  });

  it("saves the profile the public site reads, and audits it", async () => {
    const { browser, user } = await signedIn(t);
    const res = await browser.request("PUT", "/api/admin/company-profile", profile);
    expect(res.statusCode).toBe(200);
    expect(await t.repositories.companyProfile.get()).toEqual(profile);
    const read = await browser.request("GET", "/api/admin/company-profile");
    expect(read.json().data).toEqual(profile);
    const log = await browser.request("GET", `/api/admin/audit-log?event=company_profile.updated`);
    expect(log.json().data[0]).toMatchObject({ actorUsername: user.username });
  });

  it("answers field messages for bad values and keeps the old profile", async () => {
    const { browser } = await signedIn(t);
    const before = await t.repositories.companyProfile.get();
    const res = await browser.request("PUT", "/api/admin/company-profile", {
      ...profile,
      supportEmail: "not-an-address",
      phone: "call us",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      supportEmail: "Enter a valid e-mail address",
      phone: "Use digits, spaces and + ( ) - . only",
    });
    expect(await t.repositories.companyProfile.get()).toEqual(before);
  });
});
