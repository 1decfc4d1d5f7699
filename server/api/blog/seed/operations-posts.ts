import type { BlogPostSeed } from "@shared/blog/blog-post";
import { authors } from "./authors";

/** Demo posts 9-12 (seed 000 §3): AIOps, blockchain, hybrid cloud, containers. */
export const operationsPosts: BlogPostSeed[] = [
  {
    id: 9,
    slug: "aiops-turning-alert-noise-into-action",
    title: "AIOps: Turning Alert Noise into Action",
    excerpt:
      "Operations teams drown in thousands of alerts a day. Correlation and anomaly detection reduce them to the handful of incidents that matter.",
    image: "/images/blog/aiops-turning-alert-noise-into-action.svg",
    tags: [
      { name: "AIOps", primary: true },
      { name: "AI", primary: false },
      { name: "Observability", primary: false },
    ],
    author: authors.priya,
    publishedOn: "2025-04-08",
    featured: true,
    content: {
      keyInsights: [
        "Correlating alerts by topology and time groups a storm of symptoms into one incident with one owner.",
        "Anomaly detection needs a few weeks of clean baseline data; plan the learning period before go-live.",
        "Keep humans in the loop for decisions and let the models handle triage and enrichment.",
      ],
      trends: [
        {
          title: "Generative incident summaries",
          description:
            "Language models draft incident timelines and status updates from chat, tickets and telemetry.",
        },
        {
          title: "Predictive capacity management",
          description:
            "Forecasts flag disks, certificates and licences that will run out weeks before they do.",
        },
      ],
      metrics: [
        { label: "Alert volume after correlation", value: "-94%", width: "94%" },
        { label: "Mean time to detect", value: "-66%", width: "66%" },
        { label: "Incidents opened by prediction", value: "29%", width: "29%" },
      ],
      caseStudy: {
        title: "Hospital network quiets its operations centre",
        challenge:
          "A hospital network's operations centre received 9,000 alerts a day from clinical and business systems and missed a storage failure that delayed lab results.",
        approach:
          "We deployed event correlation across monitoring tools, mapped service dependencies and added anomaly detection on storage and network metrics.",
        results: [
          "Daily actionable incidents reduced to about 40",
          "Storage issues detected an average of 3 hours earlier",
          "No lab-system outages in the following 12 months",
        ],
      },
    },
  },
  {
    id: 10,
    slug: "blockchain-in-the-enterprise-where-it-fits",
    title: "Blockchain in the Enterprise: Where It Fits and Where It Doesn't",
    excerpt:
      "Shared ledgers solve a narrow problem well: several parties who do not fully trust each other need one tamper-evident record. Outside that, a database usually wins.",
    image: "/images/blog/blockchain-in-the-enterprise-where-it-fits.svg",
    tags: [
      { name: "Blockchain", primary: true },
      { name: "Supply Chain", primary: false },
    ],
    author: authors.elena,
    publishedOn: "2025-04-01",
    featured: false,
    content: {
      keyInsights: [
        "Ask first whether a trusted operator could run a normal database; if yes, that is cheaper and faster.",
        "Supply-chain provenance and inter-company settlement are the use cases with the strongest track record.",
        "Smart contracts are code handling money: they need the same review, testing and audit as any payment system.",
      ],
      trends: [
        {
          title: "Tokenised real-world assets",
          description:
            "Banks are piloting tokenised deposits and bonds for faster settlement between institutions.",
        },
        {
          title: "Verifiable credentials",
          description:
            "Digital certificates of origin and compliance that any partner can verify without a central registry.",
        },
      ],
      metrics: [
        { label: "Enterprise pilots reaching production", value: "15%", width: "15%" },
        { label: "Settlement time with shared ledgers", value: "-70%", width: "70%" },
        { label: "Losses from smart-contract flaws in 2024", value: "$1.4B", width: "55%" },
      ],
      caseStudy: {
        title: "Food distributor proves product provenance",
        challenge:
          "A food distributor had to answer retailer recalls within hours but relied on spreadsheets from 40 suppliers.",
        approach:
          "We set up a permissioned ledger with supplier-signed batch records and a lookup portal for retail partners.",
        results: [
          "Recall trace time from 4 days to 25 minutes",
          "38 of 40 suppliers onboarded in the first quarter",
          "Retailer audit requirements met without manual exports",
        ],
      },
    },
  },
  {
    id: 11,
    slug: "hybrid-cloud-the-pragmatic-middle-ground",
    title: "Hybrid Cloud: The Pragmatic Middle Ground",
    excerpt:
      "Not every workload belongs in the public cloud. A deliberate hybrid model places each system where cost, latency and regulation say it should run.",
    image: "/images/blog/hybrid-cloud-the-pragmatic-middle-ground.svg",
    tags: [
      { name: "Hybrid Cloud", primary: true },
      { name: "Cloud", primary: false },
    ],
    author: authors.tomas,
    publishedOn: "2025-03-25",
    featured: false,
    content: {
      keyInsights: [
        "Classify workloads by data sensitivity, latency needs and cost profile before deciding where they run.",
        "A common management plane for on-premises and cloud resources prevents two separate operating models.",
        "Connectivity is a security boundary: private links and segmentation matter as much as cloud configuration.",
      ],
      trends: [
        {
          title: "Repatriation of steady workloads",
          description:
            "Predictable, always-on workloads are moving back to owned infrastructure where it is cheaper over five years.",
        },
        {
          title: "Sovereign cloud offerings",
          description:
            "Regulated sectors adopt cloud regions operated under local jurisdiction and staff.",
        },
      ],
      metrics: [
        { label: "Organisations running hybrid estates", value: "73%", width: "73%" },
        { label: "Five-year cost difference for steady workloads", value: "-35%", width: "35%" },
        { label: "Workloads re-platformed per year", value: "19%", width: "19%" },
      ],
      caseStudy: {
        title: "Manufacturer balances plant and cloud",
        challenge:
          "A manufacturer moved everything to the cloud and then saw production-line systems stall during internet outages.",
        approach:
          "We brought line-control systems back to resilient on-site clusters and kept analytics and business systems in the cloud, joined by private connectivity.",
        results: [
          "Zero production stops from connectivity since the change",
          "Cloud bill reduced by 22%",
          "One monitoring and patching process for both environments",
        ],
      },
    },
  },
  {
    id: 12,
    slug: "container-security-from-build-to-runtime",
    title: "Container Security from Build to Runtime",
    excerpt:
      "Containers made deployment easy and made it easy to ship vulnerable images. Securing them means controls at build, at admission and while they run.",
    image: "/images/blog/container-security-from-build-to-runtime.svg",
    tags: [
      { name: "Containers", primary: true },
      { name: "Kubernetes", primary: false },
      { name: "Security", primary: false },
    ],
    author: authors.maya,
    publishedOn: "2025-03-18",
    featured: false,
    content: {
      keyInsights: [
        "Minimal, regularly rebuilt base images remove most known vulnerabilities before any scanner runs.",
        "Admission policies that reject unsigned images and privileged containers stop risky deployments at the door.",
        "Runtime detection catches what static scanning cannot: unexpected processes, shells and outbound connections.",
      ],
      trends: [
        {
          title: "eBPF-based runtime security",
          description:
            "Kernel-level sensors observe container behaviour with little overhead and without sidecars.",
        },
        {
          title: "Distroless and minimal images",
          description:
            "Images without shells or package managers shrink the attack surface and the list of findings.",
        },
      ],
      metrics: [
        { label: "Images with high or critical CVEs", value: "-83%", width: "83%" },
        { label: "Privileged pods in production", value: "0", width: "2%" },
        { label: "Image build-to-deploy time", value: "11 min", width: "45%" },
      ],
      caseStudy: {
        title: "Payments platform hardens its Kubernetes clusters",
        challenge:
          "A payments platform ran 300 microservices on Kubernetes with images built from a dozen different base images and no admission control.",
        approach:
          "We standardised on three minimal base images, added signing and admission policies, and deployed runtime detection across all clusters.",
        results: [
          "Critical image vulnerabilities reduced by 83%",
          "PCI DSS container requirements met in the first assessment",
          "Two real intrusion attempts detected and contained",
        ],
      },
    },
  },
];
