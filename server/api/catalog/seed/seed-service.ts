import type { RiskMultipliers, ServiceInput } from "@shared/catalog/service";

/** A demo catalogue item: the editable fields plus the stable id formulas refer to. */
export type SeedService = { id: number } & ServiceInput;

/**
 * Stable ids of the demo catalogue, named once so prerequisites, dependencies and the seed
 * formulas read as words. Grouped by category in id order; never renumber (saved quotes and
 * formulas point at these ids).
 */
export const serviceIds = {
  endpointDetection: 1,
  patchManagement: 2,
  mobileDeviceManagement: 3,
  deviceEncryption: 4,
  legacyAntivirus: 5,
  managedDetection: 6,
  managedSiem: 7,
  identityThreatDetection: 8,
  incidentResponseRetainer: 9,
  emailSecurity: 10,
  emailEncryption: 11,
  dmarcManagement: 12,
  awarenessTraining: 13,
  serverBackup: 14,
  bcdrAppliance: 15,
  microsoft365Backup: 16,
  googleWorkspaceBackup: 17,
  disasterRecoveryTest: 18,
  microsoft365Management: 19,
  googleWorkspaceManagement: 20,
  cloudPostureManagement: 21,
  helpdeskBusinessHours: 22,
  helpdeskExtendedHours: 23,
  helpdeskAlwaysOn: 24,
  serverManagement: 25,
  managedFirewall: 26,
  managedWifi: 27,
  managedSdWan: 28,
  dnsFiltering: 29,
  vulnerabilityManagement: 30,
  externalScanning: 31,
  penetrationTest: 32,
  multiFactorAuthentication: 33,
  singleSignOn: 34,
  privilegedAccess: 35,
  passwordManager: 36,
  virtualCio: 37,
  virtualCiso: 38,
  hipaaReadiness: 39,
  pciDssReadiness: 40,
  soc2Readiness: 41,
  cmmcReadiness: 42,
  iso27001Readiness: 43,
  privacyReadiness: 44,
  complianceGapAssessment: 45,
  siteOnboarding: 46,
} as const;

/** Licenses and fixed-scope work cost the same whatever the prospect's risk. */
export const flatRisk: RiskMultipliers = { low: 1, medium: 1, high: 1, critical: 1 };

/** Monitored services: a riskier estate raises alert volume and analyst time. */
export const monitoringRisk: RiskMultipliers = { low: 1, medium: 1.1, high: 1.25, critical: 1.4 };

/** Advisory and compliance work: more controls and evidence to cover at higher risk. */
export const advisoryRisk: RiskMultipliers = { low: 1, medium: 1.05, high: 1.15, critical: 1.25 };

/** Usual quantity bounds by basis. */
export const perUser = { minQuantity: 1, maxQuantity: 10_000 } as const;
export const perEndpoint = { minQuantity: 1, maxQuantity: 10_000 } as const;
export const perServer = { minQuantity: 1, maxQuantity: 500 } as const;
/** A flat price taken once at a location. */
export const oncePerLocation = { minQuantity: 1, maxQuantity: 1 } as const;
