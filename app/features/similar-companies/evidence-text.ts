import { MIN_SUPPORT, quoteWeights } from "@shared/similar-companies/rules";
import type { PublicPattern } from "@shared/similar-companies/schema";
import { peersText, requirementsText, type Segment } from "@shared/similar-companies/segment";

/** The words beside a recommendation and in its popover (issue 36 §2, decision 071). */

const percent = (share: number) => `${Math.round(share * 100)}%`;
const tenths = (lift: number) => lift.toLocaleString("en-US", { maximumFractionDigits: 1 });

/** "Chosen by 7 of 9 companies of your size with HIPAA". */
export const chosenByText = (pattern: PublicPattern, segment: Segment) =>
  `Chosen by ${pattern.support} of ${pattern.segmentQuotes} ${peersText(segment)}`;

/** Support, confidence and lift, each said in plain words. */
export function evidenceText(pattern: PublicPattern, segment: Segment) {
  const { support, segmentQuotes, confidence, baseline, lift } = pattern;
  const overall = `${percent(baseline)} of all quotes`;
  return {
    peers: `${segment.size} people across all your locations, with ${
      segment.compliance.length > 0
        ? `exactly these requirements: ${requirementsText(segment.compliance)}`
        : "no compliance requirement"
    }.`,
    support: `${support} of the ${segmentQuotes} quotes from companies like yours include it. We show a pattern only when at least ${MIN_SUPPORT} quotes chose it, so no one's quote can be picked out.`,
    confidence: `${percent(confidence)}: how often companies like yours chose it, where a quote saved but not accepted counts ${percent(quoteWeights.saved / quoteWeights.accepted)} of an accepted one.`,
    lift:
      lift >= 1.05
        ? `${tenths(lift)}×: companies like yours choose it ${tenths(lift)} times as often as our customers overall (${overall}).`
        : lift > 0.95
          ? `About 1×: companies like yours choose it as often as our customers overall (${overall}).`
          : `${tenths(lift)}×: companies like yours choose it less often than our customers overall (${overall}).`,
  };
}
