import type { BlogPostSeed } from "@shared/blog/blog-post";
import { authors } from "./authors";

/** Blog articles 14, 20, 24 and 27 (seed 000 §3's second list): compliance and governance. */
export const complianceArticles: BlogPostSeed[] = [
  {
    id: 14,
    slug: "soc-2-type-ii-without-the-scramble",
    title: "SOC 2 Type II Without the Scramble: Building Continuous Compliance",
    excerpt:
      "Teams that treat SOC 2 as an annual project spend weeks chasing screenshots. Collecting evidence as work happens turns the audit into a review of records you already have.",
    image: "/images/blog/soc-2-type-ii-without-the-scramble.svg",
    tags: [
      { name: "Compliance", primary: true },
      { name: "SOC 2", primary: false },
      { name: "Automation", primary: false },
    ],
    author: authors.elena,
    publishedOn: "2025-03-04",
    featured: false,
    content: {
      keyInsights: [
        "Scope carefully: include the systems that store or process customer data and leave the rest out, with the boundary written down.",
        "Most controls already exist informally; the work is making them consistent and leaving a trace each time they run.",
        "Access reviews, change approvals and onboarding/offboarding generate most exceptions, so automate their evidence first.",
      ],
      trends: [
        {
          title: "Compliance automation platforms",
          description:
            "Connectors pull evidence from cloud accounts, identity providers and ticketing systems daily instead of at audit time.",
        },
        {
          title: "Bridge letters and shorter windows",
          description:
            "Customers increasingly accept a three-month first observation window followed by annual twelve-month reports.",
        },
      ],
      metrics: [
        { label: "Evidence collected automatically", value: "78%", width: "78%" },
        { label: "Staff hours spent on audit preparation", value: "-65%", width: "65%" },
        { label: "Audit exceptions", value: "0", width: "100%" },
      ],
      caseStudy: {
        title: "Payroll platform earns its first SOC 2 Type II in seven months",
        challenge:
          "A payroll software company was losing enterprise deals because it could not provide a SOC 2 report, and its five engineers had no compliance experience.",
        approach:
          "We ran a readiness assessment, wrote right-sized policies, connected the cloud and identity accounts to an evidence platform and coached the team through a three-month observation window.",
        results: [
          "SOC 2 Type II report issued with no exceptions",
          "Security questionnaires answered in days instead of weeks",
          "Two enterprise contracts signed within a month of the report",
        ],
      },
    },
  },
  {
    id: 20,
    slug: "hipaa-security-rule-for-growing-healthcare-providers",
    title: "The HIPAA Security Rule in Practice for Growing Healthcare Providers",
    excerpt:
      "HIPAA does not prescribe products; it asks for a documented risk analysis and reasonable safeguards. For a growing practice that means a few disciplined habits, not a binder.",
    image: "/images/blog/hipaa-security-rule-for-growing-healthcare-providers.svg",
    tags: [
      { name: "Compliance", primary: true },
      { name: "Healthcare", primary: false },
      { name: "Security", primary: false },
    ],
    author: authors.elena,
    publishedOn: "2025-01-21",
    featured: false,
    content: {
      keyInsights: [
        "The annual risk analysis is the most frequently cited gap in enforcement actions; do it, date it and act on it.",
        "Encrypt laptops and mobile devices: a lost encrypted device is generally not a reportable breach.",
        "Business associate agreements must cover every vendor that touches patient data, including IT and backup providers.",
      ],
      trends: [
        {
          title: "Proposed Security Rule update",
          description:
            "HHS has proposed making MFA, encryption and asset inventories explicit requirements rather than addressable specifications.",
        },
        {
          title: "Third-party breaches dominate",
          description:
            "A growing share of reported healthcare breaches start at billing, transcription and IT vendors.",
        },
      ],
      metrics: [
        { label: "Breaches reported to HHS caused by hacking", value: "79%", width: "79%" },
        { label: "Practices with a current risk analysis", value: "41%", width: "41%" },
        { label: "Average cost of a healthcare breach", value: "$9.8M", width: "88%" },
      ],
      caseStudy: {
        title: "Multi-site dental group closes an OCR inquiry",
        challenge:
          "A dental group with 14 locations received a regulator inquiry after a stolen laptop and could not produce a risk analysis.",
        approach:
          "We completed a documented risk analysis, enforced device encryption through MDM, signed missing business associate agreements and trained office managers.",
        results: [
          "Inquiry closed with technical assistance and no penalty",
          "100% of endpoints encrypted and centrally managed",
          "Annual risk review now scheduled and owned",
        ],
      },
    },
  },
  {
    id: 24,
    slug: "data-loss-prevention-for-hybrid-work",
    title: "Data Loss Prevention for Hybrid Work",
    excerpt:
      "Sensitive files now live in chat threads, personal devices and shared links. Classification plus a few well-tuned policies protect them without blocking how people work.",
    image: "/images/blog/data-loss-prevention-for-hybrid-work.svg",
    tags: [
      { name: "Data Protection", primary: true },
      { name: "Compliance", primary: false },
      { name: "Microsoft 365", primary: false },
    ],
    author: authors.elena,
    publishedOn: "2024-12-10",
    featured: false,
    content: {
      keyInsights: [
        "Start in audit-only mode for a month; the real data flows are rarely the ones in the policy document.",
        "Three sensitivity labels that people understand beat nine that nobody applies.",
        "Block the riskiest actions outright (public links to labelled files, uploads to personal cloud storage) and warn on the rest.",
      ],
      trends: [
        {
          title: "Generative AI as an exfiltration path",
          description:
            "Pasting customer data into public AI tools is now one of the most common policy violations DLP tools detect.",
        },
        {
          title: "Labels that travel with the file",
          description:
            "Encryption tied to the sensitivity label keeps protection in place after a file leaves the tenant.",
        },
      ],
      metrics: [
        { label: "Files with a sensitivity label after 90 days", value: "71%", width: "71%" },
        { label: "Public sharing links to confidential files", value: "-96%", width: "96%" },
        { label: "False-positive policy alerts", value: "-58%", width: "58%" },
      ],
      caseStudy: {
        title: "Wealth manager stops client data leaving by e-mail",
        challenge:
          "A wealth management firm found client statements regularly forwarded to personal addresses by advisers working from home.",
        approach:
          "We deployed sensitivity labels with automatic classification of statements, an e-mail DLP policy with policy tips and a justified-override workflow.",
        results: [
          "Forwarding of client statements to personal addresses down 98%",
          "Regulator examination passed without findings on data handling",
          "Adviser complaints limited to the first two weeks",
        ],
      },
    },
  },
  {
    id: 27,
    slug: "third-party-risk-management-vetting-vendors",
    title: "Third-Party Risk Management: Vetting Vendors Without Slowing Procurement",
    excerpt:
      "Every SaaS tool is a door into your data. Tiering vendors by what they can reach keeps the deep review for the few that matter and a light touch for the rest.",
    image: "/images/blog/third-party-risk-management-vetting-vendors.svg",
    tags: [
      { name: "Supply Chain", primary: true },
      { name: "Compliance", primary: false },
      { name: "Security", primary: false },
    ],
    author: authors.elena,
    publishedOn: "2024-11-19",
    featured: false,
    content: {
      keyInsights: [
        "Tier vendors by data access and business criticality; a lunch-ordering app and a payroll processor do not need the same questionnaire.",
        "Ask for existing evidence first (SOC 2 reports, ISO 27001 certificates, penetration-test summaries) before sending a questionnaire.",
        "Contracts should require breach notification within a set time and the right to an exit with your data.",
      ],
      trends: [
        {
          title: "Continuous vendor monitoring",
          description:
            "External ratings and breach feeds flag changes at critical vendors between annual reviews.",
        },
        {
          title: "Concentration risk",
          description:
            "Regulators such as those behind DORA ask firms to map dependencies on a few cloud and software providers.",
        },
      ],
      metrics: [
        { label: "Breaches involving a third party", value: "30%", width: "30%" },
        { label: "Procurement review time for low-risk tools", value: "-80%", width: "80%" },
        { label: "Critical vendors with a current assessment", value: "100%", width: "100%" },
      ],
      caseStudy: {
        title: "Regional bank brings 400 vendors under one process",
        challenge:
          "A regional bank tracked vendors in spreadsheets owned by different departments, and examiners criticised the lack of risk tiering.",
        approach:
          "We built a vendor inventory, a three-tier model with matching due-diligence packages and an intake form that routes new purchases automatically.",
        results: [
          "All 400 vendors tiered within one quarter",
          "Examiner finding closed at the next review",
          "Low-risk purchases approved in two days instead of three weeks",
        ],
      },
    },
  },
];
