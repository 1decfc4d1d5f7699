import { serviceIds as ids } from "../../catalog/seed/seed-service";
import { frameworkRules } from "./seed-formula";

/** AICPA 2017 Trust Services Criteria (revised points of focus, 2022), the basis of SOC 2. */
export const soc2Rules = frameworkRules("soc2", [
  {
    topic: "readiness",
    serviceId: ids.soc2Readiness,
    essential: true,
    safeguard:
      "AICPA 2017 Trust Services Criteria (revised points of focus, 2022), common criteria CC1-CC9",
    reason:
      "Customers asking for a SOC 2 report want an independent audit of your controls against the AICPA Trust Services Criteria; this program builds and evidences those controls.",
  },
  {
    topic: "logical-access",
    serviceId: ids.multiFactorAuthentication,
    safeguard: "SOC 2 CC6.1 logical access security",
    reason:
      "SOC 2 criterion CC6.1 expects logical access controls that protect your systems; auditors look for multi-factor authentication on email, remote access and admin accounts.",
  },
  {
    topic: "access-provisioning",
    serviceId: ids.singleSignOn,
    onlyIf: "hasSaaSApps",
    safeguard: "SOC 2 CC6.2 user registration, authorization and removal",
    reason:
      "SOC 2 auditors test that access is granted on approval and removed when people leave (CC6.2); single sign-on gives you one place to do and prove both.",
  },
  {
    topic: "malicious-software",
    serviceId: ids.endpointDetection,
    safeguard: "SOC 2 CC6.8 prevention and detection of unauthorized or malicious software",
    reason:
      "SOC 2 criterion CC6.8 expects controls that prevent or detect unauthorized and malicious software; EDR provides them with an audit trail.",
  },
  {
    topic: "vulnerability-detection",
    serviceId: ids.vulnerabilityManagement,
    essential: true,
    safeguard: "SOC 2 CC7.1 detection of configuration changes and new vulnerabilities",
    reason:
      "SOC 2 criterion CC7.1 expects procedures to detect configuration changes and newly discovered vulnerabilities; continuous scanning with tracked fixes is the usual evidence.",
  },
  {
    topic: "anomaly-monitoring",
    serviceId: ids.managedDetection,
    safeguard:
      "SOC 2 CC7.2 monitoring for anomalies; CC7.3-CC7.4 security event evaluation and incident response",
    reason:
      "SOC 2 criteria CC7.2-CC7.4 expect you to monitor systems for anomalies and to evaluate and respond to security incidents; the 24x7 SOC does this and documents each case.",
  },
  {
    topic: "backup-recovery",
    serviceId: ids.serverBackup,
    onlyIf: "serverCount > 0",
    safeguard: "SOC 2 A1.2 data backup and recovery infrastructure (Availability criteria)",
    reason:
      "If availability is in your SOC 2 scope, criterion A1.2 expects data backup processes and recovery infrastructure; immutable server backups with test restores provide them.",
  },
  {
    topic: "cloud-configuration",
    serviceId: ids.cloudPostureManagement,
    onlyIf: "hasCloudServices",
    safeguard: "SOC 2 CC7.1 detection of configuration changes that introduce vulnerabilities",
    reason:
      "SOC 2 criterion CC7.1 expects you to detect configuration changes that introduce vulnerabilities; cloud posture checks do that across Azure, AWS and Microsoft 365.",
  },
  {
    topic: "control-evaluation",
    serviceId: ids.penetrationTest,
    safeguard: "SOC 2 CC4.1 ongoing and separate evaluations of controls",
    reason:
      "SOC 2 criterion CC4.1 expects separate evaluations of whether your controls work; a yearly penetration test is an evaluation auditors and customers often ask for.",
  },
]);
