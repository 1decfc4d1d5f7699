import {
  type ComplianceRequirement,
  complianceIds,
  type SecurityFocus,
  securityFocusIds,
} from "../assessment/options";
import { Clauses } from "./clauses";
import type { IntakeField } from "./intake-constants";
import { type Finding, requirementReader } from "./requirements";
import type { IntakeEvidence, IntakeReading } from "./schema";
import { sitesReader } from "./sites";
import { sizeReader } from "./size";
import { timelineReader } from "./timeline";
import { nlp, phraseWords, type Token, tokenize } from "./tokens";

/**
 * Free-text intake (issue 36 §1): a prospect's description of the company read into the
 * assessment's answers, each with the words it came from. Pure and deterministic: no DOM,
 * no network, no store; the language model is wink-nlp's English model from its npm package.
 * Server-side only (the builder page calls POST /api/sb/intake).
 */
type Readers = {
  requirements: ReturnType<typeof requirementReader>;
  size: ReturnType<typeof sizeReader>;
  sites: ReturnType<typeof sitesReader>;
  timeline: ReturnType<typeof timelineReader>;
  tokenize(text: string): Token[];
};

let readers: Promise<Readers> | undefined;

async function loadReaders(): Promise<Readers> {
  const instance = await nlp();
  // Lexicon words are split as the text is, once per word.
  const cache = new Map<string, string[]>();
  const split = (word: string) => {
    let words = cache.get(word);
    if (!words) {
      words = phraseWords(instance, word);
      cache.set(word, words);
    }
    return words;
  };
  return {
    requirements: requirementReader(split),
    size: sizeReader(split),
    sites: sitesReader(split),
    timeline: timelineReader(split),
    tokenize: (text) => tokenize(instance, text),
  };
}

/** Loads the model and compiles the lexicon (about 0.2 s, once per process). */
export function prepareIntake(): Promise<void> {
  readers ??= loadReaders().catch((error: unknown) => {
    readers = undefined;
    throw error;
  });
  return readers.then(() => undefined);
}

/** The most quotes kept per answer: enough to explain it, never the whole text back. */
const QUOTES_PER_VALUE = 3;

export async function readIntake(text: string): Promise<IntakeReading> {
  await prepareIntake();
  return readWith(await (readers as Promise<Readers>), text);
}

function readWith(r: Readers, text: string): IntakeReading {
  const tokens = r.tokenize(text);
  const clauses = new Clauses(tokens);
  const quote = (from: number, to: number) =>
    text.slice((tokens[from] as Token).start, (tokens[to] as Token).end);
  // Token ranges per answer; overlapping ones ("take card" + "card payments") become one quote.
  const spans: { field: IntakeField; value: string | number; from: number; to: number }[] = [];
  const add = (field: IntakeField, value: string | number, from: number, to: number) => {
    const same = spans.find(
      (span) =>
        span.field === field && span.value === value && span.from <= to + 1 && from <= span.to + 1,
    );
    if (same) {
      same.from = Math.min(same.from, from);
      same.to = Math.max(same.to, to);
    } else spans.push({ field, value, from, to });
  };

  const size = r.size.read(tokens, clauses);
  if (size) add("companySize", size.size, size.from, size.to);

  const sites = r.sites.read(tokens, clauses);
  if (sites) for (const span of sites.spans) add("locationCount", sites.count, span.from, span.to);

  const { compliance, focus } = r.requirements.read(tokens, clauses);
  const complianceRequirements = ordered(compliance, complianceIds);
  for (const finding of compliance) {
    add("complianceRequirements", finding.id, finding.from, finding.to);
  }
  const securityFocus = ordered(focus, securityFocusIds);
  for (const finding of focus) add("securityFocus", finding.id, finding.from, finding.to);

  const timeline = r.timeline.read(tokens, clauses);
  if (timeline) add("timeline", timeline.timeline, timeline.from, timeline.to);

  spans.sort((a, b) => a.from - b.from);
  const evidence: IntakeEvidence[] = [];
  for (const { field, value, from, to } of spans) {
    const words = quote(from, to);
    const same = evidence.filter((item) => item.field === field && item.value === value);
    if (same.length < QUOTES_PER_VALUE && !same.some((item) => item.quote === words)) {
      evidence.push({ field, value, quote: words });
    }
  }
  return {
    companySize: size?.size ?? null,
    locationCount: sites?.count ?? null,
    complianceRequirements,
    securityFocus,
    timeline: timeline?.timeline ?? null,
    evidence,
  };
}

/** The ids found, in the assessment's own order. */
function ordered<Id extends ComplianceRequirement | SecurityFocus>(
  findings: readonly Finding<Id>[],
  order: readonly Id[],
): Id[] {
  const found = new Set(findings.map((finding) => finding.id));
  return order.filter((id) => found.has(id));
}
