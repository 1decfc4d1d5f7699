import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test, toastOf } from "./accounts";
import { violations } from "./axe-support";
import { sharedQuote } from "./quote-support";
import { asVisitor } from "./support";

// Its quotes are seeded through the lead step, which allows 10 leads per address in 10
// minutes: from the shared loopback address a fast suite met that limit (429).
test.use({ extraHTTPHeaders: asVisitor().headers });

/** The board filtered to one test's own deals, so counts and totals are its own. */
const boardOf = (tag: string, view = "board") =>
  `/auth?redirectTo=${encodeURIComponent(`/admin/opportunities?view=${view}&q=${tag}`)}`;

const column = (page: Page, name: string) => page.getByRole("region", { name });
const countOf = (region: Locator) => region.getByTestId("column-count");
const totalOf = (region: Locator) => region.getByTestId("column-total");
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const money = (dollars: number) => usd.format(dollars);

/** A quote shared through the builder's public API: the deal it opens, with its value. */
async function sharedDeal(page: Page, label: string) {
  const tag = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { saved } = await sharedQuote(page.request, tag);
  return { tag, name: saved.name, monthly: saved.monthly };
}

test.describe("/admin/opportunities", () => {
  test("a shared quote appears in Proposal; the keyboard moves it and the totals follow", async ({
    page,
    accounts,
  }) => {
    const csp: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
    });
    const deal = await sharedDeal(page, "opp-keys");
    await signIn(page, await accounts.create(), boardOf(deal.tag));
    await expect(page.getByRole("heading", { name: "Opportunities", level: 1 })).toBeVisible();

    const proposal = column(page, "Proposal");
    const negotiation = column(page, "Negotiation");
    await expect(
      page.getByRole("region", { name: "Pipeline stages, scrollable" }).getByRole("region"),
    ).toHaveCount(5);
    await expect(countOf(proposal)).toHaveText("1 opportunity");
    await expect(totalOf(proposal)).toContainText(`${money(deal.monthly)}/mo`);
    await expect(countOf(negotiation)).toHaveText("0 opportunities");
    await expect(totalOf(negotiation)).toContainText("$0.00/mo");
    const card = proposal.getByTestId("opportunity-card");
    await expect(card).toContainText(deal.name);
    // A board with cards (drag handles, menus, links) passes axe too, not only an empty one.
    expect(await violations(page)).toEqual([]);
    await expect(card.getByRole("link", { name: /Harbor Family Clinic/ })).toHaveAttribute(
      "href",
      /^\/admin\/prospects\/\d+$/,
    );

    // Pick up, one column right, drop.
    const handle = page.getByRole("button", { name: new RegExp(`^${deal.name}`) });
    await handle.focus();
    await page.keyboard.press("Space");
    // dnd-kit's live region, in the board's words.
    const live = page.getByRole("status").filter({ hasText: deal.name });
    await expect(live).toHaveText(
      `Picked up ${deal.name} (Harbor Family Clinic ${deal.tag}) from Proposal.`,
    );
    // The styles dnd-kit injects while dragging carry the page's CSP nonce.
    const injected = await page.evaluate(() =>
      [...document.head.querySelectorAll("style")]
        .filter((style) => style.textContent?.includes("data-dnd-"))
        .map((style) => style.nonce.length > 0),
    );
    expect(injected.length).toBeGreaterThan(0);
    expect(injected.every(Boolean)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect(live).toContainText("is over Negotiation.");
    // The board moves the card at once; the reload below must come after the server's answer.
    const moved = page.waitForResponse((response) => response.url().endsWith("/move"));
    await page.keyboard.press("Space");
    await expect(live).toContainText("dropped in Negotiation.");
    await expect(negotiation.getByTestId("opportunity-card")).toContainText(deal.name);
    await expect(countOf(negotiation)).toHaveText("1 opportunity");
    await expect(totalOf(negotiation)).toContainText(`${money(deal.monthly)}/mo`);
    await expect(countOf(proposal)).toHaveText("0 opportunities");
    expect((await moved).status()).toBe(200);

    await page.reload();
    await expect(countOf(column(page, "Negotiation"))).toHaveText("1 opportunity");
    await expect(column(page, "Negotiation").getByTestId("opportunity-card")).toContainText(
      deal.name,
    );

    // Escape cancels: the card stays.
    await page.getByRole("button", { name: new RegExp(`^${deal.name}`) }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Escape");
    await expect(countOf(column(page, "Negotiation"))).toHaveText("1 opportunity");
    await expect(countOf(column(page, "Won"))).toHaveText("0 opportunities");
    expect(csp).toEqual([]);
  });

  test("the mouse drags a card; Lost asks for a reason and Cancel leaves the card", async ({
    page,
    accounts,
  }) => {
    const deal = await sharedDeal(page, "opp-lost");
    await signIn(page, await accounts.create(), boardOf(deal.tag));
    const proposal = column(page, "Proposal");
    const negotiation = column(page, "Negotiation");
    await expect(countOf(proposal)).toHaveText("1 opportunity");

    const handle = page.getByRole("button", { name: new RegExp(`^${deal.name}`) });
    const from = await handle.boundingBox();
    const to = await negotiation.boundingBox();
    if (!from || !to) throw new Error("board not laid out");
    await page.mouse.move(from.x + 20, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
    await page.mouse.up();
    await expect(countOf(negotiation)).toHaveText("1 opportunity");
    await expect(countOf(proposal)).toHaveText("0 opportunities");

    const menu = page.getByRole("button", { name: `Move ${deal.name} to…` });
    await menu.click();
    await page.getByRole("menuitem", { name: "Lost" }).click();
    const dialog = page.getByRole("dialog", { name: `Mark ${deal.name} as lost` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(countOf(negotiation)).toHaveText("1 opportunity");
    await expect(countOf(column(page, "Lost"))).toHaveText("0 opportunities");

    await menu.click();
    await page.getByRole("menuitem", { name: "Lost" }).click();
    await dialog.getByRole("button", { name: "Move to Lost" }).click();
    await expect(dialog.getByText("Give a reason why this deal was lost")).toBeVisible();
    await dialog.getByLabel("Why was it lost?").fill("Chose an in-house team");
    // The board moves the card at once; the reload below must come after the server's answer.
    const saved = page.waitForResponse((response) => response.url().endsWith("/move"));
    await dialog.getByRole("button", { name: "Move to Lost" }).click();
    await expect(countOf(column(page, "Lost"))).toHaveText("1 opportunity");
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(column(page, "Lost").getByTestId("opportunity-card")).toContainText(deal.name);
  });

  test("a move on a deal someone else changed says so and reloads the board", async ({
    page,
    accounts,
  }) => {
    const deal = await sharedDeal(page, "opp-conflict");
    const account = await accounts.create();
    await signIn(page, account, boardOf(deal.tag));
    await expect(countOf(column(page, "Proposal"))).toHaveText("1 opportunity");
    // Meanwhile another session moves it to Won.
    const other = await accounts.api(account);
    const listing = await other.get(`/api/opportunities?q=${deal.tag}`);
    const [listed] = (await listing.json()).data;
    const moved = await other.post(`/api/opportunities/${listed.id}/move`, {
      data: { stage: "won", version: listed.version },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await other.dispose();

    await page.getByRole("button", { name: `Move ${deal.name} to…` }).click();
    await page.getByRole("menuitem", { name: "Negotiation" }).click();
    await expect(toastOf(page, "error", "This deal changed meanwhile")).toContainText(
      "Someone else changed this opportunity",
    );
    await expect(countOf(column(page, "Won"))).toHaveText("1 opportunity");
    await expect(countOf(column(page, "Negotiation"))).toHaveText("0 opportunities");
  });

  test("the table and the forecast show the same deals", async ({ page, accounts }) => {
    const deal = await sharedDeal(page, "opp-views");
    await signIn(page, await accounts.create(), boardOf(deal.tag, "table"));
    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: new RegExp(deal.name) })).toContainText("Proposal");
    await expect(table).toContainText(money(deal.monthly));

    await page.getByRole("tab", { name: "Forecast" }).click();
    await expect(page).toHaveURL(/view=forecast/);
    await expect(page).toHaveURL(new RegExp(`q=${deal.tag}`));
    const forecast = page.getByRole("table");
    const total = forecast.getByRole("row", { name: /Total/ });
    await expect(total).toBeVisible();
    // Proposal weighs 50%: the weighted total is half the unweighted one.
    const cells = await total.getByRole("cell").allTextContents();
    const [count, weighted, unweighted] = cells.map((text) => Number(text.replace(/[$,]/g, "")));
    expect(count).toBe(1);
    expect(weighted).toBeCloseTo((unweighted ?? 0) / 2, 2);
    expect(unweighted).toBeGreaterThanOrEqual(deal.monthly * 12);

    await page.getByRole("tab", { name: "Board" }).click();
    await expect(countOf(column(page, "Proposal"))).toHaveText("1 opportunity");
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `/api/opportunities/export.csv?q=${deal.tag}`,
    );
  });

  test("a deal's values and expected close are edited on the board, and archiving takes it off", async ({
    page,
    accounts,
  }) => {
    const deal = await sharedDeal(page, "opp-edit");
    await signIn(page, await accounts.create(), boardOf(deal.tag));
    const proposal = column(page, "Proposal");
    await expect(countOf(proposal)).toHaveText("1 opportunity");

    await proposal.getByRole("button", { name: `Edit ${deal.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${deal.name}` });
    await expect(dialog.getByLabel("Monthly value (USD)")).toHaveValue(deal.monthly.toFixed(2));
    await dialog.getByLabel("Monthly value (USD)").fill("1234.5");
    await dialog.getByLabel("Set-up value (USD)").fill("-3");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText("Enter the set-up value in dollars")).toBeVisible();
    await dialog.getByLabel("Set-up value (USD)").fill("500");
    await dialog.getByLabel("Expected close").fill("2027-02-15");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(toastOf(page, "success", "Opportunity saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(totalOf(proposal)).toContainText("$1,234.50/mo");
    await expect(totalOf(proposal)).toContainText("$500.00 set-up");

    // The forecast reads the new close date: February 2027, weighted by Proposal's 50 %.
    await page.getByRole("tab", { name: "Forecast" }).click();
    const february = page.getByRole("row", { name: /February 2027/ });
    await expect(february).toContainText(money((1234.5 * 12 + 500) / 2));

    await page.getByRole("tab", { name: "Board" }).click();
    await proposal.getByRole("button", { name: `Edit ${deal.name}` }).click();
    await dialog.getByRole("button", { name: "Archive deal" }).click();
    await expect(toastOf(page, "success", "Opportunity archived")).toBeVisible();
    await expect(countOf(proposal)).toHaveText("0 opportunities");
  });
});

test.describe("/admin/opportunities, issue 34", () => {
  test("at 1440 px every stage is in view, narrower the board scrolls with a sign", async ({
    page,
    accounts,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const deal = await sharedDeal(page, "opp-fit");
    await signIn(page, await accounts.create(), boardOf(deal.tag));
    const board = page.getByRole("region", { name: "Pipeline stages, scrollable" });
    await expect(column(page, "Lost")).toBeVisible();
    const inside = async () => {
      const box = await board.evaluate((element) => element.getBoundingClientRect().toJSON());
      const lost = await column(page, "Lost").evaluate((element) =>
        element.getBoundingClientRect().toJSON(),
      );
      return lost.right <= box.right + 1 && lost.right <= 1440;
    };
    // Won and Lost are on screen, not past the board's edge.
    for (const name of ["Won", "Lost"]) {
      const box = await column(page, name).boundingBox();
      expect(box && box.x + box.width, name).toBeLessThanOrEqual(1440);
    }
    expect(await inside()).toBe(true);
    // A card stays inside its column, however long its names.
    const proposal = await column(page, "Proposal").boundingBox();
    const card = await column(page, "Proposal").getByTestId("opportunity-card").boundingBox();
    expect(card && proposal && card.x + card.width).toBeLessThanOrEqual(
      (proposal?.x ?? 0) + (proposal?.width ?? 0),
    );

    // At 1024 px the board scrolls: a visible sign says so and its buttons bring Lost in.
    await page.setViewportSize({ width: 1024, height: 800 });
    const later = page.getByRole("button", { name: "Show later stages" });
    await expect(later).toBeVisible();
    await expect(board).toHaveAccessibleDescription(/More stages to the side/);
    // The button turns disabled once the board's smooth scroll reaches the end, which can be
    // between a check and a click: a click waits briefly and the whole step is retried.
    await expect(async () => {
      if (await later.isEnabled()) await later.click({ timeout: 1_000 });
      expect(await inside()).toBe(true);
    }).toPass({ timeout: 15_000 });
    // The keyboard scrolls the board too.
    await board.evaluate((element) => element.scrollTo({ left: 0 }));
    await board.focus();
    for (let press = 0; press < 20; press++) await page.keyboard.press("ArrowRight");
    await expect.poll(inside).toBe(true);
  });

  test("a card links to its quote; moving a Won deal out asks first, by menu and by keyboard", async ({
    page,
    accounts,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const deal = await sharedDeal(page, "opp-won");
    await signIn(page, await accounts.create(), boardOf(deal.tag));
    const won = column(page, "Won");
    const card = column(page, "Proposal").getByTestId("opportunity-card");
    await expect(
      card.getByRole("link", { name: `Open the quote of ${deal.name}` }),
    ).toHaveAttribute("href", /^\/admin\/service-configurations\?id=[0-9a-f-]{36}$/);

    const menu = page.getByRole("button", { name: `Move ${deal.name} to…` });
    await menu.click();
    await page.getByRole("menuitem", { name: "Won" }).click();
    await expect(countOf(won)).toHaveText("1 opportunity");

    // Menu: Won -> Negotiation asks; Cancel leaves it in Won.
    await menu.click();
    await page.getByRole("menuitem", { name: "Negotiation" }).click();
    const dialog = page.getByRole("dialog", { name: `Move ${deal.name} out of Won?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(countOf(won)).toHaveText("1 opportunity");

    // Keyboard drag: the same question; confirming moves it.
    const handle = page.getByRole("button", { name: new RegExp(`^${deal.name}`) });
    await handle.focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    const moved = page.waitForResponse((response) => response.url().endsWith("/move"));
    await dialog.getByRole("button", { name: "Move to Negotiation" }).click();
    await expect(countOf(column(page, "Negotiation"))).toHaveText("1 opportunity");
    expect((await moved).status()).toBe(200);
    await expect(countOf(won)).toHaveText("0 opportunities");
  });
});
