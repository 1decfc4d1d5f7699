import {
  advisoryRisk,
  flatRisk,
  serviceIds as ids,
  oncePerLocation,
  type SeedService,
} from "./seed-service";

/** Every readiness program is a flat monthly fee after a gap assessment (the setup fee). */
const readiness = {
  category: "Compliance",
  ...oncePerLocation,
  riskLevelMultiplier: advisoryRisk,
  icon: "clipboard-check",
} satisfies Partial<SeedService>;

/** Compliance readiness per framework and Onboarding (ids 39-46). */
export const complianceServices: SeedService[] = [
  {
    ...readiness,
    id: ids.hipaaReadiness,
    name: "HIPAA Compliance Readiness",
    description:
      "A HIPAA Security Rule risk analysis, the policies and procedures it calls for, business associate agreement tracking and the evidence an OCR investigation would ask for, kept current every month.",
    price: 795,
    setupFee: 2500,
    features: [
      "Security Rule risk analysis and risk management plan",
      "HIPAA policy and procedure set",
      "Business associate agreement tracking",
      "Evidence binder kept current",
    ],
    dependencies: [ids.vulnerabilityManagement],
  },
  {
    ...readiness,
    id: ids.pciDssReadiness,
    name: "PCI DSS Compliance Readiness",
    description:
      "Scoping of your cardholder data environment, the right Self-Assessment Questionnaire completed with you, and the PCI DSS v4.0 evidence your acquiring bank expects each year.",
    price: 695,
    setupFee: 2000,
    features: [
      "Cardholder data environment scoping",
      "Self-Assessment Questionnaire support",
      "Network segmentation review",
      "Annual attestation of compliance",
    ],
    dependencies: [ids.externalScanning],
  },
  {
    ...readiness,
    id: ids.soc2Readiness,
    name: "SOC 2 Readiness",
    description:
      "A gap assessment against the Trust Services Criteria, the policies and controls your auditor will test, and evidence collection through a Type I and into a Type II audit period.",
    price: 1495,
    setupFee: 5000,
    features: [
      "Trust Services Criteria gap assessment",
      "Policy set and control matrix",
      "Continuous evidence collection",
      "Auditor coordination",
    ],
    dependencies: [ids.vulnerabilityManagement],
  },
  {
    ...readiness,
    id: ids.cmmcReadiness,
    name: "CMMC Level 2 Readiness",
    description:
      "An assessment against the 110 requirements of NIST SP 800-171, your System Security Plan and Plan of Action, and a SPRS score, preparing you for a CMMC Level 2 assessment.",
    price: 1995,
    setupFee: 7500,
    features: [
      "NIST SP 800-171 gap assessment",
      "System Security Plan and POA&M",
      "SPRS score calculation",
      "CUI boundary and data flow mapping",
      "Mock assessment before the C3PAO visit",
    ],
    dependencies: [ids.multiFactorAuthentication, ids.vulnerabilityManagement],
  },
  {
    ...readiness,
    id: ids.iso27001Readiness,
    name: "ISO 27001 Readiness",
    description:
      "An information security management system built to ISO/IEC 27001:2022: scope, risk assessment, Statement of Applicability, internal audit and management review, ready for certification.",
    price: 1295,
    setupFee: 4500,
    features: [
      "ISMS scope and risk assessment",
      "Statement of Applicability for Annex A",
      "Internal audit and management review",
      "Certification audit support",
    ],
    dependencies: [ids.vulnerabilityManagement],
  },
  {
    ...readiness,
    id: ids.privacyReadiness,
    name: "GDPR & CCPA Privacy Readiness",
    description:
      "A map of the personal data you collect and where it flows, records of processing, data protection impact assessments, and a workflow for access and deletion requests.",
    price: 595,
    setupFee: 1500,
    features: [
      "Personal data inventory and flow map",
      "Records of processing activities",
      "Data protection impact assessments",
      "Data subject request workflow",
    ],
  },
  {
    id: ids.complianceGapAssessment,
    name: "Annual Compliance Gap Assessment",
    description:
      "A yearly independent review of your controls against the framework you choose, with a scored gap report and a prioritized remediation plan. Billed annually.",
    category: "Compliance",
    price: 4500,
    annual: true,
    ...oncePerLocation,
    riskLevelMultiplier: flatRisk,
    features: [
      "Control-by-control review of one framework",
      "Interviews and evidence sampling",
      "Scored gap report",
      "Prioritized remediation plan",
    ],
    icon: "clipboard-check",
  },
  {
    id: ids.siteOnboarding,
    name: "Site Onboarding & IT Documentation",
    description:
      "A structured takeover of each site: discovery of every device, account and license, documentation of the network, and ongoing upkeep of that documentation for your team and ours.",
    category: "Onboarding",
    price: 79,
    setupFee: 1250,
    ...oncePerLocation,
    riskLevelMultiplier: flatRisk,
    features: [
      "Device, account and license discovery",
      "Network diagram and credential vault",
      "Documentation kept current each month",
      "Onboarding call with your staff",
    ],
    icon: "rocket",
    recommended: true,
  },
];
