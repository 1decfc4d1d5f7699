import type { PricingPlanInput } from "@shared/pricing/schemas";

/** Seed 000 §9: the add-ons each protection tab offers. */
export const backupAddOns: PricingPlanInput[] = [
  {
    id: "addon-cloud-account-backup",
    kind: "backup-addon",
    category: "user-protection",
    name: "Cloud Account Backup",
    description:
      "Independent backups of Microsoft 365 and Google Workspace mailboxes, files and sites.",
    priceCents: 400,
    period: "per_user_month",
    features: [
      "Microsoft 365 & Google Workspace coverage",
      "Three automated backups a day",
      "Point-in-time restore",
      "Unlimited retention",
    ],
  },
  {
    id: "addon-basic-endpoint-backup",
    kind: "backup-addon",
    category: "endpoint-protection",
    name: "Basic Endpoint Backup",
    description: "Continuous file backup for laptops and desktops, wherever your people work.",
    priceCents: 600,
    period: "per_device_month",
    features: [
      "Continuous file-level backup",
      "Self-service file restore",
      "90-day version history",
    ],
  },
  {
    id: "addon-enterprise-endpoint-bcdr",
    kind: "backup-addon",
    category: "endpoint-protection",
    name: "Enterprise Endpoint BCDR",
    description: "Full-image backup and rapid recovery of a whole device after ransomware or loss.",
    priceCents: 1500,
    period: "per_device_month",
    features: [
      "Full-image endpoint backup",
      "Bare-metal restore to new hardware",
      "Ransomware detection in backups",
      "One-year retention",
    ],
  },
  {
    id: "addon-basic-server-backup",
    kind: "backup-addon",
    category: "server-protection",
    name: "Basic Server Backup",
    description: "Nightly image backups of physical and virtual servers to an immutable vault.",
    priceCents: 5900,
    period: "per_server_month",
    features: ["Nightly image-level backups", "Immutable cloud storage", "30-day retention"],
  },
  {
    id: "addon-server-bcdr-suite",
    kind: "backup-addon",
    category: "server-protection",
    name: "Server BCDR Suite",
    description: "Local and cloud failover with verified backups every 15 minutes.",
    priceCents: 18_900,
    period: "per_server_month",
    features: [
      "15-minute recovery points",
      "Instant local and cloud virtualization",
      "Screenshot backup verification",
      "Twice-yearly disaster recovery tests",
    ],
  },
];
