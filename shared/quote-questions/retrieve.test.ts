import { beforeAll, describe, expect, it } from "vitest";
import type { BlogArticle } from "../blog/blog-post";
import type { CaseStudy } from "../case-studies/case-study";
import type { QuoteAdjustment } from "../quotes/engine/adjustments";
import {
  fixtureFormulas,
  fixtureLocation,
  fixtureServices,
} from "../quotes/engine/engine-fixtures";
import { price } from "../quotes/engine/price";
import type { QuoteSnapshot } from "../quotes/snapshot";
import { QUOTE_TERMS } from "../quotes/terms";
import { type TermProcessor, termProcessor } from "./index-terms";
import { markdownSections } from "./markdown-text";
import {
  CATALOGUE_URL,
  type Passage,
  quoteAnchors,
  quotePassages,
  servicePassages,
} from "./passages";
import { CASE_STUDIES_URL, caseStudyPassages, postPassages } from "./public-passages";
import { ANSWER_THRESHOLD, EXCERPT_CHARS, excerpt, MAX_PASSAGES, retrieve } from "./retrieve";

/** Issue 36 §3, decision 070: the passages a quote page's questions are answered from. */
const provider = {
  name: "Sentinel Forge IT",
  postalAddress: "1 Harbor Point",
  phone: "+1 410 555 0142",
  supportEmail: "support@example.com",
  salesEmail: "sales@example.com",
};

function snapshot(options: {
  company: string;
  site: string;
  adjustments?: QuoteAdjustment[];
  terms?: string;
}): QuoteSnapshot {
  const locations = [fixtureLocation("hq", { name: options.site })];
  const result = price({
    services: fixtureServices,
    formulas: fixtureFormulas,
    answers: { complianceRequirements: ["hipaa"], securityFocus: [] },
    locations,
    selections: [
      { locationId: "hq", serviceId: 2 },
      { locationId: "hq", serviceId: 6 },
    ],
    adjustments: options.adjustments ?? [],
  });
  return {
    schema: 1,
    reference: "Q-2026-ABCDEF",
    title: "Managed security",
    preparedFor: {
      companyName: options.company,
      contactName: "Robin Vale",
      email: "robin@vale.example",
    },
    provider,
    issuedAt: "2026-03-02T15:30:00.000Z",
    validUntil: "2026-04-01T15:30:00.000Z",
    terms: [...QUOTE_TERMS],
    ...(options.terms
      ? {
          document: {
            logoUrl: null,
            brandColor: "#0e7490",
            coverLetter: "",
            terms: options.terms,
          },
        }
      : {}),
    options: [
      {
        label: "Option A",
        configurationId: "5f0c2a4e-8b1d-4c3a-9e7f-000000000001",
        version: 1,
        name: "Recommended protection",
        riskLevel: result.riskLevel,
        answers: { complianceRequirements: ["hipaa"], securityFocus: [], timeline: null },
        sites: locations,
        locations: result.locations,
        totals: result.totals,
        yearlyPayMonthlyCents: result.yearlyPayMonthlyCents,
        volumeDiscountCents: result.volumeDiscountCents,
        prepayDiscountRate: result.prepayDiscountRate,
        prepayDiscountCents: result.prepayDiscountCents,
        staffDiscountCents: result.staffDiscountCents,
        setupDiscountCents: result.setupDiscountCents,
        adjustments: result.adjustments,
        formulaVersions: result.formulaVersions,
      },
    ],
  };
}

const post: BlogArticle = {
  id: 40,
  slug: "backup-is-not-recovery",
  title: "Backup Is Not Recovery",
  excerpt: "A backup nobody has restored is a hope, not a plan.",
  image: "/images/blog/backup.svg",
  imageAlt: "",
  tags: [{ name: "Backup", primary: true }],
  author: { name: "Aisha Rahman", title: "Head of Recovery", avatar: "" },
  publishedOn: "2025-05-01",
  featured: false,
  content: { keyInsights: ["Test a full restore every quarter."], trends: [], metrics: [] },
  body: "## Restore drills\n\nRun a **restore drill** of your ERP each quarter and time it.",
};

const study = {
  id: 1,
  slug: "riverbend-health",
  company: "Riverbend Health Network",
  industry: "Healthcare",
  logoUrl: "",
  logoAlt: "",
  imageUrl: "",
  imageAlt: "",
  challenge: "Four hospitals ran ageing servers with frequent outages.",
  solution: "We moved clinical workloads to a hybrid cloud with redundant links.",
  result: "Clinicians work on a stable platform.",
  metrics: [
    { label: "Outages", value: "0", previousValue: "12", improvement: "-100%", isPositive: true },
  ],
  testimonial: {
    quote: "Our clinicians stopped talking about IT.",
    author: "Dr. Samuel Ortiz",
    title: "CIO",
  },
  projectDuration: "9 months",
  roi: "310% over 3 years",
} satisfies CaseStudy;

let processTerm: TermProcessor;
beforeAll(async () => {
  processTerm = await termProcessor();
});

const texts = (passages: Passage[]) => passages.map((passage) => passage.text).join("\n");

describe("the quote's own passages", () => {
  const quote = snapshot({
    company: "Harbor Dental",
    site: "Baltimore Headquarters",
    adjustments: [
      { scope: "recurring", kind: "percent", value: 5, reason: "Multi-site partnership rate" },
    ],
  });

  it("has a passage per service with the quantities and prices as the quote page shows them", () => {
    const passages = quotePassages(quote, { answered: false });
    const mdr = passages.find((passage) => passage.source.title === "MDR");
    expect(mdr?.source).toEqual({ kind: "quote", title: "MDR", url: quoteAnchors.lines });
    expect(mdr?.text).toContain("Baltimore Headquarters: 30 × $23.40 per endpoint = $702.00 / mo");
    expect(mdr?.text).toContain("setup $250.00 once");
    const totals = passages.find((passage) => passage.source.title === "Totals");
    expect(totals?.source.url).toBe(quoteAnchors.totals);
    expect(totals?.text).toContain("Multi-site partnership rate");
    expect(passages.find((passage) => passage.source.title === "Validity")?.text).toContain(
      "valid until April 1, 2026",
    );
  });

  it("has one passage per term, pointing at the terms where the page shows them", () => {
    const open = quotePassages(quote, { answered: false }).filter((p) => p.source.kind === "terms");
    expect(open.map((passage) => passage.text)).toEqual([...QUOTE_TERMS]);
    expect(new Set(open.map((passage) => passage.source.url))).toEqual(
      new Set([quoteAnchors.termsOpen]),
    );
    const answered = quotePassages(quote, { answered: true }).filter(
      (p) => p.source.kind === "terms",
    );
    expect(answered[0]?.source.url).toBe(quoteAnchors.termsAnswered);
  });

  it("never holds the prospect's name, contact or e-mail address", () => {
    const all = texts(quotePassages(quote, { answered: false }));
    for (const personal of ["Harbor Dental", "Robin Vale", "robin@vale.example"]) {
      expect(all).not.toContain(personal);
    }
  });

  it("describes the catalogue's services from their public fields, linking the quote's own to its lines", () => {
    const staffOnly = fixtureServices.map((service) => ({
      ...service,
      cost: 1234.56,
      floorPrice: 777.77,
    }));
    const passages = servicePassages(staffOnly, quote);
    expect(passages.find((passage) => passage.source.title === "MDR")?.source.url).toBe(
      quoteAnchors.lines,
    );
    expect(passages.find((passage) => passage.source.title === "Helpdesk")?.source.url).toBe(
      CATALOGUE_URL,
    );
    expect(texts(passages)).not.toMatch(/1234|1,234|777/);
  });
});

describe("public passages", () => {
  it("reads Markdown as plain text by section", () => {
    expect(
      markdownSections("Intro with [a link](/x).\n\n## Steps\n\n1. **First** step\n2. `Second`"),
    ).toEqual([
      { heading: null, blocks: ["Intro with a link."] },
      { heading: "Steps", blocks: ["First step", "Second"] },
    ]);
  });

  it("links a post's passages to the post and a case study's to the case studies", () => {
    const passages = postPassages(post);
    expect(new Set(passages.map((passage) => passage.source.url))).toEqual(
      new Set(["/blog/backup-is-not-recovery"]),
    );
    expect(texts(passages)).toContain("Restore drills: Run a restore drill of your ERP");
    const stories = caseStudyPassages(study);
    expect(stories[0]?.source).toEqual({
      kind: "case-study",
      title: "Case study: Riverbend Health Network",
      url: CASE_STUDIES_URL,
    });
    expect(texts(stories)).toContain("Outages: 12 to 0 (-100%)");
  });
});

describe("retrieval", () => {
  const quote = snapshot({
    company: "Harbor Dental",
    site: "Baltimore Headquarters",
    adjustments: [{ scope: "recurring", kind: "percent", value: 5, reason: "Partnership rate" }],
  });
  const corpusOf = (one: QuoteSnapshot) => [
    ...quotePassages(one, { answered: false }),
    ...servicePassages(fixtureServices, one),
    ...postPassages(post),
    ...caseStudyPassages(study),
  ];
  const corpus = () => corpusOf(quote);

  it("answers with the best passages above the threshold, one per source", () => {
    const found = retrieve("How often should we run a restore drill?", corpus(), processTerm);
    expect(found.passages[0]?.source.url).toBe("/blog/backup-is-not-recovery");
    expect(found.passages.length).toBeLessThanOrEqual(MAX_PASSAGES);
    const sources = found.passages.map(
      (passage) => `${passage.source.url} ${passage.source.title}`,
    );
    expect(new Set(sources).size).toBe(sources.length);
    for (const passage of found.passages)
      expect(passage.score).toBeGreaterThanOrEqual(ANSWER_THRESHOLD);
    expect(found.topScore).toBe(found.passages[0]?.score);
  });

  it("answers nothing, with the best score, when no passage scores high enough", () => {
    const found = retrieve("What is the capital of Australia?", corpus(), processTerm);
    expect(found.passages).toEqual([]);
    expect(found.topScore).toBeLessThan(ANSWER_THRESHOLD);
  });

  it("never finds anything personal of another quote", () => {
    const other = snapshot({
      company: "Zephyrine Orthodontics",
      site: "Zephyrine Orthodontics Annex",
      adjustments: [
        { scope: "recurring", kind: "percent", value: 8, reason: "Zephyrine loyalty rate" },
      ],
    });
    const question = "What discount does Zephyrine Orthodontics get?";
    // Quote A's corpus holds quote A and the public content only: at any score, even 0,
    // nothing of quote B comes back; quote B's own link finds its own lines.
    const onA = retrieve(question, corpus(), processTerm, 0);
    expect(onA.passages.length).toBeGreaterThan(0);
    expect(JSON.stringify(onA)).not.toContain("Zephyrine");
    const onB = retrieve(question, corpusOf(other), processTerm, 0);
    expect(onB.passages[0]?.text).toContain("Zephyrine");
  });

  it("cuts a long passage to an excerpt around the words that matched", () => {
    const long = `${"Filler sentence about nothing in particular. ".repeat(12)}The retention period for logs is twelve months. ${"More filler text follows here. ".repeat(10)}`;
    const terms = new Set(["retent", "log"].map((term) => processTerm(term) ?? term));
    const cut = excerpt(long, terms, processTerm);
    expect(cut).toContain("The retention period for logs is twelve months.");
    expect(cut.length).toBeLessThanOrEqual(EXCERPT_CHARS + 4);
    expect(cut.startsWith("…")).toBe(true);
    expect(excerpt("Short.", terms, processTerm)).toBe("Short.");
  });
});
