import { expect, signIn, test } from "./accounts";
import { asVisitor } from "./support";

const ZONE = "Pacific/Kiritimati"; // UTC+14: never the server's zone, so SSR text differs.

test.describe("/admin dashboard", () => {
  test.use({ timezoneId: ZONE });
  // One after another: the paging test adds six inquiries, which would push another
  // test's fresh inquiry off the first page if they ran at the same time.
  test.describe.configure({ mode: "default" });

  test("lists the newest contact inquiries and waitlist sign-ups for staff", async ({
    page,
    request,
    accounts,
  }) => {
    const stamp = Date.now() % 1_000_000;
    const email = `dana.ortiz.${stamp}@example.com`;
    const inquiry = await request.post("/api/inquiries", {
      ...asVisitor(),
      data: {
        name: `Dana Ortiz ${stamp}`,
        email,
        organizationSize: "201-500",
        message: "Our auditors meet us in March; we need PCI DSS scoping help.",
      },
    });
    expect(inquiry.status()).toBe(201);
    const signup = await request.post("/api/waitlist", {
      ...asVisitor(),
      data: { email: `cto.${stamp}@example.com` },
    });
    expect(signup.status()).toBe(201);

    await signIn(page, await accounts.create());
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const inquiries = page.getByRole("region", { name: "Latest inquiries" });
    const item = inquiries.getByRole("listitem").filter({ hasText: `Dana Ortiz ${stamp}` });
    await expect(item).toContainText("201-500 employees");
    await expect(item).toContainText("we need PCI DSS scoping help.");
    await expect(item.getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
    await expect(inquiries).toContainText(/\d+ in total/);
    const waitlist = page.getByRole("region", { name: "Service Builder waitlist" });
    await expect(waitlist.getByText(`cto.${stamp}@example.com`)).toBeVisible();
  });

  test("older inquiries are a page away, and each list pages on its own", async ({
    page,
    request,
    accounts,
  }) => {
    const stamp = Date.now() % 1_000_000;
    for (let n = 1; n <= 6; n++) {
      const sent = await request.post("/api/inquiries", {
        ...asVisitor(),
        data: { name: `Paging ${n} ${stamp}`, email: `paging.${n}.${stamp}@example.com` },
      });
      expect(sent.status()).toBe(201);
    }
    await signIn(page, await accounts.create());
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const inquiries = page.getByRole("region", { name: "Latest inquiries" });
    const pager = inquiries.getByRole("navigation", { name: "Inquiry pages" });
    await expect(pager).toContainText(/^Page 1 of \d+ · \d+ inquiries/);
    const firstOnPageOne = await inquiries.getByRole("listitem").first().textContent();
    await expect(inquiries.getByRole("listitem")).toHaveCount(5);

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]inquiries=2(&|$)/);
    await expect(pager).toContainText(/^Page 2 of/);
    await expect(inquiries.getByRole("listitem").first()).not.toHaveText(firstOnPageOne ?? "");
    await expect(pager.getByRole("link", { name: "Previous" })).toBeVisible();
    // The waitlist keeps its own first page.
    await expect(page).not.toHaveURL(/signups=/);
  });

  test("server-rendered times switch to the reader's zone without a hydration mismatch", async ({
    page,
    request,
    accounts,
  }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    const sent = await request.post("/api/inquiries", {
      ...asVisitor(),
      data: { name: "Zone Tester", email: "zone.tester@example.com" },
    });
    expect(sent.status()).toBe(201);
    const account = await accounts.create();
    await signIn(page, account);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    // A server render of the page, then hydration in a browser 14 hours ahead of UTC.
    await page.goto("/admin/users");
    const lastSignIn = page
      .getByTestId("user-row")
      .filter({ hasText: account.username })
      .locator("time");
    const iso = (await lastSignIn.getAttribute("datetime")) ?? "";
    const local = new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: ZONE,
    })
      .format(new Date(iso))
      .replace(/\s/g, " ");
    await expect(lastSignIn).toHaveText(local);
    // Every other server-rendered list of times: inquiries, sessions, the audit log.
    for (const path of ["/admin", "/admin/settings", "/admin/settings?tab=audit"]) {
      await page.goto(path);
      await expect(page.locator("main time").first()).not.toHaveText(/UTC$/);
    }
    expect(problems).toEqual([]);
  });
});
