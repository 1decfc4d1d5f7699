import {
  type ApprovalPolicy,
  defaultApprovalPolicy,
  type StoredApprovalPolicy,
} from "@shared/quotes/discount-approval";
import {
  defaultQuoteTemplate,
  type QuoteTemplate,
  type StoredQuoteTemplate,
} from "@shared/quotes/document-template";
import type { CompanyProfile } from "@shared/settings/company-profile";
import { and, eq, sql } from "drizzle-orm";
import { type ContentCache, createContentCache } from "../../cache/content-cache";
import type { Database } from "../../db/client";
import { companyProfile } from "../../db/schema/settings";
import { hasAllSeedKeys } from "../../db/seeded";
import { defaultCompanyProfile } from "./company-profile-service";

/** Every public page shows the profile, so reads come from the content cache. */
export function createCompanyProfileRepository(
  db: Database,
  cache: ContentCache = createContentCache(),
) {
  const read = async (): Promise<CompanyProfile> => {
    const [row] = await db
      .select({
        name: companyProfile.name,
        postalAddress: companyProfile.postalAddress,
        phone: companyProfile.phone,
        supportEmail: companyProfile.supportEmail,
        salesEmail: companyProfile.salesEmail,
      })
      .from(companyProfile)
      .where(eq(companyProfile.id, 1));
    return row ?? defaultCompanyProfile;
  };

  const readTemplate = async (): Promise<StoredQuoteTemplate> => {
    const [row] = await db
      .select({
        logoUrl: companyProfile.logoUrl,
        brandColor: companyProfile.brandColor,
        coverLetter: companyProfile.coverLetter,
        terms: companyProfile.terms,
        nextSteps: companyProfile.nextSteps,
        acceptanceCheck: companyProfile.acceptanceCheck,
        version: companyProfile.templateVersion,
      })
      .from(companyProfile)
      .where(eq(companyProfile.id, 1));
    return {
      logoUrl: row?.logoUrl ?? defaultQuoteTemplate.logoUrl,
      brandColor: row?.brandColor ?? defaultQuoteTemplate.brandColor,
      coverLetter: row?.coverLetter ?? defaultQuoteTemplate.coverLetter,
      terms: row?.terms ?? defaultQuoteTemplate.terms,
      nextSteps: row?.nextSteps ?? defaultQuoteTemplate.nextSteps,
      acceptanceCheck: row?.acceptanceCheck ?? defaultQuoteTemplate.acceptanceCheck,
      version: row?.version ?? 0,
    };
  };

  const readPolicy = async (): Promise<StoredApprovalPolicy> => {
    const [row] = await db
      .select({
        percent: companyProfile.approvalPercentHundredths,
        monthly: companyProfile.approvalMonthlyCents,
        version: companyProfile.policyVersion,
      })
      .from(companyProfile)
      .where(eq(companyProfile.id, 1));
    if (!row) return { ...defaultApprovalPolicy, version: 0 };
    return {
      percentOver: row.percent === null ? null : row.percent / 100,
      monthlyOverCents: row.monthly,
      version: row.version,
    };
  };

  return {
    get: () => cache.get("profile", read),

    /** When a staff discount needs an approver (issue 35 §5); off until an Owner sets it. */
    approvalPolicy: () => cache.get("approval-policy", readPolicy),

    /** Saves over the version the editor loaded; null when someone saved in between. */
    async updateApprovalPolicy(
      policy: ApprovalPolicy,
      expectedVersion: number,
    ): Promise<StoredApprovalPolicy | null> {
      const [updated] = await db
        .update(companyProfile)
        .set({
          approvalPercentHundredths:
            policy.percentOver === null ? null : Math.round(policy.percentOver * 100),
          approvalMonthlyCents: policy.monthlyOverCents,
          policyVersion: sql`${companyProfile.policyVersion} + 1`,
        })
        .where(and(eq(companyProfile.id, 1), eq(companyProfile.policyVersion, expectedVersion)))
        .returning({ version: companyProfile.policyVersion });
      await cache.invalidate();
      return updated ? { ...policy, version: updated.version } : null;
    },

    /** The quote documents' template (issue 35 §6), the built-in one until staff save theirs. */
    quoteTemplate: () => cache.get("quote-template", readTemplate),

    /** Saves over the version the editor loaded; null when someone saved in between. */
    async updateQuoteTemplate(
      template: QuoteTemplate,
      expectedVersion: number,
    ): Promise<StoredQuoteTemplate | null> {
      const [updated] = await db
        .update(companyProfile)
        .set({ ...template, templateVersion: sql`${companyProfile.templateVersion} + 1` })
        .where(and(eq(companyProfile.id, 1), eq(companyProfile.templateVersion, expectedVersion)))
        .returning({ version: companyProfile.templateVersion });
      await cache.invalidate();
      return updated ? { ...template, version: updated.version } : null;
    },

    async update(profile: CompanyProfile): Promise<CompanyProfile> {
      await db
        .insert(companyProfile)
        .values({ id: 1, ...profile })
        .onConflictDoUpdate({ target: companyProfile.id, set: profile });
      await cache.invalidate();
      return profile;
    },

    async seed(): Promise<void> {
      if (await hasAllSeedKeys(db, companyProfile, companyProfile.id, [1])) return;
      await db
        .insert(companyProfile)
        .values({ id: 1, ...defaultCompanyProfile })
        .onConflictDoNothing();
      await cache.invalidate();
    },
  };
}

export type CompanyProfileRepository = ReturnType<typeof createCompanyProfileRepository>;
