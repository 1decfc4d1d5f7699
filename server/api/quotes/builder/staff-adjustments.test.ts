import { describe, expect, it } from "vitest";
import { serviceIds } from "../../catalog/seed/seed-service";
import { answers, defaultSelections } from "../quote-test-kit";
import { builderTestApp } from "./builder-test-kit";

/**
 * Issue 33, decision 050: staff discounts of a version go with it into the builder when staff
 * open it there, are kept on save or removed on purpose, and no visitor can set one.
 */
const { t, kit, admin } = builderTestApp({ admin: true });

const ADMIN = "/api/admin/configurations";
const staffDiscount = { scope: "recurring", kind: "percent", value: 10, reason: "Partner rate" };
const setupDiscount = { scope: "setup", kind: "percent", value: 50, reason: "Half setup" };
const lineDiscount = {
  scope: "line",
  locationId: "hq",
  serviceId: serviceIds.dnsFiltering,
  kind: "percent",
  value: 20,
  reason: "DNS launch offer",
};

const versionRow = (id: string, version: number) => kit.versionRow(id, version);

/** A builder quote whose version 2 staff saved with `version2`, opened in the builder by staff. */
async function openedInBuilder(version2: { adjustments: object[]; optionalLines?: object[] }) {
  const quote = await kit.builderQuote();
  const saved = await admin.request("POST", `${ADMIN}/${quote.id}/versions`, {
    expectedVersion: 1,
    ...version2,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const opened = await admin.request("POST", `${ADMIN}/${quote.id}/open-in-builder`, {
    version: 2,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const sessionId: string = opened.json().data.sessionId;
  const state = (await kit.sb("GET", "/api/sb/draft", sessionId)).json().data;
  return { quote, sessionId, state };
}

const openedWithDiscounts = () =>
  openedInBuilder({ adjustments: [staffDiscount, setupDiscount, lineDiscount] });

const removeDiscount = (sessionId: string, index: number) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/sb/draft/staff-adjustments/${index}`,
    remoteAddress: kit.nextAddress(),
    headers: { "x-sb-session": sessionId },
  });

describe("staff discounts in a staff-opened builder", () => {
  it("are carried into the session, kept on save, and a removed line's discount is dropped with a note", async () => {
    const { quote, sessionId, state } = await openedWithDiscounts();
    expect(state.staffAdjustments).toEqual({
      fromVersion: 2,
      adjustments: [staffDiscount, setupDiscount, lineDiscount],
      optionalLines: [],
    });

    // Remove DNS filtering (the line discount's service) and save.
    const selections = state.draft.selections.filter(
      (selection: { serviceId: number }) => selection.serviceId !== serviceIds.dnsFiltering,
    );
    const saved = await kit.sb("POST", "/api/sb/configurations", sessionId, {
      name: quote.name,
      answers: state.draft.answers,
      locations: state.draft.locations,
      selections,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().message).toContain('The line discount "DNS launch offer" was dropped');
    const v3 = await versionRow(quote.id, 3);
    expect(v3.adjustments).toEqual([staffDiscount, setupDiscount]);
    const priced = v3.priced as { staffDiscountCents: number; setupDiscountCents: number };
    expect(priced.staffDiscountCents).toBeGreaterThan(0);
    expect(priced.setupDiscountCents).toBeGreaterThan(0);

    // The same choices from a visitor's own session cost more: the discount was kept.
    const own = await kit.builderQuote({ selections });
    expect((await versionRow(own.id, 1)).monthlyCents).toBeGreaterThan(v3.monthlyCents);

    // The session now carries only what is left.
    const after = (await kit.sb("GET", "/api/sb/draft", sessionId)).json().data;
    expect(after.staffAdjustments.adjustments).toEqual([staffDiscount, setupDiscount]);
  });

  it("can be removed on purpose, one at a time, and the save then leaves it out", async () => {
    const { quote, sessionId, state } = await openedWithDiscounts();
    const removed = await removeDiscount(sessionId, 0);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.staffAdjustments.adjustments).toEqual([setupDiscount, lineDiscount]);
    const saved = await kit.sb("POST", "/api/sb/configurations", sessionId, {
      name: quote.name,
      answers: state.draft.answers,
      locations: state.draft.locations,
      selections: state.draft.selections,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await versionRow(quote.id, 3)).adjustments).toEqual([setupDiscount, lineDiscount]);
    expect((await removeDiscount(sessionId, 5)).statusCode).toBe(404);
  });
});

describe("optional marks in a staff-opened builder", () => {
  const detection = { locationId: "hq", serviceId: serviceIds.managedDetection };
  const training = { locationId: "b1", serviceId: serviceIds.awarenessTraining };
  const dns = { locationId: "hq", serviceId: serviceIds.dnsFiltering };

  /** Version 2 offers three lines as optional. */
  const openedWithMarks = () =>
    openedInBuilder({ adjustments: [], optionalLines: [detection, training, dns] });

  it("are kept on the lines still chosen; a removed line takes its mark, a line now needed loses it with a note", async () => {
    const { quote, sessionId, state } = await openedWithMarks();
    expect(state.staffAdjustments).toEqual({
      fromVersion: 2,
      adjustments: [],
      optionalLines: expect.arrayContaining([detection, training, dns]),
    });
    expect(state.staffAdjustments.optionalLines).toHaveLength(3);
    // The draft a visitor's browser holds carries no marks of its own.
    expect(state.draft.selections.some((s: { optional?: boolean }) => "optional" in s)).toBe(false);

    // Remove DNS filtering, add Managed SIEM (which depends on managed detection), save.
    const selections = [
      ...state.draft.selections.filter(
        (selection: { serviceId: number }) => selection.serviceId !== serviceIds.dnsFiltering,
      ),
      { locationId: "hq", serviceId: serviceIds.managedSiem },
    ];
    const saved = await kit.sb("POST", "/api/sb/configurations", sessionId, {
      name: quote.name,
      answers: state.draft.answers,
      locations: state.draft.locations,
      selections,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().message).toMatch(/is no longer optional: Managed SIEM .* depends on it/);

    const v3 = await versionRow(quote.id, 3);
    const optional = (v3.selections as { serviceId: number; optional?: boolean }[])
      .filter((selection) => selection.optional)
      .map((selection) => selection.serviceId);
    expect(optional).toEqual([serviceIds.awarenessTraining]);
    // Priced from a frozen price book, so the customer can leave training out of version 3.
    expect(v3.priceBook?.services.map((service) => service.id)).toContain(
      serviceIds.awarenessTraining,
    );
    const after = (await kit.sb("GET", "/api/sb/draft", sessionId)).json().data;
    expect(after.staffAdjustments.optionalLines).toHaveLength(2);
    expect(after.staffAdjustments.optionalLines).toEqual(expect.arrayContaining([training, dns]));
  });
});

describe("a visitor's own builder session", () => {
  it("cannot set staff discounts through the draft or the save", async () => {
    const quote = await kit.builderQuote();
    const forged = { fromVersion: 1, adjustments: [{ ...staffDiscount, value: 90 }] };
    const put = await kit.sb("PUT", "/api/sb/draft", quote.session, {
      stepReached: "summary",
      answers,
      locations: (await kit.sb("GET", "/api/sb/draft", quote.session)).json().data.draft.locations,
      selections: defaultSelections,
      staffAdjustments: forged,
      adjustments: forged.adjustments,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.staffAdjustments).toBeNull();

    const draft = (await kit.sb("GET", "/api/sb/draft", quote.session)).json().data;
    const saved = await kit.sb("POST", "/api/sb/configurations", quote.session, {
      name: quote.name,
      answers: draft.draft.answers,
      locations: draft.draft.locations,
      selections: [...defaultSelections, { locationId: "b1", serviceId: serviceIds.emailSecurity }],
      adjustments: forged.adjustments,
      staffAdjustments: forged,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const v2 = await versionRow(quote.id, 2);
    expect(v2.adjustments).toEqual([]);
    expect((v2.priced as { staffDiscountCents: number }).staffDiscountCents).toBe(0);
    expect((await removeDiscount(quote.session, 0)).statusCode).toBe(404);
  });
});
