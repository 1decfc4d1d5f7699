import { describe, expect, it } from "vitest";
import { planFeaturesSchema, pricingPlanInputSchema } from "./schemas";

const valid = {
  id: "user-protection-basic",
  category: "user-protection",
  name: "Basic",
  description: "Essentials.",
  priceCents: 1200,
  features: ["MFA"],
};

describe("planFeaturesSchema", () => {
  it("accepts strings and {text, included}", () => {
    expect(planFeaturesSchema.parse(["A", { text: "B", included: false }])).toEqual([
      "A",
      { text: "B", included: false },
    ]);
  });

  it.each([[[""]], [[{ text: "A" }]], [[{ text: "A", included: "yes" }]], [[42]], ["A"]])(
    "rejects %j",
    (value) => {
      expect(planFeaturesSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe("pricingPlanInputSchema", () => {
  it("fills the defaults", () => {
    expect(pricingPlanInputSchema.parse(valid)).toMatchObject({
      kind: "plan",
      period: "month",
      annualPriceCents: null,
      badge: null,
    });
  });

  it("says what is wrong in words", () => {
    const result = pricingPlanInputSchema.safeParse({
      ...valid,
      id: "Bad Id",
      category: "gold",
      priceCents: 12.5,
      name: " ",
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Use lowercase letters, digits and single hyphens",
        "Choose a pricing category",
        "Enter the price in whole cents",
        "Enter the plan name",
      ]),
    );
  });

  it("keeps backup add-ons to the protection categories", () => {
    expect(
      pricingPlanInputSchema.safeParse({ ...valid, kind: "backup-addon", category: "compliance" })
        .success,
    ).toBe(false);
    expect(pricingPlanInputSchema.safeParse({ ...valid, kind: "backup-addon" }).success).toBe(true);
  });
});
