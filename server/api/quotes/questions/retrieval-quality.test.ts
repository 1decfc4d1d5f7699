import { caseStudySchema } from "@shared/case-studies/case-study";
import { termProcessor } from "@shared/quote-questions/index-terms";
import { quotePassages, servicePassages } from "@shared/quote-questions/passages";
import { caseStudyPassages, postPassages } from "@shared/quote-questions/public-passages";
import { ANSWER_THRESHOLD, retrieve } from "@shared/quote-questions/retrieve";
import { describe, expect, it } from "vitest";
import { demoBlogPosts } from "../../blog/blog-post-repository";
import { demoCaseStudies } from "../../case-studies/demo-case-studies";
import { seedCatalogue } from "../../formulas/seed/seed-catalogue";
import { sampleSnapshot } from "../sample-snapshot";

/**
 * Decision 070: the cases the answer threshold was chosen on, over the demo content (the
 * sample quote of a HIPAA clinic group, the seeded catalogue, the demo posts and case
 * studies). Each answerable question names the source that must be among its passages;
 * the others are about nothing the quote or the site says, and must find nothing.
 */
const answerable: [question: string, source: string][] = [
  [
    "How much does managed detection and response cost per endpoint?",
    "Managed Detection & Response (24x7 SOC)",
  ],
  ["What is the setup fee for the BCDR appliance?", "BCDR Appliance"],
  ["What is the total monthly price?", "Totals"],
  ["How much do we save if we prepay annually?", "Totals"],
  ["Why is there a discount on the EDR line?", "Totals"],
  ["How long is this quote valid?", "Validity"],
  ["How long is the initial term of the contract?", "Terms"],
  ["How much written notice do we need to give?", "Terms"],
  ["Are taxes included in the prices?", "Terms"],
  ["Can we adjust quantities later?", "Terms"],
  ["When is the setup fee billed?", "Terms"],
  ["How long are logs retained?", "Managed SIEM & Log Retention"],
  ["Does the email security stop phishing and impersonation?", "Advanced Email Security"],
  ["How often do you test a restore of server backups?", "Server Backup"],
  ["Do you offer penetration testing?", "Annual Penetration Test"],
  ["Which operating systems does the EDR agent support?", "Endpoint Detection & Response (EDR)"],
  ["How quickly are critical patches installed?", "Patch & Endpoint Management"],
  ["What does HIPAA compliance readiness include?", "HIPAA Compliance Readiness"],
  ["Can you manage our Microsoft 365 tenant?", "Microsoft 365 Management"],
  ["Do you support passkeys?", "Phishing-Resistant MFA: Rolling Out Passkeys Across the Workforce"],
  [
    "Have you worked with a hospital or healthcare network?",
    "Case study: Riverbend Health Network",
  ],
  [
    "Have you helped a payments company pass SOC 2 and PCI DSS?",
    "Case study: Cobalt Ledger Financial",
  ],
  [
    "How should we prepare for ransomware?",
    "Ransomware Readiness: A 30-Day Plan for Mid-Market IT Teams",
  ],
  [
    "What should we ask before choosing a managed service provider?",
    "Choosing a Managed Service Provider: Questions to Ask Before You Sign",
  ],
  ["Is onbording included in the setup?", "Terms"],
  ["Hi, could you tell me how long you keep our logs?", "Managed SIEM & Log Retention"],
  ["Quick question: is the setup fee charged only once?", "Terms"],
  ["Does someone watch our alerts at night?", "Managed Detection & Response (24x7 SOC)"],
  [
    "what happens after a ransomware attack, can you restore our files",
    "Endpoint Detection & Response (EDR)",
  ],
];

const unanswerable = [
  "What is your favourite pizza topping?",
  "Can you recommend a good hotel in Paris?",
  "Who won the football game last night?",
  "Do you sell office furniture?",
  "What will the weather be tomorrow?",
  "Is my dog allowed in your office?",
  "How tall is the Eiffel Tower?",
  "Can you fix my car?",
  "What is the capital of Australia?",
  "Do you offer free lunch to visitors?",
  "Can I bring my kids to the meeting?",
  "What time does the museum open?",
  "Please send me a recipe for banana bread",
  "Where can I park my bicycle?",
  "Thank you!",
];

async function corpus() {
  const snapshot = sampleSnapshot({ locations: 2 });
  return {
    processTerm: await termProcessor(),
    passages: [
      ...quotePassages(snapshot, { answered: false }),
      ...servicePassages(seedCatalogue().services, snapshot),
      ...demoBlogPosts.flatMap((post) => postPassages({ ...post, body: "" })),
      ...demoCaseStudies.flatMap((study) => caseStudyPassages(caseStudySchema.parse(study))),
    ],
  };
}

describe("the answer threshold's cases (decision 070)", () => {
  it("answers every answerable question, with its source among the passages", async () => {
    const { passages, processTerm } = await corpus();
    const missed = answerable.filter(([question, source]) => {
      const found = retrieve(question, passages, processTerm);
      return !found.passages.some((passage) => passage.source.title === source);
    });
    expect(missed).toEqual([]);
  });

  it("finds nothing for questions about something else, but one known miss", async () => {
    const { passages, processTerm } = await corpus();
    const answered = unanswerable.filter(
      (question) => retrieve(question, passages, processTerm).passages.length > 0,
    );
    // "time" and "open" are in the content ("Opening Doors" in a post's title): BM25 alone
    // cannot tell, so the page offers the account manager under every answer too.
    expect(answered).toEqual(["What time does the museum open?"]);
  });

  it("sits between the two groups' scores with room on both sides", async () => {
    const { passages, processTerm } = await corpus();
    const top = (question: string) => retrieve(question, passages, processTerm).topScore;
    const lowestAnswer = Math.min(...answerable.map(([question]) => top(question)));
    const highestOther = Math.max(
      ...unanswerable.filter((question) => !question.includes("museum")).map(top),
    );
    expect(highestOther).toBeLessThan(ANSWER_THRESHOLD * 0.85);
    expect(lowestAnswer).toBeGreaterThan(ANSWER_THRESHOLD * 1.15);
  });
});
