import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, signIn, test, toastOf } from "./accounts";
import { gotoLanding } from "./landing-support";
import { goBackReady, gotoReady } from "./support";

const API = "/api/admin/case-studies";
const PAGE = "/auth?redirectTo=%2Fadmin%2Fcase-studies";

interface Study {
  id: number;
  company: string;
  industry: string;
  published: boolean;
}

/** The landing's industry tabs, in their order. */
async function landingTabs(page: Page): Promise<string[]> {
  await gotoLanding(page);
  return page
    .locator("#case-studies")
    .getByRole("tablist", { name: "Industries" })
    .getByRole("tab")
    .allTextContents();
}

const uniqueTag = () => `${Date.now().toString(36)}${test.info().workerIndex}`;

/** Staff calls for a test's set-up and clean-up, as the page's signed-in admin. */
function staffApi(request: APIRequestContext, origin: string) {
  const headers = { origin };
  return {
    async list(): Promise<Study[]> {
      return (await (await request.get(API)).json()).data;
    },
    async create(company: string, industry: string): Promise<Study> {
      const res = await request.post(API, {
        headers,
        data: {
          company,
          industry,
          logoUrl: "",
          logoAlt: "",
          imageUrl: "",
          imageAlt: "",
          challenge: "Parcels went missing between depots.",
          solution: "Tracking on a hardened network.",
          result: "Losses fell to almost nothing.",
          metrics: [],
          testimonial: { quote: "Every parcel arrives now.", author: "Dana Ruiz", title: "" },
          projectDuration: "5 months",
          roi: "300% over 2 years",
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).data;
    },
    async setPublished(id: number, published: boolean) {
      const res = await request.post(`${API}/${id}/publish`, { headers, data: { published } });
      expect(res.status(), await res.text()).toBe(200);
    },
    async remove(id: number) {
      await request.delete(`${API}/${id}`, { headers });
    },
  };
}

type Accounts = Parameters<Parameters<typeof test>[2]>[0]["accounts"];

/**
 * Signs in as a Content administrator: an Owner is also told of every quote the other specs
 * on this server share and accept, and those toasts once covered the dialog's buttons.
 */
async function openPage(page: Page, accounts: Accounts) {
  await signIn(page, await accounts.create({ permissions: ["content"] }), PAGE);
  await expect(page.getByRole("heading", { name: "Case studies", level: 1 })).toBeVisible();
  return staffApi(page.request, new URL(page.url()).origin);
}

// The tests change which case studies the landing shows: one at a time.
test.describe.configure({ mode: "serial" });

test.describe("/admin/case-studies", () => {
  test("a new case study with an uploaded logo needs the logo's alt text and saves hidden", async ({
    page,
    accounts,
  }) => {
    const company = `Northwind Depot ${uniqueTag()}`;
    const api = await openPage(page, accounts);
    await page.getByRole("button", { name: "New case study" }).click();
    const dialog = page.getByRole("dialog", { name: "New case study" });
    await dialog.getByLabel("Company").fill(company);
    await dialog.getByLabel("Industry").fill("Logistics");

    const logo = await sharp({
      create: { width: 320, height: 320, channels: 3, background: "#1d4ed8" },
    })
      .png()
      .toBuffer();
    const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent("filechooser");
      await dialog.getByRole("button", { name: /^(Upload image|Replace): Logo$/ }).click();
      await (await chooser).setFiles(file);
    };
    // Refused in the browser, before any upload.
    await pick({ name: "logo.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expect(dialog.getByRole("alert")).toHaveText("Upload a JPEG, PNG or WebP image.");
    await pick({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await expect(dialog.getByRole("img", { name: "Preview" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Replace: Logo" })).toBeVisible();

    await dialog.getByLabel("Challenge").fill("Parcels went missing between depots.");
    await dialog.getByLabel("Solution").fill("Tracking on a hardened network.");
    await dialog.getByLabel("Result").fill("Losses fell to almost nothing.");
    const metric = dialog.getByRole("listitem", { name: "Metric 1" });
    await metric.getByLabel("Label").fill("Lost parcels");
    await metric.getByRole("textbox", { name: "Value", exact: true }).fill("12");
    await metric.getByLabel("Improvement").fill("-90%");
    await dialog.getByLabel("Quote").fill("Every parcel arrives now.");
    await dialog.getByRole("textbox", { name: "Author", exact: true }).fill("Dana Ruiz");
    await dialog.getByLabel("Project duration").fill("5 months");
    await dialog.getByLabel("Return on investment").fill("300% over 2 years");

    await dialog.getByRole("button", { name: "Create case study" }).click();
    await expect(
      dialog.getByText("Describe the image for people who cannot see it", { exact: true }),
    ).toBeVisible();
    await dialog.getByLabel("Logo alt text").fill(`${company} logo`);
    await dialog.getByRole("button", { name: "Create case study" }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId("case-study-row").filter({ hasText: company });
    await expect(row).toContainText("Hidden");
    await expect(row.locator("img")).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\/480\.webp$/);
    const created = (await api.list()).find((study) => study.company === company);
    if (created) await api.remove(created.id);
  });

  test("publishing, moving up and hiding a case study: the landing's tabs follow", async ({
    page,
    accounts,
  }) => {
    const tag = uniqueTag();
    const api = await openPage(page, accounts);
    const study = await api.create(`Harbor Freight ${tag}`, `Logistics ${tag}`);
    try {
      await gotoReady(page, page.url());
      const row = page.getByTestId("case-study-row").filter({ hasText: study.company });
      await row.getByRole("button", { name: `Publish ${study.company}` }).click();
      await expect(row).toContainText("Published");
      await row.getByRole("button", { name: `Move up ${study.company}` }).click();
      await expect(page.getByText(`${study.company} moved to position`)).toBeAttached();
      // It was last; one place up, it comes before the tab that was last before it.
      const tabs = await landingTabs(page);
      const previousLast = (await api.list())
        .filter((other) => other.published && other.id !== study.id)
        .at(-1);
      expect(tabs.indexOf(study.industry)).toBeGreaterThanOrEqual(0);
      expect(tabs.indexOf(study.industry)).toBeLessThan(tabs.indexOf(previousLast?.industry ?? ""));

      await goBackReady(page);
      await row.getByRole("button", { name: `Hide ${study.company}` }).click();
      await expect(row).toContainText("Hidden");
      expect(await landingTabs(page)).not.toContain(study.industry);
    } finally {
      await api.remove(study.id);
    }
  });

  test("hiding the last published case study is refused with a clear message", async ({
    page,
    accounts,
  }) => {
    const api = await openPage(page, accounts);
    const [last, ...others] = (await api.list()).filter((study) => study.published);
    if (!last) throw new Error("no published case study");
    try {
      for (const study of others) await api.setPublished(study.id, false);
      await gotoReady(page, page.url());
      const row = page.getByTestId("case-study-row").filter({ hasText: last.company });
      await row.getByRole("button", { name: `Hide ${last.company}` }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "At least one case study must stay published.",
      );
      await expect(row).toContainText("Published");
    } finally {
      for (const study of others) await api.setPublished(study.id, true);
    }
  });

  test("deleting a case study asks first, then takes it off the list and the landing page", async ({
    page,
    accounts,
  }) => {
    const api = await openPage(page, accounts);
    const company = `Deleted Freight ${uniqueTag()}`;
    const study = await api.create(company, `Freight ${uniqueTag()}`);
    try {
      await api.setPublished(study.id, true);
      await gotoReady(page, page.url());
      const row = page.getByTestId("case-study-row").filter({ hasText: company });
      await row.getByRole("button", { name: `Delete ${company}` }).click();
      const dialog = page.getByRole("dialog", { name: "Delete this case study?" });
      await expect(dialog).toContainText(`${company} leaves the landing page at once.`);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(row).toBeVisible();

      await row.getByRole("button", { name: `Delete ${company}` }).click();
      await dialog.getByRole("button", { name: "Delete case study" }).click();
      await expect(dialog).toBeHidden();
      await expect(toastOf(page, "success", "Case study deleted")).toBeVisible();
      await expect(row).toHaveCount(0);
      expect((await api.list()).some((s) => s.id === study.id)).toBe(false);
      expect(await landingTabs(page)).not.toContain(study.industry);
    } finally {
      await api.remove(study.id);
    }
  });
});
