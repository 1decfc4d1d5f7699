import type { ServiceInput } from "@shared/catalog/service";

let counter = 0;

/** A valid service for API tests, unique per call; `overrides` replace any field. */
export function newService(overrides: Partial<ServiceInput> = {}): ServiceInput {
  counter += 1;
  return {
    name: `Test Service ${counter}`,
    description: "A service made by a test.",
    category: "Test Category",
    price: 12.5,
    setupFee: 100,
    pricePerUser: true,
    riskLevelMultiplier: { low: 1, medium: 1.15, high: 1.3, critical: 1.5 },
    features: ["First feature", "Second feature"],
    icon: "shield",
    minQuantity: 1,
    maxQuantity: 500,
    ...overrides,
  };
}
