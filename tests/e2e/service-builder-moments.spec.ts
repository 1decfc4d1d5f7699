import { expect } from "@playwright/test";
import { BRANCH, HQ, seedBuilder, storeSessionId, test } from "./builder-support";
import { gotoReady } from "./support";

/**
 * Issue 34's builder rows: the moments between clicks (a refused continue, an undo, a count
 * of one) and the configure step on a phone.
 */
test.describe("the builder's words and moments (issue 34)", () => {
  test("a count of one reads in the singular: '1 server', not '1 servers'", async ({
    page,
    request,
  }) => {
    const sessionId = await seedBuilder(request, { stepReached: "summary", tag: "plural" });
    await storeSessionId(page, sessionId);
    await gotoReady(page, "/sb/summary");
    // The seeded main office has one server, the branch none.
    expect(HQ.serverCount).toBe(1);
    await expect(page.getByRole("region", { name: HQ.name })).toContainText(
      "25 users · 30 endpoints · 1 server",
    );
    await expect(page.getByRole("region", { name: BRANCH.name })).toContainText(
      "5 users · 6 endpoints · 0 servers",
    );
    await expect(page.getByText(/\b1 (servers|users|endpoints|services)\b/)).toHaveCount(0);
  });
});
