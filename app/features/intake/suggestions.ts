import type { SuggestionOutcome } from "@shared/analytics/suggestion-constants";
import {
  type ComplianceRequirement,
  complianceOptions,
  type SecurityFocus,
  securityFocusOptions,
  type Timeline,
  timelineOptions,
} from "@shared/assessment/options";
import { type OrganizationSize, organizationSizes } from "@shared/inquiries/inquiry-constants";
import type { IntakeField } from "@shared/intake/intake-constants";
import type { IntakeReading } from "@shared/intake/schema";

/**
 * What the intake understood, as chips the visitor reviews (issue 36 §1): one per answer,
 * with the quotes it came from. Each can be changed or rejected; nothing reaches the form
 * until the visitor accepts (decision 067).
 */
export interface Suggestion {
  /** Stable while the chip is edited: the field and the value the server read. */
  key: string;
  field: IntakeField;
  value: string | number;
  quotes: readonly string[];
  rejected: boolean;
}

export interface Choice {
  id: string;
  label: string;
}

const sizeChoices: Choice[] = organizationSizes.map((size) => ({
  id: size,
  label: `${size} employees`,
}));

/** The values a chip may be changed to; null for the location count (a number). */
export function choicesFor(field: IntakeField): readonly Choice[] | null {
  switch (field) {
    case "companySize":
      return sizeChoices;
    case "complianceRequirements":
      return complianceOptions;
    case "securityFocus":
      return securityFocusOptions;
    case "timeline":
      return timelineOptions;
    case "locationCount":
      return null;
  }
}

export const fieldLabels: Record<IntakeField, string> = {
  companySize: "Company size",
  locationCount: "Locations",
  complianceRequirements: "Compliance",
  securityFocus: "Security focus",
  timeline: "Timeline",
};

export function labelOf(field: IntakeField, value: string | number): string {
  if (field === "locationCount") {
    return value === 1 ? "1 location" : `${value} locations`;
  }
  return choicesFor(field)?.find((choice) => choice.id === value)?.label ?? String(value);
}

const order: IntakeField[] = [
  "companySize",
  "locationCount",
  "complianceRequirements",
  "securityFocus",
  "timeline",
];

/** The reading's answers as chips, in the form's order, each with its quotes. */
export function suggestionsOf(reading: IntakeReading): Suggestion[] {
  const values: [IntakeField, string | number][] = [];
  if (reading.companySize) values.push(["companySize", reading.companySize]);
  if (reading.locationCount) values.push(["locationCount", reading.locationCount]);
  for (const id of reading.complianceRequirements) values.push(["complianceRequirements", id]);
  for (const id of reading.securityFocus) values.push(["securityFocus", id]);
  if (reading.timeline) values.push(["timeline", reading.timeline]);
  values.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  return values.map(([field, value]) => ({
    key: `${field}:${value}`,
    field,
    value,
    quotes: reading.evidence
      .filter((item) => item.field === field && item.value === value)
      .map((item) => item.quote),
    rejected: false,
  }));
}

/** What the visitor kept, ready for the form. */
export interface AcceptedIntake {
  companySize: OrganizationSize | null;
  locationCount: number | null;
  complianceRequirements: ComplianceRequirement[];
  securityFocus: SecurityFocus[];
  timeline: Timeline | null;
}

export function acceptedOf(suggestions: readonly Suggestion[]): AcceptedIntake {
  const kept = suggestions.filter((suggestion) => !suggestion.rejected);
  const one = (field: IntakeField) => kept.find((suggestion) => suggestion.field === field)?.value;
  const many = <T>(field: IntakeField) => [
    ...new Set(kept.filter((s) => s.field === field).map((s) => s.value as T)),
  ];
  return {
    companySize: (one("companySize") as OrganizationSize | undefined) ?? null,
    locationCount: (one("locationCount") as number | undefined) ?? null,
    complianceRequirements: many<ComplianceRequirement>("complianceRequirements"),
    securityFocus: many<SecurityFocus>("securityFocus"),
    timeline: (one("timeline") as Timeline | undefined) ?? null,
  };
}

/** How each chip was answered: kept as read, kept with a changed value, or rejected. */
export function outcomesOf(suggestions: readonly Suggestion[]): SuggestionOutcome[] {
  return suggestions.map((suggestion) =>
    suggestion.rejected
      ? "rejected"
      : suggestion.key === `${suggestion.field}:${suggestion.value}`
        ? "accepted"
        : "corrected",
  );
}
