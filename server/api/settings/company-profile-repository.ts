import type { CompanyProfile } from "@shared/settings/company-profile";
import { eq } from "drizzle-orm";
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

  return {
    get: () => cache.get("profile", read),

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
