/**
 * Seed 001 §3 Service: the catalogue's fixed vocabulary and limits, apart from its schemas
 * (service.ts) so the engine and the pages that price in the browser load no schema
 * library with them (issue 37, decision 079).
 */

export const riskLevels = ["low", "medium", "high", "critical"] as const;
export type RiskLevel = (typeof riskLevels)[number];

/** Lucide icon names the catalogue may use; the UI maps each to its component. */
export const serviceIcons = [
  "shield",
  "shield-check",
  "radar",
  "mail",
  "graduation-cap",
  "hard-drive",
  "cloud",
  "headset",
  "network",
  "scan-search",
  "key-round",
  "briefcase",
  "clipboard-check",
  "rocket",
  "server",
  "laptop",
  "lock",
  "eye",
] as const;
export type ServiceIcon = (typeof serviceIcons)[number];

/**
 * How a service's price multiplies. At most one of the seed's three flags may be set; none
 * set means a flat price per location (quantity 1 at each location that takes it).
 */
export const priceBases = ["user", "endpoint", "server", "location"] as const;
export type PriceBasis = (typeof priceBases)[number];
export const priceBasisLabels: Record<PriceBasis, string> = {
  user: "per user",
  endpoint: "per endpoint",
  server: "per server",
  location: "per location",
};

export function priceBasis(flags: {
  pricePerUser: boolean;
  pricePerEndpoint: boolean;
  pricePerServer: boolean;
}): PriceBasis {
  if (flags.pricePerUser) return "user";
  if (flags.pricePerEndpoint) return "endpoint";
  if (flags.pricePerServer) return "server";
  return "location";
}

export const SERVICE_NAME_MAX = 120;
export const SERVICE_DESCRIPTION_MAX = 2000;
export const SERVICE_CATEGORY_MAX = 60;
export const SERVICE_FEATURE_MAX = 200;
export const SERVICE_FEATURES_MAX = 30;
export const SERVICE_LINKS_MAX = 20;
export const SERVICE_PRICE_MAX = 1_000_000;
export const SERVICE_QUANTITY_MAX = 100_000;
export const RISK_MULTIPLIER_MAX = 10;
