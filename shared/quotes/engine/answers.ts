import { complianceOptions, securityFocusOptions } from "../../assessment/options";
import type { FormulaValue } from "../../formulas/language";
import type { QuoteAnswers, QuoteLocation } from "./types";

type Values = Record<string, FormulaValue>;

/** The compliance and focus flags and their counts, as the formulas name them. */
export function answerValues(answers: QuoteAnswers): Values {
  const compliance = new Set<string>(answers.complianceRequirements);
  const focus = new Set<string>(answers.securityFocus);
  const values: Values = { complianceCount: compliance.size, focusCount: focus.size };
  for (const option of complianceOptions) values[option.variable] = compliance.has(option.id);
  for (const option of securityFocusOptions) values[option.variable] = focus.has(option.id);
  return values;
}

const sum = (locations: readonly QuoteLocation[], pick: (location: QuoteLocation) => number) =>
  locations.reduce((total, location) => total + pick(location), 0);

/** Values of the quote-wide formulas: counts summed over the locations, flags if any has it. */
export function quoteValues(answers: QuoteAnswers, locations: readonly QuoteLocation[]): Values {
  const counts: Values = {
    userCount: sum(locations, (location) => location.userCount),
    endpointCount: sum(locations, (location) => location.endpointCount),
    serverCount: sum(locations, (location) => location.serverCount),
    locationCount: locations.length,
    hasCloudServices: locations.some((location) => location.hasCloudServices),
    hasOnPremise: locations.some((location) => location.hasOnPremise),
    hasSaaSApps: locations.some((location) => location.hasSaaSApps),
  };
  return Object.assign(counts, answerValues(answers));
}

/** The values that differ from one location to the next (locationCount is the quote's). */
const ownLocationValues = new Set([
  "userCount",
  "endpointCount",
  "serverCount",
  "hasCloudServices",
  "hasOnPremise",
  "hasSaaSApps",
]);

/** Whether a formula reading `variables` can give each location a different result. */
export const readsLocation = (variables: readonly string[]) =>
  variables.some((name) => ownLocationValues.has(name));

/** One location's counts and flags, for the per-line formulas (with the answers' values). */
export function locationValues(location: QuoteLocation, locationCount: number): Values {
  return {
    userCount: location.userCount,
    endpointCount: location.endpointCount,
    serverCount: location.serverCount,
    locationCount,
    hasCloudServices: location.hasCloudServices,
    hasOnPremise: location.hasOnPremise,
    hasSaaSApps: location.hasSaaSApps,
  };
}
