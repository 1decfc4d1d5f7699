import {
  type ComplianceRequirement,
  complianceIds,
  complianceOptions,
} from "../assessment/options";
import { type OrganizationSize, organizationSizes } from "../inquiries/inquiry-constants";

/**
 * Who counts as "a company like yours" (issue 36 §2, decision 071). The builder knows no
 * industry, so a segment is the company's size, in the contact form's buckets, read from the
 * users of all its locations, and exactly the compliance requirements it named. The same
 * function reads a visitor's draft and an accepted quote's snapshot, so both land in the
 * same segment for the same answers.
 */
export interface Segment {
  size: OrganizationSize;
  /** In the order of the assessment's options, each once. */
  compliance: ComplianceRequirement[];
}

/** The most people a bucket holds: "11-50" -> 50; the last one ("501+") has no ceiling. */
const ceiling = (size: OrganizationSize) => {
  const [, most] = size.split("-");
  return most === undefined ? Number.POSITIVE_INFINITY : Number(most);
};

export function sizeOf(users: number): OrganizationSize {
  return organizationSizes.find((size) => users <= ceiling(size)) ?? "501+";
}

export function segmentOf(quote: {
  complianceRequirements: readonly string[];
  sites: readonly { userCount: number }[];
}): Segment {
  const users = quote.sites.reduce((sum, site) => sum + site.userCount, 0);
  return {
    size: sizeOf(users),
    compliance: complianceIds.filter((id) => quote.complianceRequirements.includes(id)),
  };
}

/** "11-50|hipaa+pci-dss", "1-10|" for no requirement: how counts and hidden patterns are keyed. */
export const segmentKey = (segment: Segment) => `${segment.size}|${segment.compliance.join("+")}`;

/** The segment a key names, or null for anything segmentKey would not make. */
export function parseSegmentKey(key: string): Segment | null {
  const [size, compliance, ...rest] = key.split("|");
  if (rest.length > 0 || compliance === undefined) return null;
  if (!organizationSizes.includes(size as OrganizationSize)) return null;
  const named = compliance === "" ? [] : compliance.split("+");
  const segment: Segment = {
    size: size as OrganizationSize,
    compliance: complianceIds.filter((id) => named.includes(id)),
  };
  return segmentKey(segment) === key ? segment : null;
}

const labels = new Map<string, string>(
  complianceOptions.map((option) => [option.id, option.label]),
);

/** "HIPAA", "HIPAA and PCI DSS", "HIPAA, SOC 2 and PCI DSS". */
export function requirementsText(compliance: readonly ComplianceRequirement[]): string {
  const names = compliance.map((id) => labels.get(id) ?? id);
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** How the builder names the visitor's peers: "companies of your size with HIPAA". */
export function peersText(segment: Segment): string {
  return segment.compliance.length > 0
    ? `companies of your size with ${requirementsText(segment.compliance)}`
    : "companies of your size";
}

/** How staff read a segment: "11-50 people, HIPAA and PCI DSS" or "11-50 people, no requirement". */
export function segmentLabel(segment: Segment): string {
  return `${segment.size} people, ${
    segment.compliance.length > 0
      ? requirementsText(segment.compliance)
      : "no compliance requirement"
  }`;
}
