import type { BlogPostSeed } from "@shared/blog/blog-post";
import { authors } from "./authors";

/** Blog articles 15, 16 and 26 (seed 000 §3's second list): managed IT. */
export const managedItArticles: BlogPostSeed[] = [
  {
    id: 15,
    slug: "microsoft-365-security-baseline-settings-most-tenants-miss",
    title: "Microsoft 365 Security Baseline: Twelve Settings Most Tenants Miss",
    excerpt:
      "Default Microsoft 365 settings favour convenience. A dozen changes, most of them free with the licences you already have, close the gaps attackers use every day.",
    image: "/images/blog/microsoft-365-security-baseline-settings-most-tenants-miss.svg",
    tags: [
      { name: "Microsoft 365", primary: true },
      { name: "Security", primary: false },
      { name: "Identity", primary: false },
    ],
    author: authors.tomas,
    publishedOn: "2025-02-25",
    featured: false,
    content: {
      keyInsights: [
        "Block legacy authentication: protocols without MFA support remain the most common way into tenants with MFA 'enabled'.",
        "Stop users from consenting to third-party apps; malicious OAuth apps keep access even after a password reset.",
        "Turn on audit logging and mailbox auditing now: you cannot investigate what was never recorded.",
        "Disable automatic forwarding to external domains, a favourite of invoice fraud.",
      ],
      trends: [
        {
          title: "Token theft over password theft",
          description:
            "Adversary-in-the-middle phishing kits steal session cookies, which makes token protection and device-bound sessions important.",
        },
        {
          title: "Secure-score drift",
          description:
            "Tenants lose ground as new features ship with permissive defaults, so baselines need monthly checks rather than one project.",
        },
      ],
      metrics: [
        { label: "Tenants still allowing legacy authentication", value: "37%", width: "37%" },
        { label: "Microsoft Secure Score after baseline", value: "+34 pts", width: "68%" },
        { label: "Business e-mail compromise incidents", value: "-85%", width: "85%" },
      ],
      caseStudy: {
        title: "Construction company stops invoice fraud",
        challenge:
          "A construction company lost $180,000 when an attacker inside a project manager's mailbox redirected a supplier payment.",
        approach:
          "We applied the baseline through conditional access and tenant policies, removed risky app consents and set up alerting on inbox rules and forwarding.",
        results: [
          "No mailbox compromise in the 18 months since",
          "Suspicious inbox rules detected within minutes",
          "Secure Score raised from 31% to 74%",
        ],
      },
    },
  },
  {
    id: 16,
    slug: "backup-is-not-recovery-testing-your-bcdr-plan",
    title: "Backup Is Not Recovery: Testing Your BCDR Plan Before You Need It",
    excerpt:
      "A green backup report says data was copied, not that the business can run again. Recovery objectives, runbooks and regular restore tests are what turn backups into continuity.",
    image: "/images/blog/backup-is-not-recovery-testing-your-bcdr-plan.svg",
    tags: [
      { name: "Business Continuity", primary: true },
      { name: "Backup", primary: false },
      { name: "Managed IT", primary: false },
    ],
    author: authors.tomas,
    publishedOn: "2025-02-18",
    featured: false,
    content: {
      keyInsights: [
        "Agree recovery time and recovery point objectives per system with the business, in hours and minutes, not in technology terms.",
        "Restore order matters: identity, network and DNS come before applications, and the runbook should say so.",
        "Test a full restore of at least one critical system every quarter and record how long it really took.",
      ],
      trends: [
        {
          title: "Instant virtualisation",
          description:
            "BCDR appliances and cloud targets boot protected servers directly from backup, bringing recovery down to minutes.",
        },
        {
          title: "SaaS backup",
          description:
            "Companies now back up Microsoft 365, Google Workspace and CRM data, which providers do not keep indefinitely.",
        },
      ],
      metrics: [
        { label: "Organisations that test restores quarterly", value: "26%", width: "26%" },
        { label: "Restore tests that fail the first time", value: "34%", width: "34%" },
        { label: "Measured recovery time after runbook work", value: "-76%", width: "76%" },
      ],
      caseStudy: {
        title: "Distributor recovers its ERP in four hours during a flood",
        challenge:
          "A wholesale distributor's only server room was in a flood zone, and its last restore test was three years old.",
        approach:
          "We set recovery objectives with the directors, replicated the ERP and file servers to a cloud recovery site and rehearsed failover twice a year.",
        results: [
          "ERP running from the recovery site four hours after the server room flooded",
          "Orders shipped the same day",
          "Recovery objectives met in every test since",
        ],
      },
    },
  },
  {
    id: 26,
    slug: "choosing-a-managed-service-provider-questions-to-ask",
    title: "Choosing a Managed Service Provider: Questions to Ask Before You Sign",
    excerpt:
      "Managed services contracts look alike on paper. The differences show in response times, security practices and what happens when you want to leave. Ask about those before you sign.",
    image: "/images/blog/choosing-a-managed-service-provider-questions-to-ask.svg",
    tags: [
      { name: "Managed IT", primary: true },
      { name: "Strategy", primary: false },
    ],
    author: authors.daniel,
    publishedOn: "2024-11-26",
    featured: false,
    content: {
      keyInsights: [
        "Ask how the provider secures its own remote-management tools; a compromised MSP is a compromise of every client.",
        "Service levels should state response and resolution times per priority, with reporting you receive every month.",
        "Make sure documentation, credentials and configurations are yours and handed over in full if the contract ends.",
      ],
      trends: [
        {
          title: "Co-managed IT",
          description:
            "Internal teams keep strategy and business applications while the provider runs the service desk, monitoring and security operations.",
        },
        {
          title: "Security built into the contract",
          description:
            "Endpoint detection, patching and backup monitoring are moving from optional add-ons into the base service.",
        },
      ],
      metrics: [
        { label: "Mid-sized firms using at least one MSP", value: "88%", width: "88%" },
        { label: "Buyers who rank security as the top criterion", value: "64%", width: "64%" },
        { label: "Typical saving versus equivalent in-house staffing", value: "30%", width: "30%" },
      ],
      caseStudy: {
        title: "Architecture practice switches providers without downtime",
        challenge:
          "A 120-person architecture practice wanted to leave an unresponsive provider that held the only copies of its admin credentials.",
        approach:
          "We ran a structured transition: credential recovery, documentation of every system, parallel monitoring for two weeks and a staged cut-over of the service desk.",
        results: [
          "Transition completed in 30 days with no outage",
          "Average ticket response time reduced from 9 hours to 25 minutes",
          "Full documentation and credentials now held by the practice",
        ],
      },
    },
  },
];
