import type { BlogPostSeed } from "@shared/blog/blog-post";
import { authors } from "./authors";

/** Blog articles 13, 19, 22 and 23 (seed 000 §3's second list): security operations. */
export const securityArticles: BlogPostSeed[] = [
  {
    id: 13,
    slug: "ransomware-readiness-a-30-day-plan",
    title: "Ransomware Readiness: A 30-Day Plan for Mid-Market IT Teams",
    excerpt:
      "Most ransomware incidents exploit the same handful of gaps. Thirty focused days on backups, identity and remote access remove the easiest paths in and shorten the worst day if it comes.",
    image: "/images/blog/ransomware-readiness-a-30-day-plan.svg",
    tags: [
      { name: "Ransomware", primary: true },
      { name: "Security", primary: false },
      { name: "Backup", primary: false },
    ],
    author: authors.aisha,
    publishedOn: "2025-03-11",
    featured: false,
    content: {
      keyInsights: [
        "Week one belongs to backups: at least one copy must be immutable or offline, and a restore must have been tested, not assumed.",
        "Exposed remote desktop, unpatched VPN appliances and reused passwords account for most initial access; close those before buying new tools.",
        "Separate administrator accounts with phishing-resistant MFA stop an infected laptop from becoming an infected domain.",
        "Write the decision tree now: who may disconnect systems, who calls the insurer, and who speaks to customers.",
      ],
      trends: [
        {
          title: "Data theft without encryption",
          description:
            "More groups skip encryption entirely and extort with stolen data, so egress monitoring matters as much as backups.",
        },
        {
          title: "Insurers audit controls",
          description:
            "Cyber-insurance renewals now ask for evidence of MFA, EDR and tested backups, and price the policy accordingly.",
        },
      ],
      metrics: [
        { label: "Attacks that started with stolen credentials", value: "38%", width: "38%" },
        { label: "Victims whose backups were also targeted", value: "94%", width: "94%" },
        { label: "Recovery time with tested immutable backups", value: "-70%", width: "70%" },
      ],
      caseStudy: {
        title: "Engineering firm restores in 19 hours instead of weeks",
        challenge:
          "A 300-person engineering firm had nightly backups on a share the domain administrators could delete, and a VPN appliance two firmware releases behind.",
        approach:
          "We moved backups to an immutable cloud vault, patched and geo-restricted the VPN, split administrator accounts and ran a restore drill of the ERP system.",
        results: [
          "A later intrusion on one file server was contained and restored within 19 hours",
          "No ransom paid and no client data disclosed",
          "Cyber-insurance premium reduced by 22% at renewal",
        ],
      },
    },
  },
  {
    id: 19,
    slug: "vulnerability-management-that-closes-the-loop",
    title: "Vulnerability Management That Closes the Loop",
    excerpt:
      "Scanning is the easy part. The programmes that reduce risk rank findings by exploitability, route them to an owner, and measure how long fixes take.",
    image: "/images/blog/vulnerability-management-that-closes-the-loop.svg",
    tags: [
      { name: "Vulnerability Management", primary: true },
      { name: "Security", primary: false },
      { name: "Automation", primary: false },
    ],
    author: authors.aisha,
    publishedOn: "2025-01-28",
    featured: false,
    content: {
      keyInsights: [
        "A CVSS score alone over-prioritises: weigh known exploitation (the CISA KEV catalogue, EPSS) and whether the asset faces the internet.",
        "Every finding needs an owning team; a queue that belongs to 'IT' belongs to nobody.",
        "Track time to remediate per severity and report the trend monthly; it is the number that shows whether the programme works.",
      ],
      trends: [
        {
          title: "Exploit-informed prioritisation",
          description:
            "Teams fix the few per cent of vulnerabilities that are actually exploited first, instead of chasing every 'critical'.",
        },
        {
          title: "Continuous attack-surface discovery",
          description:
            "External scanning finds forgotten subdomains, test servers and cloud buckets before attackers do.",
        },
      ],
      metrics: [
        { label: "Published CVEs with known exploitation", value: "6%", width: "6%" },
        { label: "Median time to patch internet-facing criticals", value: "-64%", width: "64%" },
        { label: "Assets with an accountable owner", value: "97%", width: "97%" },
      ],
      caseStudy: {
        title: "Retail chain cuts its critical backlog from 1,800 to 40",
        challenge:
          "A retail chain's scanner reported 1,800 critical findings; teams had stopped reading the reports.",
        approach:
          "We enriched findings with exploitation data and asset exposure, assigned owners from the CMDB and created tickets automatically with agreed deadlines.",
        results: [
          "Actionable critical backlog reduced to 40 items in eight weeks",
          "Internet-facing criticals patched within 7 days on average",
          "Monthly risk report adopted by the board",
        ],
      },
    },
  },
  {
    id: 22,
    slug: "phishing-resistant-mfa-rolling-out-passkeys",
    title: "Phishing-Resistant MFA: Rolling Out Passkeys Across the Workforce",
    excerpt:
      "Push notifications and one-time codes can be phished or fatigued. Passkeys cannot, and a staged rollout gets most employees there without a help-desk flood.",
    image: "/images/blog/phishing-resistant-mfa-rolling-out-passkeys.svg",
    tags: [
      { name: "Identity", primary: true },
      { name: "Zero Trust", primary: false },
      { name: "Security", primary: false },
    ],
    author: authors.maya,
    publishedOn: "2025-01-07",
    featured: false,
    content: {
      keyInsights: [
        "Start with administrators and finance staff: they are targeted most and are a small, motivated group.",
        "Offer two passkeys per person, for example the phone and a hardware key, so a lost device is not a locked-out employee.",
        "Retire SMS and voice codes once coverage passes 95%; leaving weak methods enabled leaves the door open.",
      ],
      trends: [
        {
          title: "Synced passkeys",
          description:
            "Platform passkeys synchronised across a user's devices make phishing-resistant sign-in as easy as unlocking a phone.",
        },
        {
          title: "Phishing-resistant recovery",
          description:
            "Help desks verify identity with live document checks or manager approval instead of security questions.",
        },
      ],
      metrics: [
        { label: "Employees enrolled after 60 days", value: "92%", width: "92%" },
        { label: "Successful phishing of credentials", value: "-99%", width: "99%" },
        { label: "Sign-in time", value: "-40%", width: "40%" },
      ],
      caseStudy: {
        title: "Insurance broker ends MFA-fatigue attacks",
        challenge:
          "An insurance broker with 850 staff suffered two account takeovers in one quarter after employees approved repeated push prompts.",
        approach:
          "We introduced passkeys in three waves, starting with privileged users, added number matching for the remaining push users and removed SMS codes.",
        results: [
          "Zero account takeovers in the following twelve months",
          "Password-reset tickets down 68%",
          "Rollout finished in ten weeks",
        ],
      },
    },
  },
  {
    id: 23,
    slug: "incident-response-tabletop-exercises",
    title: "Incident Response Tabletop Exercises: Practising the Worst Day",
    excerpt:
      "An incident response plan nobody has rehearsed is a document, not a capability. A two-hour tabletop exposes the gaps while they are still cheap to fix.",
    image: "/images/blog/incident-response-tabletop-exercises.svg",
    tags: [
      { name: "Incident Response", primary: true },
      { name: "Security", primary: false },
      { name: "Managed IT", primary: false },
    ],
    author: authors.aisha,
    publishedOn: "2024-12-17",
    featured: false,
    content: {
      keyInsights: [
        "Invite leadership, legal, communications and IT: most failures in real incidents are decisions, not technology.",
        "Use a scenario built on your own systems and suppliers; generic scenarios produce generic lessons.",
        "Finish with three owned actions and a date, then run the next exercise against them.",
      ],
      trends: [
        {
          title: "Regulatory reporting clocks",
          description:
            "Rules such as the SEC's four-business-day disclosure and NIS2's 24-hour early warning make decision speed testable.",
        },
        {
          title: "Out-of-band communication",
          description:
            "Teams prepare a channel that works when e-mail and chat are compromised or switched off.",
        },
      ],
      metrics: [
        { label: "Gaps found per exercise (median)", value: "7", width: "35%" },
        { label: "Time to first containment decision", value: "-55%", width: "55%" },
        { label: "Actions closed before the next exercise", value: "83%", width: "83%" },
      ],
    },
  },
];
