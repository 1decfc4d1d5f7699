import type { CaseStudySource } from "@shared/case-studies/case-study";

/**
 * Seed 000 §3/§9: the four success stories, in tab order. Companies are fictitious; the
 * durations and ROI figures are the ones of seed 000 §9.
 */
export const demoCaseStudies: CaseStudySource[] = [
  {
    id: 1,
    slug: "cobalt-ledger-financial",
    company: "Cobalt Ledger Financial",
    industry: "Financial Technology",
    logoUrl: "/images/case-studies/cobalt-ledger-financial-logo.svg",
    imageUrl: "/images/case-studies/cobalt-ledger-financial.svg",
    challenge:
      "A fast-growing payments platform processing 2 million transactions a day was preparing for SOC 2 Type II and PCI DSS Level 1 while fraud attempts tripled. Monitoring was fragmented across five tools and nobody watched alerts at night.",
    solution:
      "We deployed a 24/7 managed detection and response service, consolidated logging into one SIEM, rebuilt the cloud network on zero-trust principles and automated compliance evidence collection in the delivery pipeline.",
    result:
      "Both attestations were achieved on the first attempt, fraud losses fell sharply and the engineering team regained the time it had spent on audit preparation.",
    metrics: [
      {
        label: "Fraud losses",
        value: "$0.4M",
        previousValue: "$2.1M",
        improvement: "-81%",
        isPositive: true,
      },
      {
        label: "Mean time to respond",
        value: "14 min",
        previousValue: "6 h",
        improvement: "-96%",
        isPositive: true,
      },
      {
        label: "Audit preparation",
        value: "3 days",
        previousValue: "6 weeks",
        improvement: "-93%",
        isPositive: true,
      },
      {
        label: "Platform uptime",
        value: "99.99%",
        previousValue: "99.7%",
        improvement: "+0.29 pts",
        isPositive: true,
      },
    ],
    testimonial: {
      quote:
        "We went from dreading audits to passing SOC 2 Type II and PCI DSS in the same quarter. Their team feels like part of ours, including at three in the morning.",
      author: "Rachel Kim",
      title: "Chief Technology Officer, Cobalt Ledger Financial",
    },
    projectDuration: "6 months",
    roi: "427% over 3 years",
  },
  {
    id: 2,
    slug: "riverbend-health-network",
    company: "Riverbend Health Network",
    industry: "Healthcare",
    logoUrl: "/images/case-studies/riverbend-health-network-logo.svg",
    imageUrl: "/images/case-studies/riverbend-health-network.svg",
    challenge:
      "A network of four hospitals and 30 clinics ran ageing on-premises infrastructure with frequent outages of its electronic health record system and an open HIPAA risk-assessment finding.",
    solution:
      "We migrated clinical and business workloads to a hybrid cloud with redundant connectivity, introduced managed helpdesk and endpoint management for 5,000 devices, and implemented HIPAA-aligned access controls and encryption.",
    result:
      "Clinicians now work on a stable, fast platform, the HIPAA finding is closed and the IT team focuses on new clinical services instead of firefighting.",
    metrics: [
      {
        label: "EHR availability",
        value: "99.98%",
        previousValue: "98.9%",
        improvement: "+1.08 pts",
        isPositive: true,
      },
      {
        label: "Helpdesk first-call resolution",
        value: "84%",
        previousValue: "52%",
        improvement: "+32 pts",
        isPositive: true,
      },
      {
        label: "Unplanned outages per quarter",
        value: "1",
        previousValue: "14",
        improvement: "-93%",
        isPositive: true,
      },
      {
        label: "Infrastructure cost",
        value: "$3.1M",
        previousValue: "$4.4M",
        improvement: "-30%",
        isPositive: true,
      },
    ],
    testimonial: {
      quote:
        "Our clinicians stopped talking about IT, which is the best compliment I can give. The migration happened with zero impact on patient care.",
      author: "Dr. Samuel Ortega",
      title: "Chief Medical Information Officer, Riverbend Health Network",
    },
    projectDuration: "9 months",
    roi: "315% over 2 years",
  },
  {
    id: 3,
    slug: "lumen-street-retail",
    company: "Lumen Street Retail",
    industry: "Retail Technology",
    logoUrl: "/images/case-studies/lumen-street-retail-logo.svg",
    imageUrl: "/images/case-studies/lumen-street-retail.svg",
    challenge:
      "An omnichannel retailer with 120 stores saw its e-commerce platform slow down at every promotion, and its point-of-sale estate was outside any patching process.",
    solution:
      "We re-platformed the storefront on autoscaling containers with a CDN and bot protection, introduced load testing before every campaign and brought all store systems under central patch and configuration management.",
    result:
      "The platform handled a record holiday season without slowdowns, conversion improved and store systems passed their PCI DSS assessment.",
    metrics: [
      {
        label: "Peak-day revenue",
        value: "$8.6M",
        previousValue: "$5.2M",
        improvement: "+65%",
        isPositive: true,
      },
      {
        label: "Checkout page load time",
        value: "0.9 s",
        previousValue: "3.8 s",
        improvement: "-76%",
        isPositive: true,
      },
      {
        label: "Conversion rate",
        value: "3.9%",
        previousValue: "2.7%",
        improvement: "+44%",
        isPositive: true,
      },
      {
        label: "Unpatched store systems",
        value: "0",
        previousValue: "212",
        improvement: "-100%",
        isPositive: true,
      },
    ],
    testimonial: {
      quote:
        "Black Friday used to be a war room. This year the dashboards stayed green and we spent the day watching sales instead of servers.",
      author: "Jordan Blake",
      title: "VP of Digital Commerce, Lumen Street Retail",
    },
    projectDuration: "4 months",
    roi: "580% over 1 year",
  },
  {
    id: 4,
    slug: "ironvale-manufacturing",
    company: "Ironvale Manufacturing",
    industry: "Manufacturing",
    logoUrl: "/images/case-studies/ironvale-manufacturing-logo.svg",
    imageUrl: "/images/case-studies/ironvale-manufacturing.svg",
    challenge:
      "A precision-parts manufacturer with three plants suffered a ransomware scare that reached the office network, while its production systems ran unsupported operating systems on a flat network.",
    solution:
      "We segmented the operational technology network from the office, deployed OT-aware monitoring, introduced immutable backups with tested recovery, and built a predictive-maintenance data pipeline from machine sensors.",
    result:
      "Plants are isolated from office-side threats, recovery is proven by quarterly tests and unplanned downtime dropped thanks to predictive maintenance.",
    metrics: [
      {
        label: "Unplanned downtime",
        value: "41 h/yr",
        previousValue: "260 h/yr",
        improvement: "-84%",
        isPositive: true,
      },
      {
        label: "Recovery time objective",
        value: "4 h",
        previousValue: "5 days",
        improvement: "-97%",
        isPositive: true,
      },
      {
        label: "Overall equipment effectiveness",
        value: "86%",
        previousValue: "71%",
        improvement: "+15 pts",
        isPositive: true,
      },
      {
        label: "Security incidents reaching OT",
        value: "0",
        previousValue: "3",
        improvement: "-100%",
        isPositive: true,
      },
    ],
    testimonial: {
      quote:
        "They understood that a production line is not an office laptop. We now sleep well knowing the plants are protected and the backups actually work.",
      author: "Helena Marsh",
      title: "Chief Operating Officer, Ironvale Manufacturing",
    },
    projectDuration: "12 months",
    roi: "323% over 3 years",
  },
];
