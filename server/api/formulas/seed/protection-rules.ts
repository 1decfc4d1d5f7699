import { serviceIds as ids } from "../../catalog/seed/seed-service";
import { recommendation } from "./seed-formula";

/** General rules for endpoint, detection, email, awareness and backup services. */
export const protectionRules = [
  recommendation({
    key: "endpoint-detection",
    serviceId: ids.endpointDetection,
    when: "endpointCount + serverCount > 0",
    essential: true,
    reason:
      "Every workstation, laptop and server needs protection that recognizes ransomware by its behavior; EDR stops and isolates attacks that signature antivirus misses.",
  }),
  recommendation({
    key: "patch-management",
    serviceId: ids.patchManagement,
    when: "focusEndpoint || focusRansomware || endpointCount + serverCount >= 10",
    reason:
      "Unpatched software is one of the most common ways attackers get in; automated patching closes known holes on every device within days, not months.",
  }),
  recommendation({
    key: "mobile-device-management",
    serviceId: ids.mobileDeviceManagement,
    when: "focusEndpoint || focusData || (hasSaaSApps && userCount >= 25)",
    reason:
      "Your staff reach company email and files from laptops and phones; device management enforces passcodes and encryption and wipes company data from a lost device.",
  }),
  recommendation({
    key: "device-encryption",
    serviceId: ids.deviceEncryption,
    when: "focusData || focusEndpoint",
    reason:
      "A lost or stolen laptop becomes a data breach unless its disk is encrypted; we enforce encryption on every device and keep the recovery keys safe.",
  }),
  recommendation({
    key: "managed-detection-high-risk",
    name: "Recommend 24x7 MDR at a high or critical risk level",
    serviceId: ids.managedDetection,
    when: "riskLevel >= 3",
    essential: true,
    reason:
      "Your risk level is high: attacks often start at night or on weekends, and a 24x7 security operations center contains them in minutes instead of days.",
  }),
  recommendation({
    key: "managed-detection-monitoring",
    name: "Recommend 24x7 MDR for a monitoring focus",
    serviceId: ids.managedDetection,
    when: "focusMonitoring",
    reason:
      "You asked for round-the-clock monitoring; our security analysts watch your devices 24x7 and contain confirmed threats on your behalf.",
  }),
  recommendation({
    key: "managed-siem",
    serviceId: ids.managedSiem,
    when: "focusMonitoring && (serverCount > 0 || hasCloudServices)",
    reason:
      "Collecting firewall, server and cloud logs in one place lets analysts trace an attack across systems and gives you a 12-month record for investigations.",
  }),
  recommendation({
    key: "identity-threat-detection",
    serviceId: ids.identityThreatDetection,
    when: "focusIdentity || (focusMonitoring && hasCloudServices)",
    reason:
      "Many Microsoft 365 breaches start with a stolen sign-in; identity threat detection spots impossible travel, malicious inbox rules and stolen sessions and locks the account.",
  }),
  recommendation({
    key: "incident-response-retainer",
    serviceId: ids.incidentResponseRetainer,
    when: "riskLevel >= 3",
    reason:
      "At your risk level, a retainer guarantees experienced responders within an hour, instead of searching for help in the middle of an incident.",
  }),
  recommendation({
    key: "email-security",
    serviceId: ids.emailSecurity,
    when: "focusEmail || userCount >= 10",
    reason:
      "Phishing email is one of the most common ways attacks begin; advanced filtering stops impersonation, malicious links and attachments before anyone can click them.",
  }),
  recommendation({
    key: "email-encryption",
    serviceId: ids.emailEncryption,
    when: "focusData",
    reason:
      "Sending contracts, bank details or personal data by email? Encryption and data loss prevention protect those messages and hold back the ones that should not leave.",
  }),
  recommendation({
    key: "dmarc-management",
    serviceId: ids.dmarcManagement,
    when: "focusEmail || userCount >= 25",
    reason:
      "Without DMARC enforcement, criminals can send email that appears to come from your domain to your customers and suppliers; enforcement blocks those forgeries.",
  }),
  recommendation({
    key: "awareness-training",
    serviceId: ids.awarenessTraining,
    when: "focusAwareness || focusEmail || userCount >= 10",
    reason:
      "Most attacks target people before systems; short monthly training and simulated phishing teach your staff to spot and report suspicious messages.",
  }),
  recommendation({
    key: "server-backup",
    serviceId: ids.serverBackup,
    when: "serverCount > 0",
    essential: true,
    reason:
      "You run servers; without an immutable off-site copy, ransomware or a failed disk can take your business data with it.",
  }),
  recommendation({
    key: "bcdr-appliance",
    serviceId: ids.bcdrAppliance,
    when: "serverCount >= 3 && (focusRansomware || riskLevel >= 3)",
    reason:
      "With several servers, restoring from the cloud can take days; an on-site appliance runs your servers as virtual machines within minutes of a failure.",
  }),
  recommendation({
    key: "microsoft-365-backup",
    serviceId: ids.microsoft365Backup,
    when: "hasCloudServices && (focusRansomware || focusData || complianceCount > 0)",
    reason:
      "If your email and files live in Microsoft 365: Microsoft keeps the service running but does not guarantee recovery of deleted or encrypted data; an independent backup does.",
  }),
  recommendation({
    key: "disaster-recovery-testing",
    serviceId: ids.disasterRecoveryTest,
    when: "serverCount >= 3 && riskLevel >= 3",
    reason:
      "A backup you have never restored is a hope, not a plan; quarterly restore tests prove how long recovery takes before you need it.",
  }),
];
