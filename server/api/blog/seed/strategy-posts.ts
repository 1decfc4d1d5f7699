import type { BlogPostSeed } from "@shared/blog/blog-post";
import { authors } from "./authors";

/** Demo posts 0-4 (seed 000 §3): API strategy, autonomous IT, zero trust, quantum AI, edge. */
export const strategyPosts: BlogPostSeed[] = [
  {
    id: 0,
    slug: "api-first-strategy-for-the-composable-enterprise",
    title: "API-First Strategy for the Composable Enterprise",
    excerpt:
      "Treating every capability as a governed, versioned API turns integration from a recurring project into a reusable asset. Here is how to get there without losing control of security.",
    image: "/images/blog/api-first-strategy-for-the-composable-enterprise.svg",
    tags: [
      { name: "API Strategy", primary: true },
      { name: "Architecture", primary: false },
      { name: "Security", primary: false },
    ],
    author: authors.daniel,
    publishedOn: "2025-06-12",
    featured: true,
    content: {
      keyInsights: [
        "Design contracts before code: an OpenAPI definition reviewed by security and product teams prevents most breaking changes.",
        "A single gateway for authentication, rate limiting and audit logging removes duplicated controls from every service.",
        "Versioning and deprecation policies matter as much as the endpoints themselves; consumers plan around them.",
      ],
      trends: [
        {
          title: "Platform teams own the API lifecycle",
          description:
            "Internal developer platforms now publish golden paths for new APIs, with linting, security scanning and documentation generated from the contract.",
        },
        {
          title: "Zero-trust service-to-service calls",
          description:
            "Mutual TLS and short-lived workload identities replace static API keys between internal services.",
        },
      ],
      metrics: [
        { label: "Integration lead time", value: "-58%", width: "58%" },
        { label: "APIs reused across teams", value: "3.4x", width: "68%" },
        { label: "Endpoints behind the gateway", value: "96%", width: "96%" },
      ],
      caseStudy: {
        title: "Regional lender consolidates 140 integrations",
        challenge:
          "A regional lender maintained 140 point-to-point integrations between its core banking system, partners and mobile apps, each with its own credentials and logging.",
        approach:
          "We introduced a contract-first API catalogue, a central gateway with OAuth 2.0 client credentials, and automated contract tests in every pipeline.",
        results: [
          "Partner onboarding cut from 11 weeks to 3 weeks",
          "Static credentials removed from 100% of integrations",
          "One audit trail for every external call",
        ],
      },
    },
  },
  {
    id: 1,
    slug: "autonomous-it-operations-from-runbooks-to-self-healing",
    title: "Autonomous IT Operations: From Runbooks to Self-Healing Systems",
    excerpt:
      "Most incidents repeat. Encoding the fix once, with guardrails and human approval where it counts, frees engineers for the problems that are genuinely new.",
    image: "/images/blog/autonomous-it-operations-from-runbooks-to-self-healing.svg",
    tags: [
      { name: "Autonomous IT", primary: true },
      { name: "Automation", primary: false },
    ],
    author: authors.tomas,
    publishedOn: "2025-06-03",
    featured: false,
    content: {
      keyInsights: [
        "Start with the ten incident types that consume the most engineer hours; they usually cover half of all tickets.",
        "Every automated remediation needs a blast-radius limit and an automatic rollback path.",
        "Observability data must be trustworthy before automation acts on it; noisy alerts produce noisy fixes.",
      ],
      trends: [
        {
          title: "Policy-gated remediation",
          description:
            "Remediations run automatically inside defined limits and ask for approval outside them, recorded for audit.",
        },
        {
          title: "Digital employee experience monitoring",
          description:
            "Endpoint telemetry lets teams fix slow laptops and failing updates before users raise a ticket.",
        },
      ],
      metrics: [
        { label: "Tickets resolved without an engineer", value: "41%", width: "41%" },
        { label: "Mean time to resolve", value: "-63%", width: "63%" },
        { label: "After-hours pages", value: "-72%", width: "72%" },
      ],
      caseStudy: {
        title: "Logistics group automates its service desk",
        challenge:
          "A logistics group with 2,300 staff saw its service desk backlog double during peak season, with password resets and disk-space alerts dominating.",
        approach:
          "We automated the twelve most frequent request types with self-service flows and monitored remediation scripts, each with an approval step for production systems.",
        results: [
          "Backlog cleared within five weeks",
          "First-contact resolution rose from 54% to 81%",
          "Peak-season overtime cut by half",
        ],
      },
    },
  },
  {
    id: 2,
    slug: "zero-trust-architecture-a-practical-roadmap",
    title: "Zero Trust Architecture: A Practical Roadmap for Mid-Sized Businesses",
    excerpt:
      "Zero trust is not a product. It is a sequence of decisions about identity, devices and access that any organisation can take in manageable steps.",
    image: "/images/blog/zero-trust-architecture-a-practical-roadmap.svg",
    tags: [
      { name: "Zero Trust", primary: true },
      { name: "Identity", primary: false },
      { name: "Security", primary: false },
    ],
    author: authors.maya,
    publishedOn: "2025-05-27",
    featured: true,
    content: {
      keyInsights: [
        "Identity is the new perimeter: phishing-resistant MFA for every account is the first and most valuable step.",
        "Device posture checks stop compromised or unmanaged laptops before they reach business data.",
        "Replace broad VPN access with per-application access; most users need a handful of systems, not the whole network.",
        "Measure progress with coverage metrics, not product deployments.",
      ],
      trends: [
        {
          title: "Passkeys in the workforce",
          description:
            "FIDO2 passkeys are replacing passwords and SMS codes for employees, removing the most common phishing target.",
        },
        {
          title: "Continuous access evaluation",
          description:
            "Sessions are re-checked when risk changes, so a stolen token stops working within minutes rather than hours.",
        },
      ],
      metrics: [
        { label: "Accounts on phishing-resistant MFA", value: "100%", width: "100%" },
        { label: "Lateral-movement paths removed", value: "87%", width: "87%" },
        { label: "VPN dependency", value: "-90%", width: "90%" },
      ],
      caseStudy: {
        title: "Professional services firm retires its VPN",
        challenge:
          "A 600-person consultancy relied on a flat network and a VPN that gave every user access to every server, a finding repeated in two audits.",
        approach:
          "We rolled out passkeys, device compliance policies and an identity-aware proxy application by application over four months.",
        results: [
          "VPN decommissioned with no disruption to client work",
          "Audit finding closed in the next review",
          "Help-desk password tickets down 76%",
        ],
      },
    },
  },
  {
    id: 3,
    slug: "quantum-ai-what-security-leaders-should-prepare-for",
    title: "Quantum and AI: What Security Leaders Should Prepare for Now",
    excerpt:
      "Practical quantum computers are still years away, but data stolen today can be decrypted later. Inventory your cryptography while AI reshapes the threat landscape.",
    image: "/images/blog/quantum-ai-what-security-leaders-should-prepare-for.svg",
    tags: [
      { name: "Quantum AI", primary: true },
      { name: "Cryptography", primary: false },
    ],
    author: authors.priya,
    publishedOn: "2025-05-20",
    featured: false,
    content: {
      keyInsights: [
        "Harvest-now, decrypt-later attacks make long-lived sensitive data the priority for post-quantum migration.",
        "A cryptographic inventory, listing where RSA and elliptic-curve keys are used, is the prerequisite for any migration plan.",
        "AI lowers the cost of targeted phishing and vulnerability discovery for attackers as much as it helps defenders.",
      ],
      trends: [
        {
          title: "NIST post-quantum standards",
          description:
            "ML-KEM and ML-DSA are standardised; vendors are adding hybrid key exchange to TLS libraries and VPN products.",
        },
        {
          title: "Crypto-agility as a design goal",
          description:
            "Teams wrap cryptographic choices behind configuration so algorithms can change without rewriting applications.",
        },
      ],
      metrics: [
        { label: "Systems with a cryptographic inventory", value: "34%", width: "34%" },
        { label: "Organisations piloting hybrid TLS", value: "12%" },
        { label: "Data retention beyond 10 years", value: "61%", width: "61%" },
      ],
      caseStudy: {
        title: "Crypto-agility assessment for an insurer",
        challenge: "",
        approach:
          "We are scanning code repositories, certificates and network traffic to map every use of public-key cryptography across 220 applications.",
        results: [],
      },
    },
  },
  {
    id: 4,
    slug: "edge-computing-securing-the-new-perimeter",
    title: "Edge Computing: Securing the New Perimeter",
    excerpt:
      "Compute is moving to factories, stores and vehicles. Each edge node is a small data centre without a guard at the door, and it needs to be managed like one.",
    image: "/images/blog/edge-computing-securing-the-new-perimeter.svg",
    tags: [
      { name: "Edge Computing", primary: true },
      { name: "IoT", primary: false },
    ],
    author: authors.daniel,
    publishedOn: "2025-05-13",
    featured: false,
    content: {
      keyInsights: [
        "Treat edge nodes as cattle, not pets: immutable images and remote re-provisioning beat manual repairs on site.",
        "Hardware roots of trust and measured boot detect tampering on devices that sit in public places.",
        "Design for intermittent connectivity; security updates must queue and apply safely when the link returns.",
      ],
      trends: [
        {
          title: "Lightweight Kubernetes at the edge",
          description:
            "Slim distributions bring the same deployment and policy tooling to a shop floor box as to the cloud.",
        },
        {
          title: "Private 5G for operations",
          description:
            "Manufacturers and ports deploy private cellular networks with SIM-based device identity.",
        },
      ],
      metrics: [
        { label: "Data processed at the edge by 2026", value: "50%", width: "50%" },
        { label: "Edge devices with unpatched firmware", value: "38%", width: "38%" },
        { label: "Latency reduction for local analytics", value: "-80%", width: "80%" },
      ],
      caseStudy: {
        title: "Retail chain secures 180 in-store servers",
        challenge:
          "A retail chain ran point-of-sale and inventory services on 180 in-store servers, patched by hand on store visits.",
        approach:
          "We moved the stores to signed, immutable images with remote attestation and staged over-the-air updates.",
        results: [
          "Patch latency from 45 days to 48 hours",
          "Store visits for IT issues down 70%",
          "PCI DSS scope reduced for 180 sites",
        ],
      },
    },
  },
];
