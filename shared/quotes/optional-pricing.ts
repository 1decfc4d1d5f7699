import type { DecisionEvidence } from "./decision";
import { price } from "./engine/price";
import type { QuoteAnswers, QuoteResult, QuoteSelection } from "./engine/types";
import type { LineKey } from "./line-key";
import { optionFigures } from "./option-figures";
import { sameLine } from "./same-line";
import type { QuoteSnapshot, SnapshotOption } from "./snapshot";

/**
 * Marks the lines of chosen optional selections (issue 35 §7). Lines the engine added for
 * another service are never optional: they stay while what needs them stays.
 */
export function markOptional<T extends Pick<QuoteResult, "locations">>(
  result: T,
  selections: readonly QuoteSelection[],
): T {
  const optional = selections.filter((selection) => selection.optional);
  if (optional.length === 0) return result;
  for (const location of result.locations) {
    for (const line of location.lines) {
      if (line.addedFor !== undefined) continue;
      const key = { locationId: location.locationId, serviceId: line.serviceId };
      if (optional.some((selection) => sameLine(selection, key))) line.optional = true;
    }
  }
  return result;
}

/** The option's lines the customer may leave out. */
export function optionalLinesOf(option: SnapshotOption): LineKey[] {
  if (!option.pricing) return [];
  return option.locations.flatMap((location) =>
    location.lines
      .filter((line) => line.optional)
      .map((line) => ({ locationId: location.locationId, serviceId: line.serviceId })),
  );
}

/** The optional lines of `declined` that the option has; anything else is not a choice. */
export function unknownDeclines(option: SnapshotOption, declined: readonly LineKey[]): LineKey[] {
  const offered = optionalLinesOf(option);
  return declined.filter((key) => !offered.some((line) => sameLine(line, key)));
}

function answersOf(option: SnapshotOption): QuoteAnswers {
  const { complianceRequirements, securityFocus, timeline } = option.answers;
  return {
    complianceRequirements,
    securityFocus,
    ...(timeline ? { timeline: timeline as QuoteAnswers["timeline"] } : {}),
  } as QuoteAnswers;
}

/**
 * The option without the optional lines the customer left out, priced by the same engine
 * from the inputs frozen with it: with nothing left out it is the option as saved.
 */
export function repriceOption(
  option: SnapshotOption,
  declined: readonly LineKey[],
): SnapshotOption {
  const { pricing } = option;
  if (!pricing || declined.length === 0) return option;
  const selections = pricing.selections.filter(
    (selection) => !(selection.optional && declined.some((key) => sameLine(selection, key))),
  );
  const result = price({
    services: pricing.services,
    formulas: pricing.formulas,
    answers: answersOf(option),
    locations: option.sites,
    selections,
    adjustments: pricing.adjustments,
  });
  return { ...option, ...optionFigures(markOptional(result, selections)) };
}

/** The option a decision accepted, with exactly the lines accepted; null for a decline. */
export function acceptedOption(
  snapshot: QuoteSnapshot,
  evidence: Pick<DecisionEvidence, "position" | "declinedOptional">,
): SnapshotOption | null {
  const option = evidence.position === null ? undefined : snapshot.options[evidence.position];
  return option ? repriceOption(option, evidence.declinedOptional) : null;
}

/**
 * The snapshot as accepted: the accepted option priced with exactly the lines accepted, so
 * the PDF and the quote page show the binding figures. The snapshot's hash stays the one of
 * what the prospect was shown.
 */
export function asAccepted(
  snapshot: QuoteSnapshot,
  evidence: Pick<DecisionEvidence, "decision" | "position" | "declinedOptional"> | null,
): QuoteSnapshot {
  if (evidence?.decision !== "accepted" || evidence.declinedOptional.length === 0) return snapshot;
  const accepted = acceptedOption(snapshot, evidence);
  if (!accepted) return snapshot;
  return {
    ...snapshot,
    options: snapshot.options.map((option, index) =>
      index === evidence.position ? accepted : option,
    ),
  };
}
