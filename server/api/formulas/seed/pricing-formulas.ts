import type { SeedFormula } from "./seed-formula";

/** The quote-wide formulas: one of each purpose, as the engine expects. */
export const pricingFormulas: SeedFormula[] = [
  {
    key: "risk-level",
    name: "Risk level from the assessment",
    purpose: "risk-level",
    description:
      "Starts at low and adds a level for any compliance obligation, another for health, payment card or defense (CUI) data, and another for a large estate. The engine keeps the result within 1-4.",
    expression:
      "1 + (complianceCount > 0) + (hipaa || pciDss || cmmc) + (userCount > 100 || endpointCount > 150 || serverCount > 10 || locationCount > 3)",
  },
  {
    key: "volume-discount",
    name: "Volume discount",
    purpose: "volume-discount",
    description: "0.1% off a line for every unit above 50, reaching the 10% maximum at 150 units.",
    expression: "min(0.1, max(0, (quantity - 50) / 1000))",
  },
  {
    key: "annual-discount",
    name: "Annual prepay discount",
    purpose: "annual-discount",
    description:
      "10% off for paying a year up front; 12% when the monthly total is $5,000 or more.",
    expression: "if(monthlyTotal >= 5000, 0.12, 0.1)",
  },
];
