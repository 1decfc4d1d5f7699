/**
 * The Service Builder's assessment answers (issue 10), defined once: the builder's form,
 * the formula language's variables and the recommendation rules all read these lists.
 */

/** Compliance requirements a prospect can name; `variable` is the formula flag's name. */
export const complianceOptions = [
  { id: "hipaa", label: "HIPAA", variable: "hipaa" },
  { id: "pci-dss", label: "PCI DSS", variable: "pciDss" },
  { id: "soc2", label: "SOC 2", variable: "soc2" },
  { id: "cmmc", label: "CMMC", variable: "cmmc" },
  { id: "iso27001", label: "ISO 27001", variable: "iso27001" },
  { id: "gdpr-ccpa", label: "GDPR/CCPA", variable: "gdprCcpa" },
] as const;
export type ComplianceRequirement = (typeof complianceOptions)[number]["id"];
export const complianceIds = complianceOptions.map((option) => option.id) as [
  ComplianceRequirement,
  ...ComplianceRequirement[],
];

/** Security focus areas (several may be chosen); `variable` is the formula flag's name. */
export const securityFocusOptions = [
  { id: "ransomware-backup", label: "Ransomware and backup", variable: "focusRansomware" },
  { id: "email-phishing", label: "E-mail and phishing", variable: "focusEmail" },
  { id: "endpoint", label: "Endpoint protection", variable: "focusEndpoint" },
  { id: "identity-access", label: "Identity and access", variable: "focusIdentity" },
  { id: "cloud", label: "Cloud security", variable: "focusCloud" },
  { id: "data-protection", label: "Data protection", variable: "focusData" },
  { id: "monitoring-response", label: "24/7 monitoring and response", variable: "focusMonitoring" },
  { id: "awareness", label: "Security awareness", variable: "focusAwareness" },
] as const;
export type SecurityFocus = (typeof securityFocusOptions)[number]["id"];
export const securityFocusIds = securityFocusOptions.map((option) => option.id) as [
  SecurityFocus,
  ...SecurityFocus[],
];

export const timelineOptions = [
  { id: "asap", label: "As soon as possible" },
  { id: "1-3-months", label: "1-3 months" },
  { id: "3-6-months", label: "3-6 months" },
  { id: "later", label: "Later" },
] as const;
export type Timeline = (typeof timelineOptions)[number]["id"];
export const timelineIds = timelineOptions.map((option) => option.id) as [Timeline, ...Timeline[]];
