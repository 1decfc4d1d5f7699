import { serviceIds as ids } from "../../catalog/seed/seed-service";
import { frameworkRules } from "./seed-formula";

/** HIPAA Security Rule (45 CFR Part 164, Subpart C). */
export const hipaaRules = frameworkRules("hipaa", [
  {
    topic: "risk-analysis",
    serviceId: ids.hipaaReadiness,
    essential: true,
    safeguard:
      "HIPAA Security Rule 45 CFR 164.308(a)(1)(ii)(A) risk analysis and (B) risk management",
    reason:
      "You handle patient data, so the HIPAA Security Rule requires a documented risk analysis and risk management plan (45 CFR 164.308(a)(1)(ii)(A)-(B)); this program produces and maintains them.",
  },
  {
    topic: "malicious-software",
    serviceId: ids.endpointDetection,
    safeguard: "HIPAA Security Rule 45 CFR 164.308(a)(5)(ii)(B) protection from malicious software",
    reason:
      "HIPAA calls for procedures to guard against, detect and report malicious software (45 CFR 164.308(a)(5)(ii)(B)); EDR does this on every device that touches ePHI.",
  },
  {
    topic: "awareness-training",
    serviceId: ids.awarenessTraining,
    essential: true,
    safeguard: "HIPAA Security Rule 45 CFR 164.308(a)(5)(i) security awareness and training",
    reason:
      "HIPAA requires a security awareness and training program for your whole workforce (45 CFR 164.308(a)(5)(i)); this provides the training and the completion records.",
  },
  {
    topic: "incident-response",
    serviceId: ids.managedDetection,
    safeguard:
      "HIPAA Security Rule 45 CFR 164.308(a)(6)(ii) security incident response and reporting",
    reason:
      "HIPAA requires you to identify and respond to security incidents and document them (45 CFR 164.308(a)(6)(ii)); 24x7 monitoring detects and contains them and records what happened.",
  },
  {
    topic: "audit-controls",
    serviceId: ids.managedSiem,
    safeguard:
      "HIPAA Security Rule 45 CFR 164.312(b) audit controls; 164.308(a)(1)(ii)(D) information system activity review",
    reason:
      "You handle patient data under HIPAA, which requires audit controls over systems with ePHI and regular review of their activity (45 CFR 164.312(b)); the SIEM records and reviews it.",
  },
  {
    topic: "data-backup",
    serviceId: ids.serverBackup,
    onlyIf: "serverCount > 0",
    essential: true,
    safeguard: "HIPAA Security Rule 45 CFR 164.308(a)(7)(ii)(A) data backup plan",
    reason:
      "HIPAA requires retrievable exact copies of ePHI (45 CFR 164.308(a)(7)(ii)(A), data backup plan); immutable server backups provide them.",
  },
  {
    topic: "contingency-testing",
    serviceId: ids.disasterRecoveryTest,
    onlyIf: "serverCount > 0",
    safeguard:
      "HIPAA Security Rule 45 CFR 164.308(a)(7)(ii)(D) testing and revision procedures (addressable)",
    reason:
      "HIPAA calls for periodic testing and revision of your contingency plans (45 CFR 164.308(a)(7)(ii)(D)); quarterly restore tests give you documented proof.",
  },
  {
    topic: "authentication",
    serviceId: ids.multiFactorAuthentication,
    safeguard: "HIPAA Security Rule 45 CFR 164.312(d) person or entity authentication",
    reason:
      "HIPAA requires verifying that anyone accessing ePHI is who they claim to be (45 CFR 164.312(d)); multi-factor sign-in is the dependable way to do that.",
  },
  {
    topic: "encryption",
    serviceId: ids.deviceEncryption,
    safeguard:
      "HIPAA Security Rule 45 CFR 164.312(a)(2)(iv) encryption and decryption (addressable)",
    reason:
      "Encrypting devices that hold ePHI is a HIPAA safeguard (45 CFR 164.312(a)(2)(iv)), and a properly encrypted lost laptop is generally not a reportable breach.",
  },
  {
    topic: "transmission-security",
    serviceId: ids.emailEncryption,
    safeguard: "HIPAA Security Rule 45 CFR 164.312(e)(1) transmission security",
    reason:
      "HIPAA requires guarding ePHI sent over electronic networks (45 CFR 164.312(e)(1), transmission security); encrypted email protects patient information you send outside.",
  },
  {
    topic: "evaluation",
    serviceId: ids.complianceGapAssessment,
    safeguard: "HIPAA Security Rule 45 CFR 164.308(a)(8) evaluation",
    reason:
      "HIPAA requires periodic technical and nontechnical evaluation of your safeguards (45 CFR 164.308(a)(8)); the yearly gap assessment is that evaluation.",
  },
]);
