import type { EmailBrand } from "../../outbox/outbox";
import type { CompanyProfile } from "../../settings/company-profile";
import type { AcceptanceCheck } from "../acceptance-check-constants";
import type { QuoteDocumentOverride, QuoteTemplate } from "../document-template";
import {
  DEFAULT_BRAND_COLOR,
  fillPlaceholders,
  type PlaceholderValues,
  stepsOf,
} from "../document-text";
import { NEXT_STEPS } from "../next-steps";
import type { PreparedFor, QuoteSnapshot, SnapshotDocument } from "../snapshot";

/** "April 1, 2026": a quote's days are calendar days in UTC, the same for every reader. */
const calendarDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** What the placeholders of a quote's documents stand for, from what the link freezes. */
export function placeholderValues(quote: {
  provider: CompanyProfile;
  preparedFor: PreparedFor | null;
  title: string;
  reference: string;
  validUntil: string;
}): PlaceholderValues {
  return {
    "prospect.companyName": quote.preparedFor?.companyName || "your company",
    "prospect.contactName": quote.preparedFor?.contactName || "Sir or Madam",
    "quote.title": quote.title,
    "quote.reference": quote.reference,
    "quote.validUntil": calendarDay.format(new Date(quote.validUntil)),
    "company.name": quote.provider.name,
    "company.phone": quote.provider.phone,
    "company.salesEmail": quote.provider.salesEmail,
  };
}

/**
 * The documents a new link freezes (issue 35 §6): the quote's own cover letter and terms
 * where staff wrote them, the provider's otherwise, with the placeholders filled.
 */
export function snapshotDocument(
  template: QuoteTemplate,
  override: QuoteDocumentOverride,
  values: PlaceholderValues,
): SnapshotDocument {
  return {
    logoUrl: template.logoUrl,
    brandColor: template.brandColor,
    coverLetter: fillPlaceholders(override.coverLetter ?? template.coverLetter, values),
    terms: fillPlaceholders(override.terms ?? template.terms, values),
    nextSteps: stepsOf(template.nextSteps),
    acceptanceCheck: template.acceptanceCheck,
  };
}

/** What happens after acceptance, as the link froze it (the defaults for older links). */
export const nextStepsOf = (snapshot: Pick<QuoteSnapshot, "document">): readonly string[] =>
  snapshot.document?.nextSteps ?? NEXT_STEPS;

/** What accepting the link asks for; links made before the setting ask for no more. */
export const acceptanceCheckOf = (snapshot: Pick<QuoteSnapshot, "document">): AcceptanceCheck =>
  snapshot.document?.acceptanceCheck ?? "off";

/**
 * The documents every surface shows for a link: its own, or for a link made before templates
 * existed, its fixed terms as a numbered list and no cover letter.
 */
export function documentOf(snapshot: Pick<QuoteSnapshot, "document" | "terms">): SnapshotDocument {
  return (
    snapshot.document ?? {
      logoUrl: null,
      brandColor: DEFAULT_BRAND_COLOR,
      coverLetter: "",
      terms: snapshot.terms.map((term, index) => `${index + 1}. ${term}`).join("\n"),
    }
  );
}

/** How the link's e-mails look (issue 35 §6): its provider, logo and colour, as it froze them. */
export function emailBrandOf(
  snapshot: Pick<QuoteSnapshot, "document" | "terms" | "provider">,
): EmailBrand {
  const { logoUrl, brandColor } = documentOf(snapshot);
  return { name: snapshot.provider.name, logoUrl, color: brandColor };
}
