import { expect, type Page } from "@playwright/test";
import {
  aLead,
  answerAssessment,
  dollars,
  money,
  pickChip,
  SESSION_HEADER,
  serverState,
  serviceIds,
  sessionOf,
  startBuilder,
  startingWith,
  test,
} from "./builder-support";

const HIPAA_REASON =
  "You handle patient data, so the HIPAA Security Rule requires a documented risk analysis and risk management plan (45 CFR 164.308(a)(1)(ii)(A)-(B)); this program produces and maintains them.";
const HIPAA_SAFEGUARD =
  "HIPAA Security Rule 45 CFR 164.308(a)(1)(ii)(A) risk analysis and (B) risk management";
const TRAINING = "Security Awareness Training & Phishing Simulation";

const viewports = [
  { name: "desktop", viewport: { width: 1280, height: 900 }, phone: false },
  { name: "phone", viewport: { width: 390, height: 844 }, phone: true },
] as const;

for (const { name, viewport, phone } of viewports) {
  test.describe(`the Service Builder from lead to saved versions, ${name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });

    /** The live monthly total: the side panel on a desktop, the sticky bar on a phone. */
    async function monthlyTotal(page: Page): Promise<number> {
      const panel = page.getByRole("complementary", { name: "Totals" });
      const bar = page.getByTestId("totals-bar");
      if (phone) {
        await expect(panel).toBeHidden();
        await expect(bar).toBeVisible();
        return dollars(await bar.getByRole("button").textContent());
      }
      await expect(bar).toBeHidden();
      return dollars(await panel.getByTestId("headline-total").textContent());
    }

    test("lead, two locations, HIPAA, explained recommendations, live totals, prerequisites, a refusal, versions 1 and 2", async ({
      page,
      request,
    }) => {
      // The whole flow, lead to two saved versions: 25-30 s on a busy 2-core CI machine, which
      // the default 30 s cut off once (CI, decision 016) with nothing wrong but the clock.
      test.setTimeout(60_000);
      const lead = aLead(`flow-${name}`);
      await startBuilder(page, lead);
      const sessionId = await sessionOf(page);

      // Assessment: a second location, renamed; HIPAA; a timeline.
      await answerAssessment(page, { secondLocation: "Satellite clinic" });

      // Recommendations: the risk level with what raised it, reasons and safeguards.
      const risk = page.getByRole("region", { name: "Your risk level" });
      await expect(risk).toContainText("High");
      await expect(risk.getByRole("listitem")).toHaveText([
        "Compliance requirements named: 1",
        "HIPAA is required",
      ]);
      const hipaa = page.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: "HIPAA Compliance Readiness" }),
      });
      await expect(hipaa.getByText("Essential", { exact: true })).toBeVisible();
      const why = hipaa.getByRole("list", { name: "Why we recommend HIPAA Compliance Readiness" });
      await expect(why).toContainText(HIPAA_REASON);
      await expect(why).toContainText(`Supports: ${HIPAA_SAFEGUARD}`);
      // Essential services start included; the others wait for the visitor.
      await expect(
        page.getByRole("checkbox", { name: "Include HIPAA Compliance Readiness" }),
      ).toBeChecked();
      await expect(
        page.getByRole("checkbox", { name: "Include Annual Compliance Gap Assessment" }),
      ).not.toBeChecked();
      // Issue 33: what the essentials pull in is priced, so it shows as included, with what
      // needs it and no button; the count is what is priced (6 essentials + 2 they need).
      // Patch & Endpoint Management ranks low for these answers: it waits behind "more".
      await expect(page.getByText(/^8 of \d+ recommended services included$/)).toBeVisible();
      const more = page.getByRole("button", { name: /^Show \d+ more services \(2 included\)$/ });
      await expect(more).toHaveAttribute("aria-expanded", "false");
      await more.click();
      await expect(page.getByRole("button", { name: "Show fewer services" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      const patchCard = page.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: "Patch & Endpoint Management" }),
      });
      await expect(patchCard).toContainText(
        "Included because Vulnerability Management depends on it",
      );
      await expect(
        page.getByRole("checkbox", { name: "Include Patch & Endpoint Management" }),
      ).toHaveCount(0);

      await page.getByRole("button", { name: "Configure locations" }).click();
      await expect(page).toHaveURL(/\/sb\/configure$/);
      const locations = page.getByRole("navigation", { name: "Locations" });
      await expect(locations.getByRole("button")).toHaveCount(2);
      await expect(locations.getByRole("button", { name: /Main office/ })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(locations.getByRole("button", { name: /Satellite clinic/ })).toBeVisible();

      // Prerequisites the visitor did not choose are added, with what needs them.
      const table = page.getByRole("table", { name: "Services at Main office" });
      const row = (service: string) =>
        table.getByRole("row").filter({
          has: page.getByRole("rowheader", { name: startingWith(service) }),
        });
      await expect(row("Vulnerability Management")).toContainText(
        "Added: needed by HIPAA Compliance Readiness",
      );
      await expect(row("Patch & Endpoint Management")).toContainText(
        "Added: needed by Vulnerability Management",
      );

      // Removing a service another one depends on is refused, with the reason.
      await page
        .getByRole("button", { name: "Remove Vulnerability Management from Main office" })
        .click();
      await expect(page.getByRole("alert")).toHaveText(
        "HIPAA Compliance Readiness depends on Vulnerability Management: remove HIPAA Compliance Readiness first",
      );
      await expect(row("Vulnerability Management")).toBeVisible();

      // A quantity change reprices the line, the location and the total in the browser.
      const quoteRequests: string[] = [];
      page.on("request", (sent) => {
        if (sent.url().includes("/api/catalog/quote")) quoteRequests.push(sent.url());
      });
      // The line's price: the first amount of the cell that reads "... / mo".
      const linePrice = row(TRAINING).getByRole("cell").filter({ hasText: "/ mo" });
      const lineTotal = async () => dollars(await linePrice.textContent());
      const locationFigure = page.getByTestId("location-totals");
      const totalBefore = await monthlyTotal(page);
      const lineBefore = await lineTotal();
      const locationBefore = dollars(await locationFigure.textContent());
      expect(lineBefore).toBe(75); // 25 users x $3.00
      await page.getByLabel(`Quantity of ${TRAINING}`).fill("40");
      await expect(linePrice).toContainText("$120.00 / mo");
      const delta = 120 - lineBefore;
      await expect(locationFigure).toContainText(`${money(locationBefore + delta)} per month`);
      await expect(locations.getByRole("button", { name: /Main office/ })).toContainText(
        money(locationBefore + delta),
      );
      await expect
        .poll(() => monthlyTotal(page))
        .toBe(Math.round((totalBefore + delta) * 100) / 100);
      expect(quoteRequests).toEqual([]);

      // The server's engine prices the autosaved draft to the same total.
      await expect
        .poll(async () => {
          const { draft } = await serverState(request, sessionId);
          return draft.selections.find((selection) => selection.quantity === 40)?.serviceId;
        })
        .toBe(serviceIds.awarenessTraining);
      const { draft } = await serverState(request, sessionId);
      const quoted = await request.post("/api/catalog/quote", {
        data: { answers: draft.answers, locations: draft.locations, selections: draft.selections },
      });
      expect(quoted.status()).toBe(200);
      const version1Total = await monthlyTotal(page);
      expect((await quoted.json()).data.calculatedTotals.monthly).toBe(version1Total);

      // Monthly or paid yearly up front: the switch shows what prepaying saves.
      if (!phone) {
        const panel = page.getByRole("complementary", { name: "Totals" });
        await pickChip(page, "Pay yearly, save 10%");
        await expect(panel).toContainText("per year, paid up front");
        await expect(panel).toContainText(/Paying the year up front saves \$[\d,]+\.\d{2} \(10%\)/);
        expect(dollars(await panel.getByTestId("headline-total").textContent())).toBeGreaterThan(
          version1Total * 10,
        );
        await pickChip(page, "Pay monthly");
        await expect(panel.getByTestId("headline-total")).toHaveText(money(version1Total));
      }

      if (phone) {
        // The sticky bar opens to the same figures as the desktop panel.
        const bar = page.getByTestId("totals-bar");
        await bar.getByRole("button", { name: /Details/ }).click();
        await expect(bar.getByTestId("headline-total")).toHaveText(money(version1Total));
        await bar.getByRole("button", { name: /Hide/ }).click();
      }

      // Summary: save, version 1.
      await page.getByRole("button", { name: "Review summary" }).click();
      await expect(page).toHaveURL(/\/sb\/summary$/);
      await expect(page.getByLabel("Configuration name")).toHaveValue(
        `${lead.company} security services`,
      );
      await expect(page.getByRole("region", { name: "Satellite clinic" })).toBeVisible();
      await page.getByRole("button", { name: "Save configuration" }).click();
      await expect(page.getByText("Saved as version 1", { exact: true })).toBeVisible();
      const versions = page.getByRole("region", { name: "Saved versions" }).getByRole("listitem");
      await expect(versions).toHaveCount(1);
      await expect(versions.first()).toContainText(`Version 1`);
      await expect(versions.first()).toContainText(`${money(version1Total)} / mo`);

      // A change (every recommendation included), saved again: version 2, version 1 kept.
      await page.getByRole("link", { name: "Back", exact: true }).click();
      await expect(page).toHaveURL(/\/sb\/configure$/);
      await page.getByRole("link", { name: "Back", exact: true }).click();
      await expect(page).toHaveURL(/\/sb\/recommendations$/);
      await page.getByRole("button", { name: "Include all recommendations" }).click();
      await expect(page.getByText(/^(\d+) of \1 recommended services included$/)).toBeVisible();
      await expect(
        page.getByRole("checkbox", { name: "Include Annual Compliance Gap Assessment" }),
      ).toBeChecked();
      await page.getByRole("button", { name: "Configure locations" }).click();
      await expect(row("Vulnerability Management")).not.toContainText("Added");
      await expect(page.getByLabel(`Quantity of ${TRAINING}`)).toHaveValue("40");
      const version2Total = await monthlyTotal(page);
      expect(version2Total).toBeGreaterThan(version1Total);
      await page.getByRole("button", { name: "Review summary" }).click();
      await page.getByRole("button", { name: "Save configuration" }).click();
      await expect(page.getByText("Saved as version 2", { exact: true })).toBeVisible();
      await expect(versions).toHaveCount(2);
      await expect(versions.nth(0)).toContainText(`Version 2`);
      await expect(versions.nth(0)).toContainText(`${money(version2Total)} / mo`);
      await expect(versions.nth(1)).toContainText(`Version 1`);
      await expect(versions.nth(1)).toContainText(`${money(version1Total)} / mo`);

      // The server stored both versions with the totals it computed itself.
      const state = await serverState(request, sessionId);
      expect(state.configuration?.version).toBe(2);
      const saved = await request.get(`/api/sb/configurations/${state.configuration?.id}`, {
        headers: { [SESSION_HEADER]: sessionId },
      });
      expect(saved.status()).toBe(200);
      const { configuration, versions: stored } = (await saved.json()).data;
      expect(configuration.version).toBe(2);
      expect(configuration.configurations.calculatedTotals.monthly).toBe(version2Total);
      expect(configuration.configurations.complianceRequirements).toEqual(["hipaa"]);
      expect(configuration.configurations.timeline).toBe("1-3-months");
      expect(
        configuration.configurations.locations.map((location: { name: string }) => location.name),
      ).toEqual(["Main office", "Satellite clinic"]);
      expect(
        stored.map((version: { version: number; monthly: number }) => [
          version.version,
          version.monthly,
        ]),
      ).toEqual([
        [2, version2Total],
        [1, version1Total],
      ]);
      // Another session cannot read it.
      const foreign = await request.get(`/api/sb/configurations/${configuration.id}`, {
        headers: { [SESSION_HEADER]: "session-1-someoneelse" },
      });
      expect(foreign.status()).toBe(404);
    });
  });
}
