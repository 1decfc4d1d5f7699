import { type CaseStudy, caseStudySchema } from "@shared/case-studies/case-study";
import { asc, eq } from "drizzle-orm";
import { type ContentCache, createContentCache } from "../../cache/content-cache";
import type { Database } from "../../db/client";
import { caseStudies } from "../../db/schema/case-studies";
import { hasAnyRow } from "../../db/seeded";
import { demoCaseStudies } from "./demo-case-studies";

export const caseStudyColumns = {
  id: caseStudies.id,
  slug: caseStudies.slug,
  company: caseStudies.company,
  industry: caseStudies.industry,
  logoUrl: caseStudies.logoUrl,
  logoAlt: caseStudies.logoAlt,
  imageUrl: caseStudies.imageUrl,
  imageAlt: caseStudies.imageAlt,
  challenge: caseStudies.challenge,
  solution: caseStudies.solution,
  result: caseStudies.result,
  metrics: caseStudies.metrics,
  testimonial: caseStudies.testimonial,
  projectDuration: caseStudies.projectDuration,
  roi: caseStudies.roi,
};

export function createCaseStudyRepository(
  db: Database,
  cache: ContentCache = createContentCache(),
) {
  return {
    /** Published case studies in tab order; JSONB is validated on read; cached. */
    listPublished: (): Promise<CaseStudy[]> =>
      cache.get("published", async () => {
        const rows = await db
          .select(caseStudyColumns)
          .from(caseStudies)
          .where(eq(caseStudies.published, true))
          .orderBy(asc(caseStudies.sortOrder), asc(caseStudies.id));
        return rows.map((row) => caseStudySchema.parse(row));
      }),

    async seed(): Promise<void> {
      if (await hasAnyRow(db, caseStudies)) return;
      await db
        .insert(caseStudies)
        .values(
          demoCaseStudies.map((study, index) => ({
            ...caseStudySchema.parse(study),
            sortOrder: index,
          })),
        )
        .onConflictDoNothing();
      await cache.invalidate();
    },
  };
}

export type CaseStudyRepository = ReturnType<typeof createCaseStudyRepository>;
