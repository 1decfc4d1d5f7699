import {
  advisoryRisk,
  flatRisk,
  serviceIds as ids,
  oncePerLocation,
  perServer,
  perUser,
  type SeedService,
} from "./seed-service";

/** Helpdesk tiers share everything but their hours and price. */
const helpdeskFeatures = [
  "Phone, email and portal support",
  "Unlimited remote support requests",
  "User onboarding and offboarding",
  "Monthly ticket and satisfaction report",
];
const helpdeskTier = {
  category: "Helpdesk & Support",
  pricePerUser: true,
  // Below five seats the tooling and onboarding cost more than the support itself.
  minQuantity: 5,
  maxQuantity: 10_000,
  riskLevelMultiplier: flatRisk,
  dependencies: [ids.siteOnboarding],
  icon: "headset",
} satisfies Partial<SeedService>;

/** Cloud & Productivity, Helpdesk & Support, Network & Firewall (ids 19-29). */
export const operationsServices: SeedService[] = [
  {
    id: ids.microsoft365Management,
    name: "Microsoft 365 Management",
    description:
      "Administration of your Microsoft 365 tenant: licenses, Exchange Online, SharePoint, Teams and Intune, with security defaults kept in line with Microsoft's Secure Score recommendations.",
    category: "Cloud & Productivity",
    price: 6,
    pricePerUser: true,
    ...perUser,
    riskLevelMultiplier: flatRisk,
    features: [
      "License and mailbox administration",
      "Secure Score reviews and hardening",
      "SharePoint and Teams permissions",
      "Microsoft support cases handled for you",
    ],
    icon: "cloud",
    popular: true,
  },
  {
    id: ids.googleWorkspaceManagement,
    name: "Google Workspace Management",
    description:
      "Administration of your Google Workspace: users, groups, shared drives and Gmail settings, with the Admin console's security settings hardened and reviewed every quarter.",
    category: "Cloud & Productivity",
    price: 5,
    pricePerUser: true,
    ...perUser,
    riskLevelMultiplier: flatRisk,
    features: [
      "User, group and license administration",
      "Shared drive and sharing policy management",
      "Quarterly security settings review",
      "Google support cases handled for you",
    ],
    icon: "cloud",
  },
  {
    id: ids.cloudPostureManagement,
    name: "Cloud Security Posture Management",
    description:
      "Continuous checks of your Azure, AWS and Microsoft 365 configuration against CIS benchmarks, with misconfigurations such as public storage or disabled logging fixed or reported to you.",
    category: "Cloud & Productivity",
    price: 299,
    setupFee: 500,
    ...oncePerLocation,
    riskLevelMultiplier: advisoryRisk,
    features: [
      "Azure, AWS and Microsoft 365 coverage",
      "CIS benchmark scoring",
      "Alerts on public storage and risky changes",
      "Monthly posture report",
    ],
    icon: "cloud",
  },
  {
    ...helpdeskTier,
    id: ids.helpdeskBusinessHours,
    name: "Helpdesk: Business Hours",
    description:
      "Unlimited remote support for your staff from 8 am to 6 pm local time, Monday to Friday, with a one-hour response target for urgent requests.",
    price: 55,
    features: [
      "8 am-6 pm, Monday to Friday",
      "One-hour urgent response target",
      ...helpdeskFeatures,
    ],
    popular: true,
  },
  {
    ...helpdeskTier,
    id: ids.helpdeskExtendedHours,
    name: "Helpdesk: Extended Hours",
    description:
      "Unlimited remote support from 7 am to 9 pm on weekdays and 9 am to 5 pm on Saturdays, for teams that start early, finish late or work across time zones.",
    price: 75,
    features: [
      "7 am-9 pm weekdays, 9 am-5 pm Saturdays",
      "30-minute urgent response target",
      ...helpdeskFeatures,
    ],
  },
  {
    ...helpdeskTier,
    id: ids.helpdeskAlwaysOn,
    name: "Helpdesk: 24x7",
    description:
      "Unlimited remote support around the clock, every day of the year, for organizations with night shifts, weekend operations or staff in several time zones.",
    price: 95,
    features: ["24x7x365 coverage", "15-minute urgent response target", ...helpdeskFeatures],
  },
  {
    id: ids.serverManagement,
    name: "Server Management & Monitoring",
    description:
      "Around-the-clock monitoring of your servers' availability, storage and services, monthly patching in an agreed maintenance window, and remediation by our engineers when something fails.",
    category: "Helpdesk & Support",
    price: 125,
    pricePerServer: true,
    ...perServer,
    riskLevelMultiplier: flatRisk,
    features: [
      "24x7 availability and performance monitoring",
      "Monthly patching in a maintenance window",
      "Active Directory and file share administration",
      "Capacity and warranty planning",
    ],
    icon: "server",
  },
  {
    id: ids.managedFirewall,
    name: "Managed Firewall",
    description:
      "A next-generation firewall supplied, configured and monitored by us, with intrusion prevention, web filtering and secure remote access. Priced per appliance; large sites get a high-availability pair.",
    category: "Network & Firewall",
    price: 179,
    setupFee: 450,
    minQuantity: 1,
    maxQuantity: 2,
    riskLevelMultiplier: flatRisk,
    features: [
      "Appliance, licenses and replacement included",
      "Intrusion prevention and application control",
      "Secure remote access VPN",
      "Change-controlled rule reviews",
      "Uptime and tunnel monitoring",
    ],
    icon: "network",
  },
  {
    id: ids.managedWifi,
    name: "Managed Wi-Fi",
    description:
      "Business-grade access points supplied and managed by us, with separate staff and guest networks and coverage monitoring. Priced per access point; the default is one for every 25 users at a site.",
    category: "Network & Firewall",
    price: 18,
    setupFee: 150,
    minQuantity: 1,
    maxQuantity: 50,
    riskLevelMultiplier: flatRisk,
    features: [
      "Access points supplied and replaced",
      "Separate staff and guest networks",
      "Rogue access point detection",
      "Coverage and capacity monitoring",
    ],
    icon: "network",
  },
  {
    id: ids.managedSdWan,
    name: "Managed SD-WAN",
    description:
      "Two internet links at a site combined into one resilient connection, with automatic failover and priority for voice and business applications, managed on the site's firewall.",
    category: "Network & Firewall",
    price: 249,
    setupFee: 500,
    ...oncePerLocation,
    riskLevelMultiplier: flatRisk,
    features: [
      "Automatic failover between internet links",
      "Priority for voice and video calls",
      "Site-to-site mesh between locations",
      "Link quality monitoring",
    ],
    prerequisites: [ids.managedFirewall],
    icon: "network",
  },
  {
    id: ids.dnsFiltering,
    name: "DNS Filtering & Web Protection",
    description:
      "Blocks access to malicious, phishing and unwanted websites for every user on and off the office network, with per-group policies and monthly reports.",
    category: "Network & Firewall",
    price: 3,
    pricePerUser: true,
    ...perUser,
    riskLevelMultiplier: flatRisk,
    features: [
      "Protection on and off the office network",
      "Phishing and newly registered domain blocking",
      "Category policies per group",
      "Monthly web activity report",
    ],
    icon: "shield-check",
  },
];
