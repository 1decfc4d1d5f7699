import type { PricingPlanInput } from "@shared/pricing/schemas";
import { backupAddOns } from "./backup-addons";
import { compliancePackages } from "./compliance-packages";
import { glossary } from "./glossary";
import { protectionPlans } from "./protection-plans";
import { servicePlans } from "./service-plans";

/** The demo catalogue inserted on first start; staff edit it from the admin area. */
export const seedPlans: PricingPlanInput[] = [
  ...protectionPlans,
  ...servicePlans,
  ...compliancePackages,
  ...backupAddOns,
];

export const seedExplanations = glossary;
