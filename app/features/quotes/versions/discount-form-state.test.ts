import type { SnapshotOption } from "@shared/quotes/snapshot";
import { describe, expect, it } from "vitest";
import {
  adjustmentsFrom,
  type DiscountRow,
  lineChoices,
  lineKey,
  rowsFrom,
  sameAdjustments,
} from "./discount-form-state";
import { signedMoney, typedDollarsToCents } from "./money";

const option = {
  locations: [
    {
      locationId: "loc:hq",
      name: "Main office",
      lines: [{ serviceId: 13, name: "Awareness training" }],
    },
  ],
} as unknown as SnapshotOption;
const lines = lineChoices(option);
const row = (patch: Partial<DiscountRow>): DiscountRow => ({
  key: 1,
  target: "recurring",
  kind: "percent",
  value: "10",
  reason: "Multi-site agreement",
  ...patch,
});

describe("discount form state", () => {
  it("names each line 'Location — Service' and keeps odd location ids intact", () => {
    expect(lines).toEqual([
      {
        value: lineKey("loc:hq", 13),
        label: "Main office — Awareness training",
        locationId: "loc:hq",
        serviceId: 13,
        optional: false,
        added: false,
      },
    ]);
  });

  it("sends percentages as typed and dollar amounts in cents", () => {
    const { adjustments, errors } = adjustmentsFrom(
      [
        row({}),
        row({ key: 2, target: "setup", kind: "amount", value: "$1,250.5", reason: "Waived" }),
        row({ key: 3, target: lineKey("loc:hq", 13), value: "12.5%", reason: "Pilot" }),
      ],
      lines,
    );
    expect(errors).toEqual({});
    expect(adjustments).toEqual([
      { scope: "recurring", kind: "percent", value: 10, reason: "Multi-site agreement" },
      { scope: "setup", kind: "amount", value: 125_050, reason: "Waived" },
      {
        scope: "line",
        locationId: "loc:hq",
        serviceId: 13,
        kind: "percent",
        value: 12.5,
        reason: "Pilot",
      },
    ]);
  });

  it("keys field messages as the API does", () => {
    const { errors } = adjustmentsFrom(
      [row({}), row({ key: 2, value: "", reason: " " }), row({ key: 3, value: "120.5" })],
      lines,
    );
    expect(Object.keys(errors).sort()).toEqual([
      "adjustments.1.reason",
      "adjustments.1.value",
      "adjustments.2.value",
    ]);
  });

  it("starts from the version's discounts and sees when nothing changed", () => {
    const current = [
      {
        scope: "setup",
        kind: "amount",
        value: 5000,
        reason: "Waived",
        monthlyCents: 0,
        annualCents: 0,
        setupCents: 5000,
      },
    ] as SnapshotOption["adjustments"];
    const rows = rowsFrom(current);
    expect(rows[0]).toMatchObject({ target: "setup", kind: "amount", value: "50.00" });
    expect(sameAdjustments(adjustmentsFrom(rows, lines).adjustments, current)).toBe(true);
    expect(sameAdjustments([], current)).toBe(false);
  });

  it("formats changes with their sign", () => {
    expect(signedMoney(26_400)).toBe("+$264.00");
    expect(signedMoney(-1500)).toBe("−$15.00");
    expect(signedMoney(0)).toBe("No change");
    expect(typedDollarsToCents("abc")).toBeNaN();
  });
});
