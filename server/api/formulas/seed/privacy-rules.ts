import { serviceIds as ids } from "../../catalog/seed/seed-service";
import { frameworkRules } from "./seed-formula";

/** GDPR (Regulation (EU) 2016/679) and the CCPA as amended by the CPRA. */
export const privacyRules = frameworkRules("gdpr-ccpa", [
  {
    topic: "privacy-program",
    serviceId: ids.privacyReadiness,
    essential: true,
    safeguard:
      "GDPR Article 30 records of processing and Article 35 data protection impact assessment; CCPA, Cal. Civ. Code 1798.100 et seq.",
    reason:
      "GDPR requires records of processing and impact assessments for high-risk processing (Articles 30, 35), and the CCPA gives Californians rights you must honor; this program covers both.",
  },
  {
    topic: "encryption",
    serviceId: ids.deviceEncryption,
    safeguard:
      "GDPR Article 32(1)(a) encryption of personal data; Cal. Civ. Code 1798.150 (breaches of nonencrypted personal information)",
    reason:
      "GDPR names encryption of personal data as a security measure (Article 32(1)(a)), and CCPA damages claims arise when nonencrypted personal information is breached (Cal. Civ. Code 1798.150).",
  },
  {
    topic: "restore-availability",
    serviceId: ids.serverBackup,
    onlyIf: "serverCount > 0",
    safeguard:
      "GDPR Article 32(1)(c) timely restoration of availability of and access to personal data",
    reason:
      "GDPR requires the ability to restore the availability of and access to personal data in a timely manner after an incident (Article 32(1)(c)); tested backups provide it.",
  },
  {
    topic: "security-testing",
    serviceId: ids.vulnerabilityManagement,
    safeguard: "GDPR Article 32(1)(d) regularly testing and evaluating security measures",
    reason:
      "GDPR requires a process for regularly testing, assessing and evaluating your security measures (Article 32(1)(d)); continuous vulnerability scanning is part of that process.",
  },
  {
    topic: "breach-detection",
    serviceId: ids.managedDetection,
    safeguard:
      "GDPR Article 33 notification of a personal data breach within 72 hours; Cal. Civ. Code 1798.100(e) reasonable security",
    reason:
      "GDPR gives you 72 hours after becoming aware of a personal data breach to notify the regulator (Article 33); 24x7 monitoring detects and scopes breaches fast enough to meet it.",
  },
  {
    topic: "confidentiality",
    serviceId: ids.emailEncryption,
    safeguard: "GDPR Article 32(1)(b) ongoing confidentiality of processing systems and services",
    reason:
      "GDPR requires measures that keep personal data confidential (Article 32(1)(b)); email encryption and data loss prevention stop personal data leaving by email unprotected.",
  },
]);
