import { serviceIds as ids } from "../../catalog/seed/seed-service";
import { frameworkRules } from "./seed-formula";

/** ISO/IEC 27001:2022 (clauses and Annex A control numbers of the 2022 edition). */
export const iso27001Rules = frameworkRules("iso27001", [
  {
    topic: "isms",
    serviceId: ids.iso27001Readiness,
    essential: true,
    safeguard:
      "ISO/IEC 27001:2022 clauses 4-10 and the Statement of Applicability (clause 6.1.3 d)",
    reason:
      "ISO 27001 certification requires a management system that meets clauses 4-10 and a Statement of Applicability for the Annex A controls; this program builds both.",
  },
  {
    topic: "malware",
    serviceId: ids.endpointDetection,
    safeguard: "ISO/IEC 27001:2022 Annex A 8.7 protection against malware",
    reason:
      "ISO 27001 Annex A control 8.7 calls for protection against malware supported by user awareness; EDR on every device is the usual way to implement it.",
  },
  {
    topic: "technical-vulnerabilities",
    serviceId: ids.vulnerabilityManagement,
    safeguard: "ISO/IEC 27001:2022 Annex A 8.8 management of technical vulnerabilities",
    reason:
      "ISO 27001 Annex A control 8.8 expects you to learn of technical vulnerabilities, judge your exposure and act on it; continuous scanning with tracked fixes does that.",
  },
  {
    topic: "backup",
    serviceId: ids.serverBackup,
    onlyIf: "serverCount > 0",
    safeguard: "ISO/IEC 27001:2022 Annex A 8.13 information backup",
    reason:
      "ISO 27001 Annex A control 8.13 expects backup copies of information and systems that are maintained and regularly tested; managed server backups with test restores provide them.",
  },
  {
    topic: "awareness",
    serviceId: ids.awarenessTraining,
    safeguard:
      "ISO/IEC 27001:2022 Annex A 6.3 information security awareness, education and training",
    reason:
      "ISO 27001 Annex A control 6.3 expects staff to receive security awareness education and training; monthly modules and phishing simulations come with records for your auditor.",
  },
  {
    topic: "secure-authentication",
    serviceId: ids.multiFactorAuthentication,
    safeguard: "ISO/IEC 27001:2022 Annex A 8.5 secure authentication",
    reason:
      "ISO 27001 Annex A control 8.5 expects secure authentication suited to the information at stake; multi-factor sign-in for email and remote access is the common way to meet it.",
  },
  {
    topic: "logging",
    serviceId: ids.managedSiem,
    safeguard: "ISO/IEC 27001:2022 Annex A 8.15 logging and 8.16 monitoring activities",
    reason:
      "ISO 27001 Annex A controls 8.15 and 8.16 expect logs of activities and events to be kept, protected and analyzed, and systems monitored for anomalous behavior; the managed SIEM does both.",
  },
  {
    topic: "web-filtering",
    serviceId: ids.dnsFiltering,
    safeguard: "ISO/IEC 27001:2022 Annex A 8.23 web filtering",
    reason:
      "ISO 27001 Annex A control 8.23 expects access to external websites to be managed to reduce exposure to malicious content; DNS filtering does this on and off the network.",
  },
  {
    topic: "data-leakage",
    serviceId: ids.emailEncryption,
    safeguard: "ISO/IEC 27001:2022 Annex A 8.12 data leakage prevention",
    reason:
      "ISO 27001 Annex A control 8.12 expects data leakage prevention on systems that handle sensitive information; email DLP holds messages carrying sensitive data.",
  },
  {
    topic: "internal-audit",
    serviceId: ids.complianceGapAssessment,
    safeguard: "ISO/IEC 27001:2022 clause 9.2 internal audit",
    reason:
      "ISO 27001 requires internal audits at planned intervals (clause 9.2); the yearly gap assessment gives you an independent one before the certification body visits.",
  },
]);
