/** Seed 000 §2: the six pricing categories, in tab order. */
export const pricingCategories = [
  "user-protection",
  "endpoint-protection",
  "server-protection",
  "vcio-services",
  "application-development",
  "compliance",
] as const;
export type PricingCategory = (typeof pricingCategories)[number];

export const DEFAULT_PRICING_CATEGORY: PricingCategory = "user-protection";

/** The categories whose tabs show backup add-ons above the comparison table. */
export const protectionCategories = [
  "user-protection",
  "endpoint-protection",
  "server-protection",
] as const satisfies readonly PricingCategory[];
export type ProtectionCategory = (typeof protectionCategories)[number];

export function isPricingCategory(value: string): value is PricingCategory {
  return (pricingCategories as readonly string[]).includes(value);
}

export function isProtectionCategory(value: string): value is ProtectionCategory {
  return (protectionCategories as readonly string[]).includes(value);
}
