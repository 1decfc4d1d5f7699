import { serviceIds as ids } from "../../catalog/seed/seed-service";
import { frameworkRules } from "./seed-formula";

/** CMMC Level 2, which assesses the 110 requirements of NIST SP 800-171 Rev. 2. */
export const cmmcRules = frameworkRules("cmmc", [
  {
    topic: "system-security-plan",
    serviceId: ids.cmmcReadiness,
    essential: true,
    safeguard: "CMMC Program, 32 CFR Part 170; NIST SP 800-171 Rev. 2, 3.12.4 system security plan",
    reason:
      "Defense contracts that involve CUI are phasing in CMMC Level 2, which assesses all 110 NIST SP 800-171 requirements and your System Security Plan (3.12.4); this program prepares you.",
  },
  {
    topic: "multi-factor",
    serviceId: ids.multiFactorAuthentication,
    essential: true,
    safeguard: "NIST SP 800-171 Rev. 2, 3.5.3 multifactor authentication (CMMC Level 2)",
    reason:
      "CMMC Level 2 requires multi-factor authentication for network access to all accounts and for local access to privileged accounts (NIST SP 800-171 3.5.3).",
  },
  {
    topic: "malicious-code",
    serviceId: ids.endpointDetection,
    essential: true,
    safeguard: "NIST SP 800-171 Rev. 2, 3.14.2 malicious code protection (CMMC)",
    reason:
      "CMMC requires protection from malicious code at designated locations in your systems (NIST SP 800-171 3.14.2); EDR provides it on every workstation and server.",
  },
  {
    topic: "audit-logging",
    serviceId: ids.managedSiem,
    essential: true,
    safeguard: "NIST SP 800-171 Rev. 2, 3.3.1 system audit logs and records (CMMC Level 2)",
    reason:
      "CMMC Level 2 requires audit logs that let you monitor, investigate and report unauthorized activity (NIST SP 800-171 3.3.1); the managed SIEM collects, reviews and retains them.",
  },
  {
    topic: "monitoring",
    serviceId: ids.managedDetection,
    safeguard:
      "NIST SP 800-171 Rev. 2, 3.14.6 monitor systems to detect attacks; 3.6.1 incident handling (CMMC Level 2)",
    reason:
      "CMMC Level 2 requires monitoring your systems to detect attacks and an operational incident-handling capability (NIST SP 800-171 3.14.6, 3.6.1); the 24x7 SOC provides both.",
  },
  {
    topic: "awareness",
    serviceId: ids.awarenessTraining,
    essential: true,
    safeguard:
      "NIST SP 800-171 Rev. 2, 3.2.1 and 3.2.2 awareness and role-based training (CMMC Level 2)",
    reason:
      "CMMC Level 2 requires that everyone using your systems is made aware of security risks and trained for their role (NIST SP 800-171 3.2.1-3.2.2).",
  },
  {
    topic: "vulnerability-scanning",
    serviceId: ids.vulnerabilityManagement,
    essential: true,
    safeguard: "NIST SP 800-171 Rev. 2, 3.11.2 vulnerability scanning (CMMC Level 2)",
    reason:
      "CMMC Level 2 requires scanning your systems and applications for vulnerabilities periodically and when new vulnerabilities are identified (NIST SP 800-171 3.11.2).",
  },
  {
    topic: "backup-protection",
    serviceId: ids.serverBackup,
    onlyIf: "serverCount > 0",
    safeguard:
      "NIST SP 800-171 Rev. 2, 3.8.9 protect the confidentiality of backup CUI (CMMC Level 2)",
    reason:
      "CMMC Level 2 requires protecting the confidentiality of CUI in backups (NIST SP 800-171 3.8.9); encrypted, immutable backups keep it safe and recoverable.",
  },
  {
    topic: "encryption-at-rest",
    serviceId: ids.deviceEncryption,
    safeguard:
      "NIST SP 800-171 Rev. 2, 3.13.16 CUI at rest; 3.13.11 FIPS-validated cryptography (CMMC Level 2)",
    reason:
      "CMMC Level 2 requires protecting CUI at rest, with FIPS-validated cryptography where encryption protects CUI (NIST SP 800-171 3.13.16, 3.13.11); managed disk encryption covers every device.",
  },
  {
    topic: "boundary-protection",
    serviceId: ids.managedFirewall,
    onlyIf: "hasOnPremise",
    safeguard: "NIST SP 800-171 Rev. 2, 3.13.1 boundary protection (CMMC)",
    reason:
      "CMMC requires monitoring, controlling and protecting communications at your network boundaries (NIST SP 800-171 3.13.1); the managed firewall does that and logs it.",
  },
  {
    topic: "least-privilege",
    serviceId: ids.privilegedAccess,
    safeguard:
      "NIST SP 800-171 Rev. 2, 3.1.5 least privilege; 3.1.6 non-privileged accounts for nonsecurity functions (CMMC Level 2)",
    reason:
      "CMMC Level 2 requires least privilege and non-privileged accounts for everyday work (NIST SP 800-171 3.1.5-3.1.6); privileged access management enforces both.",
  },
]);
