import { serviceIds as ids } from "../../catalog/seed/seed-service";
import { recommendation } from "./seed-formula";

/** General rules for cloud, support, network, vulnerability, identity and advisory services. */
export const operationsRules = [
  recommendation({
    key: "microsoft-365-management",
    serviceId: ids.microsoft365Management,
    when: "hasCloudServices && userCount >= 10",
    reason:
      "If your team works in Microsoft 365, managed administration keeps licenses, mailboxes and sharing in order and the tenant's security settings hardened.",
  }),
  recommendation({
    key: "cloud-posture-management",
    serviceId: ids.cloudPostureManagement,
    when: "focusCloud && hasCloudServices",
    reason:
      "You run workloads in the cloud; misconfigurations such as public storage or disabled logging cause many cloud breaches, and continuous checks catch them early.",
  }),
  recommendation({
    key: "helpdesk-business-hours",
    serviceId: ids.helpdeskBusinessHours,
    when: "userCount >= 5 && userCount <= 50 && locationCount <= 2",
    reason:
      "For a team of your size working regular office hours, business-hours support resolves problems the same day without paying for coverage you won't use.",
  }),
  recommendation({
    key: "helpdesk-extended-hours",
    serviceId: ids.helpdeskExtendedHours,
    when: "(userCount > 50 || locationCount > 2) && userCount <= 250",
    reason:
      "With more than 50 people or several sites, someone is always starting early or finishing late; extended hours cover 7 am to 9 pm and Saturdays.",
  }),
  recommendation({
    key: "helpdesk-24x7",
    serviceId: ids.helpdeskAlwaysOn,
    when: "userCount > 250",
    reason:
      "With more than 250 people, work rarely stops; round-the-clock support means nobody waits until morning for help.",
  }),
  recommendation({
    key: "server-management",
    serviceId: ids.serverManagement,
    when: "serverCount > 0",
    reason:
      "Servers need monitoring, patching and maintenance even when nothing seems wrong; we watch them around the clock and fix problems before users notice.",
  }),
  recommendation({
    key: "managed-firewall",
    serviceId: ids.managedFirewall,
    when: "hasOnPremise",
    reason:
      "Your office network and on-site systems need a monitored perimeter; a managed firewall blocks intrusion attempts and gives staff secure remote access.",
  }),
  recommendation({
    key: "managed-wifi",
    serviceId: ids.managedWifi,
    when: "hasOnPremise && userCount >= 10",
    reason:
      "Your staff work on site; managed Wi-Fi keeps guests off the business network and gives reliable coverage that we monitor.",
  }),
  recommendation({
    key: "managed-sd-wan",
    serviceId: ids.managedSdWan,
    when: "locationCount > 2",
    reason:
      "With several sites, one internet outage can stop a location; SD-WAN fails over to a second link automatically and connects your sites securely.",
  }),
  recommendation({
    key: "dns-filtering",
    serviceId: ids.dnsFiltering,
    when: "focusEmail || focusEndpoint || userCount >= 25",
    reason:
      "Blocking known malicious and phishing websites stops many attacks at the first click, on and off the office network.",
  }),
  recommendation({
    key: "vulnerability-management",
    serviceId: ids.vulnerabilityManagement,
    when: "riskLevel >= 2 || focusEndpoint",
    reason:
      "Attackers exploit known weaknesses soon after they are published; continuous scanning finds missing patches and risky settings on your systems first.",
  }),
  recommendation({
    key: "external-scanning",
    serviceId: ids.externalScanning,
    when: "riskLevel >= 3 && hasOnPremise",
    reason:
      "Your internet-facing systems are probed by attackers every day; quarterly external scans find exposed services and missing patches before they do.",
  }),
  recommendation({
    key: "penetration-test",
    serviceId: ids.penetrationTest,
    when: "riskLevel >= 3",
    reason:
      "At your risk level, a yearly penetration test shows how far a real attacker could get and gives customers and insurers proof that your controls work.",
  }),
  recommendation({
    key: "multi-factor-authentication",
    serviceId: ids.multiFactorAuthentication,
    when: "userCount > 0",
    essential: true,
    reason:
      "Stolen passwords are behind most account takeovers; multi-factor sign-in blocks the vast majority of them, and cyber insurers commonly require it.",
  }),
  recommendation({
    key: "single-sign-on",
    serviceId: ids.singleSignOn,
    when: "focusIdentity || (hasSaaSApps && userCount >= 25)",
    reason:
      "With many cloud applications, one sign-in with conditional access limits each app to managed devices and removes a leaver's access everywhere at once.",
  }),
  recommendation({
    key: "privileged-access",
    serviceId: ids.privilegedAccess,
    when: "(focusIdentity && serverCount > 0) || riskLevel >= 4",
    reason:
      "An attacker with an administrator account controls everything; just-in-time admin rights and recorded admin sessions shrink that target.",
  }),
  recommendation({
    key: "password-manager",
    serviceId: ids.passwordManager,
    when: "focusIdentity || userCount >= 10",
    reason:
      "Reused and shared passwords turn one breached website into access to your systems; a password manager gives every account a unique, strong password.",
  }),
  recommendation({
    key: "virtual-cio",
    serviceId: ids.virtualCio,
    when: "locationCount > 2 || userCount > 100",
    reason:
      "At your size, technology decisions shape budgets and growth; a vCIO keeps a three-year roadmap and reviews it with your leadership every quarter.",
  }),
  recommendation({
    key: "virtual-ciso",
    serviceId: ids.virtualCiso,
    when: "complianceCount >= 2 || riskLevel >= 4",
    reason:
      "With several frameworks to meet or a critical risk level, someone must own your security program; a vCISO runs it and reports to your leadership and insurers.",
  }),
  recommendation({
    key: "compliance-gap-assessment",
    serviceId: ids.complianceGapAssessment,
    when: "complianceCount > 0",
    reason:
      "You have compliance obligations; an independent yearly review shows where your controls stand before an auditor, customer or regulator asks.",
  }),
  recommendation({
    key: "site-onboarding",
    serviceId: ids.siteOnboarding,
    when: "locationCount > 0",
    reason:
      "Every new site starts with a full discovery and documentation of devices, accounts and network, so support and security work from accurate records.",
  }),
];
