import type { Service } from "@shared/catalog/service";
import type { QuoteAdjustment } from "@shared/quotes/engine/adjustments";
import { price } from "@shared/quotes/engine/price";
import { recommend } from "@shared/quotes/engine/recommendations";
import { sampleAnswers } from "@shared/quotes/engine/sample-quote";
import type { QuoteLocation } from "@shared/quotes/engine/types";
import {
  type QuoteSnapshot,
  quoteSnapshotSchema,
  type SnapshotOption,
} from "@shared/quotes/snapshot";
import { SHARE_DAYS_DEFAULT } from "@shared/quotes/status";
import { QUOTE_TERMS } from "@shared/quotes/terms";
import { seedCatalogue } from "../formulas/seed/seed-catalogue";
import { defaultCompanyProfile } from "../settings/company-profile-service";

/**
 * A shared quote's snapshot as production makes it, for tests and the bench: the seeded
 * catalogue and formulas priced by the engine for a HIPAA clinic group (the admin sample's
 * answers), one to four options of growing scope, staff discounts included. Deterministic.
 */
export interface SampleSnapshotOptions {
  locations: number;
  /** 1 to 4 (MAX_OPTIONS); default 1. */
  options?: number;
}

const CITIES = ["Baltimore", "Annapolis", "Columbia", "Towson", "Frederick", "Bel Air"];
const TIERS = [
  { name: "Essential protection", extra: [] as number[] },
  { name: "Recommended protection", extra: [] },
  { name: "Complete protection", extra: [] },
  { name: "Complete protection with advisory", extra: [37, 38, 24, 35] },
];
export const SAMPLE_ISSUED_AT = "2026-03-02T15:30:00.000Z";

function sampleLocations(count: number): QuoteLocation[] {
  return Array.from({ length: count }, (_, index) => {
    const round = Math.floor(index / CITIES.length);
    const city = CITIES[index % CITIES.length];
    const users = 12 + ((index * 7) % 40);
    return {
      id: `loc-${index + 1}`,
      name:
        index === 0 ? `${city} Headquarters` : `${city} Clinic${round > 0 ? ` ${round + 1}` : ""}`,
      userCount: users,
      endpointCount: users + 5 + (index % 6),
      serverCount: index === 0 ? 6 : index % 4,
      hasCloudServices: true,
      hasOnPremise: index % 3 !== 2,
      hasSaaSApps: true,
    };
  });
}

/** Tier 0: the essential recommendations; 1: plus eight more; 2: all; 3: all plus advisory. */
function tierServices(recommended: { serviceId: number; essential: boolean }[], tier: number) {
  const essential = recommended.filter((entry) => entry.essential).map((entry) => entry.serviceId);
  const others = recommended.filter((entry) => !entry.essential).map((entry) => entry.serviceId);
  const chosen =
    tier === 0 ? essential : [...essential, ...others.slice(0, tier === 1 ? 8 : undefined)];
  return [...chosen, ...(TIERS[tier]?.extra ?? [])];
}

function tierAdjustments(tier: number, firstLocation: string): QuoteAdjustment[] {
  if (tier % 2 === 0) {
    return [
      { scope: "recurring", kind: "percent", value: 5, reason: "Multi-site partnership rate" },
      {
        scope: "setup",
        kind: "amount",
        value: 50_000,
        reason: "Onboarding credit for signing this quarter",
      },
    ];
  }
  return [
    {
      scope: "line",
      locationId: firstLocation,
      serviceId: 1,
      kind: "percent",
      value: 10,
      reason: "Matching your current EDR contract",
    },
  ];
}

function sampleOption(
  catalogue: { services: Service[]; formulas: ReturnType<typeof seedCatalogue>["formulas"] },
  locations: QuoteLocation[],
  tier: number,
  index: number,
): SnapshotOption {
  const base = { ...catalogue, answers: sampleAnswers, locations };
  const services = tierServices(recommend(base).recommendations, tier);
  const result = price({
    ...base,
    selections: locations.flatMap((location) =>
      services.map((serviceId) => ({ locationId: location.id, serviceId })),
    ),
    adjustments: tierAdjustments(tier, locations[0]?.id ?? ""),
  });
  return {
    label: `Option ${String.fromCharCode(65 + index)}`,
    configurationId: `5f0c2a4e-8b1d-4c3a-9e7f-${String(index + 1).padStart(12, "0")}`,
    version: 1,
    name: TIERS[tier]?.name ?? "Option",
    riskLevel: result.riskLevel,
    answers: {
      complianceRequirements: [...sampleAnswers.complianceRequirements],
      securityFocus: [...sampleAnswers.securityFocus],
      timeline: "1-3-months",
    },
    sites: locations,
    locations: result.locations,
    totals: result.totals,
    yearlyPayMonthlyCents: result.yearlyPayMonthlyCents,
    volumeDiscountCents: result.volumeDiscountCents,
    prepayDiscountRate: result.prepayDiscountRate,
    prepayDiscountCents: result.prepayDiscountCents,
    staffDiscountCents: result.staffDiscountCents,
    setupDiscountCents: result.setupDiscountCents,
    adjustments: result.adjustments,
    formulaVersions: result.formulaVersions,
  };
}

export function sampleSnapshot({ locations, options = 1 }: SampleSnapshotOptions): QuoteSnapshot {
  const count = Math.min(Math.max(Math.trunc(options), 1), TIERS.length);
  const sites = sampleLocations(Math.max(1, Math.trunc(locations)));
  const catalogue = seedCatalogue();
  // One option: the middle tier; several: from the smallest up.
  const tiers = count === 1 ? [1] : Array.from({ length: count }, (_, index) => index);
  const validUntil = new Date(Date.parse(SAMPLE_ISSUED_AT) + SHARE_DAYS_DEFAULT * 86_400_000);
  // Through the schema, as a stored snapshot is read: a drift from production's shape fails here.
  return quoteSnapshotSchema.parse({
    schema: 1,
    reference: "Q-2026-7K3M9P",
    title: "Managed security and IT services",
    preparedFor: {
      companyName: "Chesapeake Family Health",
      contactName: "Dana Whitfield",
      email: "dana.whitfield@chesapeakehealth.example",
    },
    provider: defaultCompanyProfile,
    issuedAt: SAMPLE_ISSUED_AT,
    validUntil: validUntil.toISOString(),
    terms: [...QUOTE_TERMS],
    options: tiers.map((tier, index) => sampleOption(catalogue, sites, tier, index)),
  } satisfies QuoteSnapshot);
}
