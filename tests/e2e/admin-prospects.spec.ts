import type { APIRequestContext, Page } from "@playwright/test";
import { type Account, expect, signIn, test, toastOf } from "./accounts";
import { violations } from "./axe-support";
import { newSessionId, SESSION_HEADER } from "./builder-support";
import { asVisitor, gotoReady, reloadReady } from "./support";

const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A builder lead through the public API: it lands on a prospect by address or domain. The
 * answer names no prospect (issue 32), so staff find it by its address.
 */
async function builderLead(
  request: APIRequestContext,
  lead: { companyName: string; contactName: string; email: string },
): Promise<void> {
  const res = await request.post("/api/sb/lead", {
    headers: { [SESSION_HEADER]: newSessionId(), ...asVisitor().headers },
    data: { ...lead, phone: "", companySize: "11-50" },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(JSON.stringify((await res.json()).data.lead)).not.toContain("prospectId");
}

/** The prospect an address belongs to, through the staff API (signed in on `page`). */
async function prospectIdOf(page: Page, email: string): Promise<number> {
  const res = await page.request.get(`/api/prospects?q=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const [prospect] = (await res.json()).data;
  return prospect.id;
}

/** Signs in, then opens the prospect the address belongs to. */
async function openProspectOf(page: Page, account: Account, email: string): Promise<number> {
  await signIn(page, account, "/auth?redirectTo=%2Fadmin%2Fprospects");
  await expect(page.getByRole("heading", { name: "Prospects", level: 1 })).toBeVisible();
  const id = await prospectIdOf(page, email);
  await gotoReady(page, `/admin/prospects/${id}`);
  return id;
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole("combobox", { name: select, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const timeline = (page: Page) => page.getByRole("list", { name: "Timeline entries, newest first" });

test.use({ reducedMotion: "reduce" });

test("create a prospect, find it with the search in the URL and change statuses in bulk", async ({
  page,
  request,
  accounts,
}) => {
  const tag = uniqueTag();
  await builderLead(request, {
    companyName: `Wombat Works ${tag}`,
    contactName: "Riley Stone",
    email: `riley@wombat-${tag}.com`,
  });
  await signIn(page, await accounts.create(), "/auth?redirectTo=%2Fadmin%2Fprospects");
  await expect(page.getByRole("heading", { name: "Prospects", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Import CSV" })).toHaveAttribute(
    "href",
    "/admin/prospects/import",
  );

  await page.getByRole("button", { name: "New prospect" }).click();
  const dialog = page.getByRole("dialog", { name: "New prospect" });
  await dialog.getByRole("button", { name: "Create prospect" }).click();
  await expect(dialog.getByText("Enter the company name")).toBeVisible();
  await dialog.getByLabel("Company").fill(`Quokka Labs ${tag}`);
  await dialog.getByLabel("Contact name").fill("Alex Moreau");
  await dialog.getByLabel("E-mail").fill(`alex@quokka-${tag}.com`);
  await dialog.getByRole("button", { name: "Create prospect" }).click();
  await expect(toastOf(page, "success", "Prospect created")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Quokka Labs ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Prospects", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );

  await page.getByRole("link", { name: "All prospects" }).click();
  await page.getByLabel("Search prospects").fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const table = page.getByRole("table", { name: "Prospects" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    new RegExp(`/api/prospects/export\\.csv\\?.*q=${tag}`),
  );

  // Ticked with the keyboard, like every control of the page.
  await table.getByLabel(`Select Quokka Labs ${tag}`).focus();
  await page.keyboard.press("Space");
  await table.getByLabel(`Select Wombat Works ${tag}`).check();
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await expect(bulk).toContainText("2 selected");
  await choose(page, "New status for the selected prospects", "Qualified");
  await bulk.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("Status changed on 2 prospects")).toBeAttached();
  await expect(bulk).toBeHidden();
  await expect(table.getByText("Qualified", { exact: true })).toHaveCount(2);

  await choose(page, "Status", "New");
  await expect(page).toHaveURL(/status=new/);
  await expect(
    page.getByRole("heading", { name: "No prospect matches these filters" }),
  ).toBeVisible();
});

test("a prospect's contacts, notes and a builder lead from its domain are on its timeline", async ({
  page,
  request,
  accounts,
}) => {
  const tag = uniqueTag();
  await builderLead(request, {
    companyName: `Numbat Dental ${tag}`,
    contactName: "Dana Reyes",
    email: `dana@numbat-${tag}.com`,
  });
  await openProspectOf(page, await accounts.create(), `dana@numbat-${tag}.com`);
  await expect(page.getByRole("heading", { name: `Numbat Dental ${tag}`, level: 1 })).toBeVisible();
  await expect(timeline(page)).toContainText(
    "Lead captured in the Service Builder from Dana Reyes",
  );

  await page.getByRole("button", { name: "Add contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a contact" });
  await dialog.getByLabel("Name").fill("Kim Park");
  await dialog.getByLabel("E-mail").fill(`dana@numbat-${tag}.com`);
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(
    dialog.getByText(`already belongs to a contact at Numbat Dental ${tag}`),
  ).toBeVisible();
  await dialog.getByLabel("E-mail").fill(`kim@numbat-${tag}.com`);
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(toastOf(page, "success", "Contact added")).toBeVisible();
  await expect(timeline(page).getByRole("listitem").first()).toContainText(
    /Contact Kim Park added by /,
  );

  await page
    .getByRole("textbox", { name: "Note", exact: true })
    .fill("Called Dana: budget approved for Q1.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(toastOf(page, "success", "Note added")).toBeVisible();
  const newest = timeline(page).getByRole("listitem").first();
  await expect(newest).toContainText(/Note added by /);
  await expect(newest).toContainText("Called Dana: budget approved for Q1.");

  await page.getByRole("button", { name: "Make primary Kim Park" }).click();
  await expect(toastOf(page, "success", "Primary contact changed")).toBeVisible();
  await expect(page.getByText(`Kim Park · kim@numbat-${tag}.com`)).toBeVisible();

  // A visitor at the same company domain: kept apart for review, nothing of ours changes.
  await builderLead(request, {
    companyName: "Numbat (typed by the visitor)",
    contactName: "Noor Haddad",
    email: `noor@numbat-${tag}.com`,
  });
  await reloadReady(page);
  await expect(timeline(page).getByRole("listitem").first()).toContainText(
    "Lead captured in the Service Builder from Noor Haddad",
  );
  const submitted = timeline(page)
    .getByRole("listitem")
    .filter({ hasText: "New details submitted" });
  await expect(submitted).toContainText(
    `New details submitted: company name Numbat (typed by the visitor), contact name Noor Haddad, e-mail noor@numbat-${tag}.com`,
  );
  await expect(submitted).toContainText("Sent through the Service Builder.");
  const contacts = page.getByRole("region", { name: "Contacts" });
  await expect(contacts).not.toContainText("Noor Haddad");
  await expect(page.getByRole("heading", { name: `Numbat Dental ${tag}`, level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Staff apply it: the contact is added and the company takes the typed name, once.
  const apply = submitted.getByRole("button", { name: /^Apply: New details submitted/ });
  await apply.focus();
  await page.keyboard.press("Enter");
  await expect(toastOf(page, "success", "Submitted details applied")).toBeVisible();
  await expect(contacts).toContainText("Noor Haddad");
  await expect(
    page.getByRole("heading", { name: "Numbat (typed by the visitor)", level: 1 }),
  ).toBeVisible();
  await expect(timeline(page).getByRole("listitem").first()).toContainText(
    /Submitted details applied: .*contact name Noor Haddad.* by /,
  );
  await expect(submitted.getByRole("button", { name: /^Apply/ })).toHaveCount(0);
});

test("merging moves the other prospect's contacts and history to the one kept", async ({
  page,
  request,
  accounts,
}) => {
  const tag = uniqueTag();
  await builderLead(request, {
    companyName: `Bilby Legal ${tag}`,
    contactName: "Sam Ortiz",
    email: `sam@bilby-${tag}.com`,
  });
  await builderLead(request, {
    companyName: `Bilby Law Group ${tag}`,
    contactName: "Jo Ortiz",
    email: `jo@bilbylaw-${tag}.com`,
  });
  const kept = await openProspectOf(page, await accounts.create(), `sam@bilby-${tag}.com`);
  const other = await prospectIdOf(page, `jo@bilbylaw-${tag}.com`);

  // Someone else saves while the editor is open: the save answers 409 and says so.
  await page.getByRole("button", { name: "Edit details" }).click();
  const edit = page.getByRole("dialog", { name: "Edit details" });
  const saved = await page.request.put(`/api/prospects/${kept}`, {
    headers: { origin: new URL(page.url()).origin },
    data: {
      companyName: `Bilby Legal ${tag}`,
      status: "contacted",
      ownerUserId: null,
      tags: [],
      version: 1,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await edit.getByRole("textbox", { name: "Company" }).fill(`Bilby Legal LLP ${tag}`);
  await edit.getByRole("button", { name: "Save details" }).click();
  await expect(
    edit.getByText("Someone else saved this prospect after you opened it."),
  ).toBeVisible();
  await edit.getByRole("button", { name: "Reload the prospect" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveText("Contacted");

  await page.getByRole("button", { name: "Merge" }).click();
  const dialog = page.getByRole("dialog", { name: `Merge into Bilby Legal ${tag}` });
  await dialog.getByLabel("Find the prospect to merge").fill(`Law Group ${tag}`);
  await dialog.getByLabel(new RegExp(`Bilby Law Group ${tag}`)).check();
  await expect(dialog).toContainText("This cannot be undone.");
  await dialog.getByRole("button", { name: `Merge Bilby Law Group ${tag}` }).click();
  await expect(toastOf(page, "success", "Prospects merged")).toBeVisible();
  await expect(timeline(page).getByRole("listitem").first()).toContainText(
    `Bilby Law Group ${tag} merged into this prospect by `,
  );
  await expect(timeline(page)).toContainText("Lead captured in the Service Builder from Jo Ortiz");
  await expect(page.getByRole("region", { name: "Contacts" })).toContainText(
    `jo@bilbylaw-${tag}.com`,
  );
  expect((await page.request.get(`/api/prospects/${other}`)).status()).toBe(404);
});
