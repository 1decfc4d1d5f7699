import type { BlogPostSeed } from "@shared/blog/blog-post";
import { authors } from "./authors";

/** Blog articles 17, 18, 21 and 25 (seed 000 §3's second list): cloud, data and AI. */
export const cloudArticles: BlogPostSeed[] = [
  {
    id: 17,
    slug: "cloud-cost-governance-finops-practices-that-stick",
    title: "Cloud Cost Governance: FinOps Practices That Stick",
    excerpt:
      "Cloud bills grow quietly, one forgotten environment at a time. Tagging, team-level budgets and a monthly review turn spending into a decision instead of a surprise.",
    image: "/images/blog/cloud-cost-governance-finops-practices-that-stick.svg",
    tags: [
      { name: "FinOps", primary: true },
      { name: "Cloud", primary: false },
    ],
    author: authors.daniel,
    publishedOn: "2025-02-11",
    featured: false,
    content: {
      keyInsights: [
        "Enforce cost-allocation tags at deployment time; untagged spend becomes nobody's problem.",
        "Show each team its own bill every month; visibility alone typically cuts 10-15% of waste.",
        "Commit to savings plans only for the steady baseline, after rightsizing, not before.",
      ],
      trends: [
        {
          title: "Unit economics",
          description:
            "Leading teams report cost per customer or per transaction, which shows whether growth is efficient.",
        },
        {
          title: "AI workloads reshape budgets",
          description:
            "GPU capacity and model API calls are becoming the fastest-growing line items, with their own forecasting problems.",
        },
      ],
      metrics: [
        { label: "Cloud spend typically wasted", value: "27%", width: "27%" },
        { label: "Monthly bill after the first quarter", value: "-31%", width: "31%" },
        { label: "Spend allocated to an owning team", value: "96%", width: "96%" },
      ],
      caseStudy: {
        title: "Media company cuts its AWS bill by a third",
        challenge:
          "A digital media company's cloud costs had doubled in eighteen months while traffic grew 20%, and no one could say which team spent what.",
        approach:
          "We introduced mandatory tags through policy, per-team dashboards, scheduled shutdown of non-production environments and a savings plan sized on the new baseline.",
        results: [
          "Monthly spend reduced by 34% within four months",
          "Non-production costs down 61%",
          "Forecast accuracy within 5% each month",
        ],
      },
    },
  },
  {
    id: 18,
    slug: "securing-generative-ai-in-the-workplace",
    title: "Securing Generative AI in the Workplace: Policies, Guardrails and Data Boundaries",
    excerpt:
      "Employees already use AI assistants, with or without approval. A clear policy, an approved tool with enterprise data controls and monitoring make that use safe instead of secret.",
    image: "/images/blog/securing-generative-ai-in-the-workplace.svg",
    tags: [
      { name: "AI Security", primary: true },
      { name: "AI", primary: false },
      { name: "Compliance", primary: false },
    ],
    author: authors.priya,
    publishedOn: "2025-02-04",
    featured: false,
    content: {
      keyInsights: [
        "Banning AI tools drives usage underground; providing an approved one with data-retention controls is more effective.",
        "Classify which data may go into which tool, in one page employees can remember.",
        "Applications built on large language models need testing for prompt injection and for leaking data across users.",
      ],
      trends: [
        {
          title: "AI management standards",
          description:
            "ISO/IEC 42001 and the NIST AI Risk Management Framework give auditors and customers a shared vocabulary for AI governance.",
        },
        {
          title: "Agentic tools with real permissions",
          description:
            "Assistants that can send e-mail or change records need the same least-privilege design as any service account.",
        },
      ],
      metrics: [
        { label: "Employees using AI tools at work", value: "75%", width: "75%" },
        {
          label: "Of them, using tools their employer has not approved",
          value: "52%",
          width: "52%",
        },
        { label: "Sensitive-data pastes blocked after rollout", value: "-89%", width: "89%" },
      ],
      caseStudy: {
        title: "Law firm adopts an AI assistant without risking privilege",
        challenge:
          "A 200-lawyer firm found associates pasting draft contracts into public chatbots and needed a safe alternative quickly.",
        approach:
          "We deployed an enterprise AI assistant inside the firm's tenant, wrote an acceptable-use policy with the partners and added DLP rules for client matter numbers.",
        results: [
          "Approved assistant used by 88% of lawyers within two months",
          "No client data sent to public AI services since rollout",
          "Policy accepted by the firm's malpractice insurer",
        ],
      },
    },
  },
  {
    id: 21,
    slug: "kubernetes-right-sizing-clusters-without-opening-doors",
    title: "Kubernetes Cost and Security: Right-Sizing Clusters Without Opening Doors",
    excerpt:
      "Over-provisioned clusters waste money, and rushed cost-cutting often removes the controls that kept them safe. Both goals are met by the same discipline: explicit requests, limits and policies.",
    image: "/images/blog/kubernetes-right-sizing-clusters-without-opening-doors.svg",
    tags: [
      { name: "Kubernetes", primary: true },
      { name: "Cloud", primary: false },
      { name: "Containers", primary: false },
    ],
    author: authors.daniel,
    publishedOn: "2025-01-14",
    featured: false,
    content: {
      keyInsights: [
        "Set resource requests from measured usage; most clusters request two to three times what workloads use.",
        "Admission policies that require requests, limits and non-root containers make cost and security one review.",
        "Namespaces per team with quotas and network policies contain both runaway spend and lateral movement.",
      ],
      trends: [
        {
          title: "Autoscaling on real demand",
          description:
            "Node autoscalers that pick instance types per workload replace fixed node pools sized for the peak.",
        },
        {
          title: "Runtime detection with eBPF",
          description:
            "Lightweight sensors watch system calls in every container without sidecars or kernel modules.",
        },
      ],
      metrics: [
        { label: "Average CPU actually used of what is requested", value: "13%", width: "13%" },
        { label: "Compute cost after right-sizing", value: "-42%", width: "42%" },
        { label: "Workloads running as non-root", value: "98%", width: "98%" },
      ],
      caseStudy: {
        title: "Logistics platform halves cluster cost and passes a penetration test",
        challenge:
          "A logistics software provider ran 60 nodes at 15% utilisation, and a penetration test had found pods able to reach the cloud metadata service.",
        approach:
          "We measured real usage, set requests and limits, introduced a workload-aware autoscaler and enforced admission and network policies.",
        results: [
          "Node count reduced from 60 to 27",
          "Metadata access and privileged pods eliminated",
          "Follow-up penetration test with no high findings",
        ],
      },
    },
  },
  {
    id: 25,
    slug: "building-an-ai-ready-data-platform-governance-first",
    title: "Building an AI-Ready Data Platform: Governance First",
    excerpt:
      "AI projects stall on data more often than on models. Knowing what data you have, who owns it and who may use it is the foundation every successful use case stands on.",
    image: "/images/blog/building-an-ai-ready-data-platform-governance-first.svg",
    tags: [
      { name: "AI", primary: true },
      { name: "Data Governance", primary: false },
      { name: "Cloud", primary: false },
    ],
    author: authors.priya,
    publishedOn: "2024-12-03",
    featured: false,
    content: {
      keyInsights: [
        "Catalogue the few datasets your first AI use cases need, with an owner and a quality score, before building pipelines.",
        "Access controls must follow the data into the AI layer; retrieval systems otherwise show people documents they could never open.",
        "Measure data quality where it is produced; fixing it downstream costs several times more.",
      ],
      trends: [
        {
          title: "Retrieval-augmented generation",
          description:
            "Grounding models in company documents makes answers verifiable, and makes document permissions part of the design.",
        },
        {
          title: "Data products",
          description:
            "Domain teams publish curated datasets with documented contracts, so analytics and AI teams stop reinventing extracts.",
        },
      ],
      metrics: [
        { label: "AI projects delayed by data issues", value: "62%", width: "62%" },
        { label: "Time to deliver a new dataset", value: "-50%", width: "50%" },
        { label: "Critical datasets with a named owner", value: "100%", width: "100%" },
      ],
      caseStudy: {
        title: "Manufacturer grounds its service assistant in approved manuals",
        challenge:
          "An equipment manufacturer wanted an AI assistant for field engineers, but manuals were spread over four systems with conflicting versions.",
        approach:
          "We consolidated documents into a governed catalogue with version ownership, then built a retrieval-based assistant that respects document permissions.",
        results: [],
      },
    },
  },
];
