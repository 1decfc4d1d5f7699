import type { BlogPostSeed } from "@shared/blog/blog-post";
import { authors } from "./authors";

/** Demo posts 5-8 (seed 000 §3): DevOps, metaverse, multi-cloud, sustainability. */
export const platformPosts: BlogPostSeed[] = [
  {
    id: 5,
    slug: "devsecops-shipping-fast-without-shipping-risk",
    title: "DevSecOps: Shipping Fast Without Shipping Risk",
    excerpt:
      "Security checks that run in minutes inside the pipeline catch more than a quarterly penetration test, and developers actually fix what they find.",
    image: "/images/blog/devsecops-shipping-fast-without-shipping-risk.svg",
    tags: [
      { name: "DevOps", primary: true },
      { name: "DevSecOps", primary: false },
      { name: "Automation", primary: false },
    ],
    author: authors.tomas,
    publishedOn: "2025-05-06",
    featured: true,
    content: {
      keyInsights: [
        "Fast feedback wins: a scan that blocks a merge in three minutes gets fixed; a report that arrives in three weeks gets ignored.",
        "Software bills of materials make it possible to answer 'are we affected?' within an hour of a new vulnerability.",
        "Secrets belong in a vault, never in repositories; pre-commit scanning stops most leaks before they happen.",
      ],
      trends: [
        {
          title: "Signed builds and provenance",
          description:
            "SLSA-style provenance lets teams prove that what runs in production was built from reviewed source.",
        },
        {
          title: "Policy as code",
          description:
            "Deployment rules, from approved base images to required reviews, are versioned and tested like application code.",
        },
      ],
      metrics: [
        { label: "Deployment frequency", value: "4.1x", width: "82%" },
        { label: "Critical vulnerabilities reaching production", value: "-91%", width: "91%" },
        { label: "Change failure rate", value: "-47%", width: "47%" },
      ],
      caseStudy: {
        title: "SaaS provider passes SOC 2 with daily releases",
        challenge:
          "A B2B software company needed SOC 2 Type II without slowing its daily release cadence.",
        approach:
          "We built compliance evidence into the pipeline: mandatory reviews, signed artefacts, automated dependency and container scanning, and change records generated from merge requests.",
        results: [
          "SOC 2 Type II report with zero exceptions",
          "Release cadence kept at 12 deployments per week",
          "Audit evidence collection time cut by 80%",
        ],
      },
    },
  },
  {
    id: 6,
    slug: "the-enterprise-metaverse-beyond-the-hype",
    title: "The Enterprise Metaverse: Beyond the Hype",
    excerpt:
      "Immersive training and digital twins are delivering measurable value in a few industries. The security questions they raise are familiar ones in a new setting.",
    image: "/images/blog/the-enterprise-metaverse-beyond-the-hype.svg",
    tags: [
      { name: "Metaverse", primary: true },
      { name: "Digital Twins", primary: false },
    ],
    author: authors.priya,
    publishedOn: "2025-04-29",
    featured: false,
    content: {
      keyInsights: [
        "Digital twins of plants and buildings pay off first, because they reuse sensor data companies already collect.",
        "Headsets are endpoints: they need device management, patching and identity like any laptop.",
        "Immersive training works best for rare, high-risk procedures that are expensive to rehearse in reality.",
      ],
      trends: [
        {
          title: "Industrial digital twins",
          description:
            "Simulation of production lines lets engineers test changes before touching physical equipment.",
        },
        {
          title: "Spatial collaboration",
          description:
            "Design reviews in shared 3D spaces reduce travel for engineering teams spread across sites.",
        },
      ],
      metrics: [
        { label: "Training time saved with immersive modules", value: "40%", width: "40%" },
        { label: "Pilots that reach production", value: "22%", width: "22%" },
        { label: "Headsets under device management", value: "31%", width: "31%" },
      ],
    },
  },
  {
    id: 7,
    slug: "multi-cloud-without-multi-chaos",
    title: "Multi-Cloud Without Multi-Chaos",
    excerpt:
      "Running on more than one cloud is now common; running them consistently is not. A shared landing zone, identity model and cost view make the difference.",
    image: "/images/blog/multi-cloud-without-multi-chaos.svg",
    tags: [
      { name: "Multi-Cloud", primary: true },
      { name: "Cloud", primary: false },
      { name: "FinOps", primary: false },
    ],
    author: authors.daniel,
    publishedOn: "2025-04-22",
    featured: false,
    content: {
      keyInsights: [
        "Choose multi-cloud for a reason, such as regulation, resilience or a specific service, not by accident.",
        "One identity provider federated into every cloud prevents the drift of local accounts and forgotten keys.",
        "Infrastructure as code with shared policy modules keeps guardrails identical across providers.",
      ],
      trends: [
        {
          title: "Cloud security posture management",
          description:
            "A single posture view across providers surfaces public buckets, open ports and excessive permissions in one queue.",
        },
        {
          title: "FinOps as a shared discipline",
          description: "Engineering teams receive cost data next to performance data and own both.",
        },
      ],
      metrics: [
        { label: "Enterprises using two or more clouds", value: "89%", width: "89%" },
        { label: "Cloud spend considered wasted", value: "28%", width: "28%" },
        { label: "Misconfigurations fixed automatically", value: "64%", width: "64%" },
      ],
      caseStudy: {
        title: "Media company unifies AWS and Azure governance",
        challenge:
          "Two acquisitions left a media company with separate AWS and Azure estates, three identity systems and no shared cost reporting.",
        approach:
          "We built a common landing zone in Terraform, federated both clouds to one identity provider and introduced tag-based cost allocation.",
        results: [
          "Cloud spend reduced by 31% in six months",
          "All administrator access through one identity provider",
          "Posture findings down from 1,400 to 90",
        ],
      },
    },
  },
  {
    id: 8,
    slug: "sustainable-it-reducing-emissions-and-costs",
    title: "Sustainable IT: Reducing Emissions and Costs Together",
    excerpt:
      "Idle servers, oversized cloud instances and short device lifecycles waste money and energy. Measuring them is the first step to cutting both.",
    image: "/images/blog/sustainable-it-reducing-emissions-and-costs.svg",
    tags: [
      { name: "Sustainability", primary: true },
      { name: "Green IT", primary: false },
    ],
    author: authors.elena,
    publishedOn: "2025-04-15",
    featured: false,
    content: {
      keyInsights: [
        "Right-sizing cloud workloads is usually the fastest emissions win and pays for itself in the first month.",
        "Extending laptop lifecycles from three to five years halves their embodied carbon per year of use.",
        "Sustainability reporting rules increasingly ask for IT emissions data; collecting it now avoids a scramble later.",
      ],
      trends: [
        {
          title: "Carbon-aware scheduling",
          description:
            "Batch jobs move to hours and regions where the electricity grid is cleanest.",
        },
        {
          title: "Circular hardware programmes",
          description:
            "Refurbishment and certified data wiping return retired devices to use instead of landfill.",
        },
      ],
      metrics: [
        { label: "Average server utilisation on premises", value: "18%", width: "18%" },
        { label: "Cloud cost saved by right-sizing", value: "25%", width: "25%" },
        { label: "Device emissions from manufacturing", value: "78%", width: "78%" },
      ],
      caseStudy: {
        title: "Accounting firm halves its server footprint",
        challenge:
          "An accounting firm ran 64 physical servers at under 15% average utilisation in a leased data centre.",
        approach:
          "We consolidated workloads onto a small virtualised cluster and moved seasonal processing to scheduled cloud capacity.",
        results: [
          "Server count reduced from 64 to 14",
          "Data-centre energy use down 58%",
          "Annual infrastructure costs cut by $210,000",
        ],
      },
    },
  },
];
