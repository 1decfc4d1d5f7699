import { serviceIds as ids } from "../../catalog/seed/seed-service";
import { frameworkRules } from "./seed-formula";

/** PCI DSS v4.0 (requirement numbers unchanged in v4.0.1). */
export const pciDssRules = frameworkRules("pci-dss", [
  {
    topic: "scope",
    serviceId: ids.pciDssReadiness,
    essential: true,
    safeguard: "PCI DSS v4.0 Requirement 12.5.2 (scope documented and confirmed every 12 months)",
    reason:
      "You accept card payments, so PCI DSS applies: your cardholder data scope must be confirmed every year (Requirement 12.5.2) and compliance attested; this program prepares both.",
  },
  {
    topic: "malware",
    serviceId: ids.endpointDetection,
    essential: true,
    safeguard:
      "PCI DSS v4.0 Requirement 5 (protect all systems and networks from malicious software)",
    reason:
      "PCI DSS requires anti-malware protection on systems at risk of malware (Requirement 5); EDR covers every workstation and server in or connected to your card environment.",
  },
  {
    topic: "anti-phishing",
    serviceId: ids.emailSecurity,
    essential: true,
    safeguard: "PCI DSS v4.0 Requirement 5.4.1 (automated anti-phishing mechanisms)",
    reason:
      "Since March 2025, PCI DSS requires automated mechanisms that detect and protect personnel against phishing (Requirement 5.4.1); advanced email filtering is that mechanism.",
  },
  {
    topic: "patching",
    serviceId: ids.patchManagement,
    safeguard: "PCI DSS v4.0 Requirement 6.3.3 (critical patches within one month of release)",
    reason:
      "PCI DSS requires critical security patches to be installed within one month of release (Requirement 6.3.3); automated patching with monthly reports meets and proves it.",
  },
  {
    topic: "multi-factor",
    serviceId: ids.multiFactorAuthentication,
    essential: true,
    safeguard: "PCI DSS v4.0 Requirement 8.4 (multi-factor authentication)",
    reason:
      "PCI DSS requires multi-factor authentication for all access into the cardholder data environment and for remote network access (Requirement 8.4).",
  },
  {
    topic: "logging",
    serviceId: ids.managedSiem,
    essential: true,
    safeguard:
      "PCI DSS v4.0 Requirement 10 (log and monitor all access; 10.4.1 daily review, 10.5.1 12-month retention)",
    reason:
      "PCI DSS requires audit logs of access to card systems, reviewed daily and kept for 12 months (Requirements 10.4.1, 10.5.1); the managed SIEM collects, reviews and retains them.",
  },
  {
    topic: "internal-scans",
    serviceId: ids.vulnerabilityManagement,
    essential: true,
    safeguard: "PCI DSS v4.0 Requirement 11.3.1 (internal vulnerability scans every three months)",
    reason:
      "PCI DSS requires internal vulnerability scans at least once every three months, with high-risk and critical findings fixed and rescanned (Requirement 11.3.1).",
  },
  {
    topic: "external-scans",
    serviceId: ids.externalScanning,
    essential: true,
    safeguard:
      "PCI DSS v4.0 Requirement 11.3.2 (quarterly external scans by an Approved Scanning Vendor)",
    reason:
      "PCI DSS requires external scans every three months by a PCI Approved Scanning Vendor (Requirement 11.3.2); this service runs them until they pass.",
  },
  {
    topic: "penetration-testing",
    serviceId: ids.penetrationTest,
    safeguard:
      "PCI DSS v4.0 Requirements 11.4.2 and 11.4.3 (internal and external penetration tests every 12 months)",
    reason:
      "PCI DSS calls for internal and external penetration tests at least every 12 months (Requirements 11.4.2-11.4.3); your self-assessment questionnaire type decides which apply.",
  },
  {
    topic: "awareness",
    serviceId: ids.awarenessTraining,
    essential: true,
    safeguard: "PCI DSS v4.0 Requirement 12.6 (security awareness program)",
    reason:
      "PCI DSS requires a security awareness program with training at hire and every year, including phishing awareness (Requirements 12.6.1-12.6.3.1).",
  },
  {
    topic: "network-security-controls",
    serviceId: ids.managedFirewall,
    onlyIf: "hasOnPremise",
    safeguard: "PCI DSS v4.0 Requirement 1 (install and maintain network security controls)",
    reason:
      "PCI DSS requires network security controls between your card environment and other networks (Requirement 1); the managed firewall enforces and documents that separation.",
  },
]);
