import { expect } from "@playwright/test";
import {
  SESSION_HEADER,
  seedBuilder,
  serverState,
  serviceIds,
  startingWith,
  storeSessionId,
  test,
} from "./builder-support";
import { gotoReady } from "./support";

/** Issue 33's rows about the builder's figures (decision 050). */

test("a per-server service is not priced at a location with no servers, and says why", async ({
  page,
  request,
}) => {
  const sessionId = await seedBuilder(request, { stepReached: "configure", tag: "no-servers" });
  const { draft } = await serverState(request, sessionId);
  // Server Backup at both sites: the main office has a server, the satellite clinic none.
  const put = await request.put("/api/sb/draft", {
    headers: { [SESSION_HEADER]: sessionId },
    data: {
      ...draft,
      selections: [
        ...draft.selections,
        ...draft.locations.map((location) => ({
          locationId: location.id,
          serviceId: serviceIds.serverBackup,
        })),
      ],
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  await storeSessionId(page, sessionId);
  await gotoReady(page, "/sb/configure");

  const rowOf = (site: string) =>
    page
      .getByRole("table", { name: `Services at ${site}` })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: startingWith("Server Backup") }) });
  await expect(rowOf("Main office")).toContainText("$59.00 / mo");

  await page
    .getByRole("navigation", { name: "Locations" })
    .getByRole("button", { name: /Satellite clinic/ })
    .click();
  const satellite = rowOf("Satellite clinic");
  await expect(satellite).toContainText("Not priced");
  await expect(satellite).toContainText("this location has no servers");
  await expect(satellite).not.toContainText("$59.00");

  // The server's engine agrees: no backup charge and no setup fee at the satellite clinic.
  const quoted = await request.post("/api/catalog/quote", {
    data: {
      answers: draft.answers,
      locations: draft.locations,
      selections: [{ locationId: "loc-branch", serviceId: serviceIds.serverBackup }],
    },
  });
  expect(quoted.status()).toBe(200);
  const { data } = await quoted.json();
  expect(data.calculatedTotals).toMatchObject({ monthly: 0, setup: 0 });
});

test("the recommendations are a short ranked list, and what is priced shows as included", async ({
  page,
  request,
}) => {
  const sessionId = await seedBuilder(request, {
    stepReached: "recommendations",
    tag: "short-list",
  });
  await storeSessionId(page, sessionId);
  await gotoReady(page, "/sb/recommendations");
  // HIPAA readiness (chosen) pulls in Vulnerability Management and, through it, Patch &
  // Endpoint Management: both are priced, so both count as included.
  const { draft } = await serverState(request, sessionId);
  const chosen = new Set(draft.selections.map((selection) => selection.serviceId)).size;
  await expect(
    page.getByText(new RegExp(`^${chosen + 2} of \\d+ recommended services included$`)),
  ).toBeVisible();
  const cards = page.locator("li[data-service]");
  const shown = await cards.count();
  expect(shown).toBeLessThanOrEqual(12);

  // The rest waits behind a disclosure the keyboard opens.
  const more = page.getByRole("button", { name: /^Show \d+ more services/ });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Show fewer services" })).toBeFocused();
  await expect.poll(() => cards.count()).toBeGreaterThan(shown);

  const card = (name: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card("Vulnerability Management")).toContainText(
    "Included because HIPAA Compliance Readiness depends on it",
  );
  // No control that could only be refused.
  await expect(
    page.getByRole("checkbox", { name: "Include Vulnerability Management" }),
  ).toHaveCount(0);
  await expect(
    page.getByRole("checkbox", { name: "Include Patch & Endpoint Management" }),
  ).toHaveCount(0);
});
