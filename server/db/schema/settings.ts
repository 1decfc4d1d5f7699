import { acceptanceChecks } from "@shared/quotes/acceptance-check-constants";
import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { auditTimestamps } from "./columns";

/** The company profile shown on the public site and in quotes; exactly one row (id 1). */
export const companyProfile = pgTable(
  "company_profile",
  {
    id: smallint("id").primaryKey().default(1),
    name: text("name").notNull(),
    postalAddress: text("postal_address").notNull(),
    phone: text("phone").notNull(),
    supportEmail: text("support_email").notNull(),
    salesEmail: text("sales_email").notNull(),
    /**
     * The quote documents' template (issue 35 §6); each null until staff set it, and then the
     * built-in default of shared/settings/quote-template.ts applies.
     */
    logoUrl: text("logo_url"),
    brandColor: text("brand_color"),
    coverLetter: text("cover_letter"),
    terms: text("terms"),
    /** Issue 35 §3: after-acceptance steps (one per line) and what accepting asks for. */
    nextSteps: text("next_steps"),
    acceptanceCheck: text("acceptance_check", { enum: acceptanceChecks }),
    /** Bumped by each template save, so two staff saving at once get a 409, not a lost edit. */
    templateVersion: integer("template_version").notNull().default(0),
    /**
     * Issue 35 §5, decision 068: a staff discount over this share of the first year (in
     * hundredths of a percent) or this much a month needs an approver; null turns it off.
     */
    approvalPercentHundredths: integer("approval_percent_hundredths"),
    approvalMonthlyCents: bigint("approval_monthly_cents", { mode: "number" }),
    /** Bumped by each save of the selling rules (409 on a stale one). */
    policyVersion: integer("policy_version").notNull().default(0),
    ...auditTimestamps,
  },
  (table) => [check("company_profile_single_row", sql`${table.id} = 1`)],
);
