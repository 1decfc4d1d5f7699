import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { companyProfile } from "../../db/schema/settings";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("company profile repository", () => {
  it("serves reads from the content cache and drops it on update", async () => {
    const first = await t.repositories.companyProfile.get();
    // A change behind the repository's back (another instance) is not seen until the TTL...
    await t.db.update(companyProfile).set({ phone: "+1 555 0199" }).where(eq(companyProfile.id, 1));
    expect((await t.repositories.companyProfile.get()).phone).toBe(first.phone);
    // ...while a write through the repository is visible at once.
    await t.repositories.companyProfile.update({ ...first, phone: "+1 555 0123" });
    expect((await t.repositories.companyProfile.get()).phone).toBe("+1 555 0123");
  });
});
