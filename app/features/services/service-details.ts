import type { ServiceId } from "~/components/landing/services-data";

export interface ServiceCaseStudy {
  title: string;
  challenge: string;
  solution: string;
  result: string;
}

/** Seed 000 §3 detailedContent: one extra list per service, under its own heading. */
export interface ServiceDetails {
  fullDescription: string;
  keyFeatures: string[];
  caseStudy?: ServiceCaseStudy;
  extra: {
    heading: "Benefits" | "Regulations" | "Platforms" | "Technologies" | "Methodology";
    items: string[];
  };
}

/** Loaded with the service dialog only, so the landing page's first load stays small. */
export const serviceDetails: Record<ServiceId, ServiceDetails> = {
  "managed-it": {
    fullDescription:
      "We run your IT as if it were our own. A dedicated team monitors every endpoint, server and network device around the clock, applies patches on a tested schedule and answers your people's questions in minutes, not days. You get one accountable partner, clear reporting and predictable monthly costs.",
    keyFeatures: [
      "24/7 helpdesk by phone, chat and e-mail with a 15-minute response target",
      "Remote monitoring and management of endpoints, servers and network devices",
      "Automated patching with staged roll-outs and rollback",
      "Onboarding and offboarding of staff, devices and accounts",
      "Backup monitoring with quarterly restore tests",
      "Monthly service reports and quarterly business reviews",
    ],
    caseStudy: {
      title: "Regional healthcare provider",
      challenge:
        "A regional healthcare provider with 14 clinics struggled with slow ticket handling and unplanned outages of clinical systems during opening hours.",
      solution:
        "We took over monitoring and helpdesk, standardised 1,200 devices and moved patching to out-of-hours windows with automated health checks.",
      result:
        "99.99% uptime for clinical systems, average ticket resolution down from 2 days to 3 hours, and staff satisfaction with IT up from 58% to 92%.",
    },
    extra: {
      heading: "Benefits",
      items: [
        "Predictable monthly costs per user",
        "Fewer outages thanks to proactive monitoring",
        "Your internal team freed for strategic work",
        "Documented, auditable IT operations",
      ],
    },
  },
  cybersecurity: {
    fullDescription:
      "Our security operations centre watches your environment day and night, investigates every meaningful alert and contains threats before they become incidents. Alongside detection and response we build and maintain the controls, policies and evidence that regulators and customers ask for, so compliance becomes a by-product of good security.",
    keyFeatures: [
      "Managed detection and response with a 24/7 security operations centre",
      "Vulnerability management with risk-based prioritisation",
      "Phishing-resistant identity and access management",
      "Security awareness training and phishing simulations",
      "Policy writing, risk assessments and audit support",
      "Incident response retainer with defined response times",
    ],
    caseStudy: {
      title: "Financial services firm",
      challenge:
        "A growing investment advisory firm needed SOC 2 Type II to win institutional clients, but had no security team and fragmented tooling.",
      solution:
        "We deployed managed detection and response, introduced identity controls and automated evidence collection, and guided the firm through the audit period.",
      result:
        "SOC 2 Type II attestation with zero exceptions in nine months, and two enterprise contracts signed that had required it.",
    },
    extra: {
      heading: "Regulations",
      items: ["SOC 2", "HIPAA", "PCI DSS", "GDPR / CCPA", "CMMC", "ISO 27001"],
    },
  },
  "cloud-devops": {
    fullDescription:
      "We design, migrate and operate cloud environments that are secure by default and cost-aware from the start. Everything is defined as code, reviewed and versioned, and delivered through pipelines that test, scan and deploy changes automatically, so your teams ship faster with fewer surprises.",
    keyFeatures: [
      "Cloud readiness assessments and migration planning",
      "Secure landing zones with guardrails and central logging",
      "Infrastructure as code with peer review and drift detection",
      "CI/CD pipelines with built-in security scanning",
      "Kubernetes platform engineering and operations",
      "FinOps reporting and continuous cost optimisation",
    ],
    caseStudy: {
      title: "E-commerce platform",
      challenge:
        "An online retailer's monolithic platform slowed to a crawl during promotions and deployments required a four-hour maintenance window.",
      solution:
        "We containerised the platform, moved it to autoscaling infrastructure defined in Terraform and introduced blue-green deployments.",
      result:
        "Zero-downtime releases several times a day, 3x peak traffic handled without slowdown and hosting costs reduced by 28%.",
    },
    extra: {
      heading: "Platforms",
      items: [
        "Amazon Web Services",
        "Microsoft Azure",
        "Google Cloud",
        "Kubernetes",
        "Terraform",
        "GitHub Actions and GitLab CI",
      ],
    },
  },
  "software-ai": {
    fullDescription:
      "From customer portals to internal tools and AI assistants, we build software that is secure, maintainable and genuinely useful. Every project includes threat modelling, automated tests and documentation, and our AI work runs inside your security boundary with clear evaluation of quality and risk.",
    keyFeatures: [
      "Web and mobile application development",
      "AI assistants and retrieval over your own documents",
      "Machine-learning models for forecasting and anomaly detection",
      "API design and systems integration",
      "Secure development lifecycle with threat modelling",
      "Long-term support and maintenance agreements",
    ],
    caseStudy: {
      title: "Manufacturing company",
      challenge:
        "A manufacturer lost hours each week to unplanned machine stops and relied on paper checklists for maintenance.",
      solution:
        "We built a maintenance app for technicians and a model that predicts failures from machine sensor data, integrated with the ERP system.",
      result:
        "Unplanned downtime down 37% in the first year and maintenance records fully digital and searchable.",
    },
    extra: {
      heading: "Technologies",
      items: [
        "TypeScript and React",
        "Python",
        ".NET",
        "PostgreSQL",
        "Large language models",
        "Azure OpenAI and AWS Bedrock",
      ],
    },
  },
  transformation: {
    fullDescription:
      "Technology only matters when it changes how the business performs. Our consultants assess where you stand, agree measurable goals with your leadership and build a realistic roadmap, then stay to help deliver it, from vendor selection to change management and training.",
    keyFeatures: [
      "Current-state assessments of processes, systems and skills",
      "Technology roadmaps tied to business outcomes",
      "Vendor selection and contract negotiation support",
      "Programme and change management",
      "Data strategy and reporting modernisation",
      "Virtual CIO services for ongoing leadership",
    ],
    caseStudy: {
      title: "Insurance provider",
      challenge:
        "A mid-sized insurer processed claims across three legacy systems with heavy manual re-keying and long settlement times.",
      solution:
        "We mapped the claims journey, selected a modern claims platform and led a phased migration with training for 300 staff.",
      result:
        "Average claim settlement time cut from 21 to 8 days and customer satisfaction scores up 24 points.",
    },
    extra: {
      heading: "Methodology",
      items: [
        "Discover: interviews, system inventory and baseline metrics",
        "Define: goals, priorities and a costed roadmap",
        "Deliver: phased implementation with quick wins first",
        "Measure: outcome tracking and quarterly reviews",
      ],
    },
  },
};
