import type { PricingPlanInput } from "@shared/pricing/schemas";

type Package = Omit<PricingPlanInput, "category" | "period">;

const packages: Package[] = [
  {
    id: "compliance-hipaa",
    name: "HIPAA Compliance",
    description:
      "Safeguards, evidence and workforce training to meet the HIPAA Security and Privacy Rules.",
    priceCents: 199_500,
    annualPriceCents: 2_154_000,
    features: [
      "HIPAA Security Risk Analysis",
      "Policy & Procedure Library",
      "Business Associate Agreement Tracking",
      "Workforce HIPAA Training",
      "PHI Access Auditing",
      "Breach Response Playbook",
    ],
  },
  {
    id: "compliance-pci-dss",
    name: "PCI DSS Compliance",
    description:
      "PCI DSS v4.0 scoping, quarterly scans and questionnaire support for merchants and service providers.",
    priceCents: 179_500,
    annualPriceCents: 1_938_000,
    features: [
      "Cardholder Data Environment Scoping",
      "Quarterly ASV Vulnerability Scans",
      "SAQ & ROC Preparation",
      "Network Segmentation Review",
      "File Integrity Monitoring",
      "12-Month Log Retention",
    ],
  },
  {
    id: "compliance-gdpr-ccpa",
    name: "GDPR/CCPA Privacy Compliance",
    description:
      "Data mapping, consent and data-subject request handling for EU and California privacy law.",
    priceCents: 149_500,
    annualPriceCents: 1_614_000,
    features: [
      "Data Inventory & Mapping",
      "Data Protection Impact Assessments",
      "Data Subject Request Workflow",
      "Cookie & Consent Review",
      "Vendor Privacy Assessments",
      "Privacy Notice Updates",
    ],
  },
  {
    id: "compliance-soc-2",
    name: "SOC 2 Readiness",
    description:
      "Gap assessment, control implementation and auditor coordination for SOC 2 Type I and Type II.",
    priceCents: 249_500,
    annualPriceCents: 2_694_000,
    features: [
      "Trust Services Criteria Gap Assessment",
      "Control Implementation Support",
      "Continuous Evidence Collection",
      "Auditor Coordination",
      "Vendor Risk Management",
      "Security Policy Suite",
    ],
  },
  {
    id: "compliance-cmmc",
    name: "CMMC Level 2 Readiness",
    description:
      "NIST SP 800-171 implementation, SPRS scoring and assessment preparation for defense contractors.",
    priceCents: 299_500,
    annualPriceCents: 3_234_000,
    features: [
      "NIST SP 800-171 Gap Assessment",
      "System Security Plan (SSP)",
      "Plan of Action & Milestones",
      "SPRS Score Calculation",
      "CUI Enclave Design",
      "C3PAO Assessment Preparation",
    ],
  },
  {
    id: "compliance-iso-27001",
    name: "ISO 27001 Implementation",
    description:
      "ISMS design, risk treatment and internal audits leading to ISO/IEC 27001:2022 certification.",
    priceCents: 279_500,
    annualPriceCents: 3_018_000,
    features: [
      "ISMS Scope & Statement of Applicability",
      "Risk Assessment & Treatment Plan",
      "Annex A Control Implementation",
      "Internal Audit",
      "Management Review Support",
      "Certification Audit Support",
    ],
  },
  {
    id: "compliance-custom-framework",
    name: "Custom Framework Program",
    description:
      "A tailored program for NIST CSF, HITRUST, state regulations or several frameworks at once.",
    priceCents: 349_500,
    features: [
      "Multi-Framework Control Mapping",
      "Custom Policy Development",
      "Dedicated Compliance Manager",
      "Continuous Control Monitoring",
      "Executive Risk Reporting",
      "Audit Readiness Reviews",
    ],
  },
];

export const compliancePackages: PricingPlanInput[] = packages.map((item) => ({
  ...item,
  category: "compliance",
  period: "month",
}));
