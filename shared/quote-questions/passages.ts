import type { Service } from "../catalog/service";
import { priceBasisLabels } from "../catalog/service-constants";
import { formatMoney } from "../pricing/money";
import { figureLabels, perPeriodText } from "../quotes/presentation/labels";
import type { LineFigures } from "../quotes/presentation/line-figures";
import { documentOf } from "../quotes/presentation/quote-document";
import {
  appliedDiscounts,
  prepaySavingText,
  type QuoteFigures,
  quoteFigures,
} from "../quotes/presentation/quote-figures";
import type { QuoteSnapshot, SnapshotOption } from "../quotes/snapshot";
import { markdownSections } from "./markdown-text";
import type { PassageSource } from "./question";

/**
 * What answers are retrieved from (decision 070): short passages, each with the place a
 * reader can check it. Only what this quote page shows its own reader, and public content:
 * never another quote, the prospect's details or staff-only catalogue fields (cost, floor).
 */
export interface Passage {
  text: string;
  source: PassageSource;
}

/** The sections of the quote page a passage can point at. */
export const quoteAnchors = {
  top: "#top",
  lines: "#lines-title",
  totals: "#totals-title",
  /** The terms beside the acceptance form while the link is open, */
  termsOpen: "#accept-title",
  /** and in their own section once it is answered. */
  termsAnswered: "#terms-title",
} as const;

/** Services prospects may still choose that are not in this quote: built in the builder. */
export const CATALOGUE_URL = "/sb";

/** Longer texts are cut into passages of about this many characters, at block boundaries. */
const PASSAGE_CHARS = 700;

/** Consecutive blocks joined into passages of at most about PASSAGE_CHARS characters. */
export function chunked(blocks: readonly string[]): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const block of blocks) {
    if (current && current.length + block.length + 1 > PASSAGE_CHARS) {
      chunks.push(current);
      current = block;
    } else current = current ? `${current} ${block}` : block;
  }
  if (current) chunks.push(current);
  return chunks;
}

const calendarDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function lineText(location: string, line: LineFigures): string {
  if (line.notPriced) return `${location}: not priced, ${line.notPriced}`;
  const parts = [
    `${location}: ${line.quantity} × ${formatMoney(line.unitCents)} ${priceBasisLabels[line.basis]} = ${formatMoney(line.totalCents)} ${perPeriodText(line.billing)}`,
  ];
  if (line.setupCents > 0) parts.push(`setup ${formatMoney(line.setupCents)} once`);
  if (line.staffDiscountCents > 0) {
    parts.push(`${figureLabels.staffDiscount} −${formatMoney(line.staffDiscountCents)}`);
  }
  return parts.join(", ");
}

/** One passage per service of an option: where it is, how many, at what price. */
function linePassages(option: SnapshotOption, figures: QuoteFigures, label: string): Passage[] {
  const services = new Map<number, { line: LineFigures; parts: string[] }>();
  for (const location of figures.locations) {
    for (const line of location.lines) {
      const entry = services.get(line.serviceId) ?? { line, parts: [] };
      entry.parts.push(lineText(location.name, line));
      services.set(line.serviceId, entry);
    }
  }
  return [...services.values()].map(({ line, parts }) => ({
    text: `${line.name} (${line.category}) in ${option.name}: ${parts.join("; ")}. ${figureLabels.unitPrice}: ${line.unitExplanation}.${line.notes.length > 0 ? ` ${line.notes.join(" ")}` : ""}`,
    source: { kind: "quote", title: `${label}${line.name}`, url: quoteAnchors.lines },
  }));
}

/** An option's totals, discounts and the staff discounts' reasons, as the totals box says. */
function totalsPassage(option: SnapshotOption, figures: QuoteFigures, label: string): Passage {
  const rows = [
    `${figureLabels.monthly} ${formatMoney(figures.monthlyCents)} / mo`,
    `${figureLabels.annualPrepay} ${formatMoney(figures.annualPrepayCents)} / yr`,
    `${figureLabels.setup} ${formatMoney(figures.setupCents)}`,
    ...appliedDiscounts(figures).map(
      (discount) => `${discount.label}, ${discount.per}: −${formatMoney(discount.cents)}`,
    ),
    ...figures.staffAdjustments.map(
      (adjustment) => `${adjustment.description}: ${adjustment.reason}`,
    ),
  ];
  const saving = prepaySavingText(figures);
  return {
    text: `Total price of ${option.name}: ${rows.join("; ")}.${saving ? ` ${saving}.` : ""}`,
    source: { kind: "quote", title: `${label}Totals`, url: quoteAnchors.totals },
  };
}

/**
 * The quote's own passages: each option's services and totals, its validity and its terms
 * as the link froze them. The prospect's name and e-mail are not among them.
 */
export function quotePassages(snapshot: QuoteSnapshot, { answered }: { answered: boolean }) {
  const several = snapshot.options.length > 1;
  const passages: Passage[] = [];
  for (const option of snapshot.options) {
    const figures = quoteFigures(option);
    const label = several ? `${option.label}: ` : "";
    passages.push(...linePassages(option, figures, label), totalsPassage(option, figures, label));
  }
  passages.push({
    text: `Quote ${snapshot.reference}, "${snapshot.title}", was issued on ${calendarDay.format(new Date(snapshot.issuedAt))} and is valid until ${calendarDay.format(new Date(snapshot.validUntil))}.`,
    source: { kind: "quote", title: "Validity", url: quoteAnchors.top },
  });
  const termsUrl = answered ? quoteAnchors.termsAnswered : quoteAnchors.termsOpen;
  // One passage per term (a list item or paragraph): each is a rule of its own.
  for (const section of markdownSections(documentOf(snapshot).terms)) {
    for (const text of section.blocks) {
      passages.push({
        text,
        source: { kind: "terms", title: section.heading ?? "Terms", url: termsUrl },
      });
    }
  }
  return passages;
}

/**
 * The catalogue's public description and features of each service prospects may choose:
 * the quote's own services point at its lines, the others at the Service Builder.
 */
export function servicePassages(
  services: readonly Pick<Service, "id" | "name" | "category" | "description" | "features">[],
  snapshot: QuoteSnapshot,
): Passage[] {
  const quoted = new Set(
    snapshot.options.flatMap((option) =>
      option.locations.flatMap((location) => location.lines.map((line) => line.serviceId)),
    ),
  );
  return services.map((service) => ({
    text: `${service.name} (${service.category}): ${service.description}${service.features.length > 0 ? ` Features: ${service.features.join("; ")}.` : ""}`,
    source: {
      kind: "service",
      title: service.name,
      url: quoted.has(service.id) ? quoteAnchors.lines : CATALOGUE_URL,
    },
  }));
}
