import type { CaseStudyMetric, CaseStudyTestimonial } from "@shared/case-studies/case-study";
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { auditTimestamps } from "./columns";

/** Success stories of the landing page; staff manage them in /admin/case-studies. */
export const caseStudies = pgTable(
  "case_studies",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    slug: text("slug").notNull(),
    company: text("company").notNull(),
    industry: text("industry").notNull(),
    logoUrl: text("logo_url").notNull(),
    logoAlt: text("logo_alt").notNull().default(""),
    imageUrl: text("image_url").notNull(),
    imageAlt: text("image_alt").notNull().default(""),
    challenge: text("challenge").notNull(),
    solution: text("solution").notNull(),
    result: text("result").notNull(),
    metrics: jsonb("metrics").$type<CaseStudyMetric[]>().notNull(),
    testimonial: jsonb("testimonial").$type<CaseStudyTestimonial>().notNull(),
    projectDuration: text("project_duration").notNull(),
    roi: text("roi").notNull(),
    /** Position in the industry tabs, ascending. */
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(true),
    /** Counts staff saves: an edit based on an older version answers 409. */
    version: integer("version").notNull().default(1),
    ...auditTimestamps,
  },
  (table) => [uniqueIndex("case_studies_slug_key").on(table.slug)],
);
