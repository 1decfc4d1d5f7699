import MiniSearch from "minisearch";
import type { TermProcessor } from "./index-terms";
import type { Passage } from "./passages";
import type { AnswerPassage } from "./question";

/**
 * Answers from passages (issue 36 §3, decision 070): MiniSearch's BM25 over the passages'
 * titles and texts, in memory, built for one question from this quote's passages and the
 * public ones only, so nothing of another quote can ever be found. A passage answers when
 * its score reaches ANSWER_THRESHOLD (chosen on the cases of retrieval-quality.test.ts);
 * the best few are shown, one per source, cut to an excerpt around the words that matched.
 */
export const ANSWER_THRESHOLD = 12;
export const MAX_PASSAGES = 3;
export const EXCERPT_CHARS = 300;

export interface Retrieval {
  passages: AnswerPassage[];
  /** The best passage's score, also when it is under the threshold (0: nothing matched). */
  topScore: number;
}

interface Indexed {
  id: number;
  title: string;
  text: string;
}

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

/** Two decimals: enough to compare with the threshold, no false precision in the API. */
const rounded = (score: number) => Math.round(score * 100) / 100;

/** How many of `terms` the words of `text` hold. */
function matches(text: string, terms: ReadonlySet<string>, processTerm: TermProcessor) {
  const found = new Set<string>();
  for (const word of tokenize(text)) {
    const term = word ? processTerm(word) : null;
    if (term && terms.has(term)) found.add(term);
  }
  return found.size;
}

/**
 * The passage's sentence with the most matched terms, with its neighbours while they fit in
 * EXCERPT_CHARS; a sentence longer than that is cut at a word. "…" marks what was left out.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, processTerm: TermProcessor) {
  if (text.length <= EXCERPT_CHARS) return text;
  const sentences = text.split(/(?<=[.!?;])\s+/);
  let best = 0;
  let bestCount = -1;
  sentences.forEach((sentence, index) => {
    const count = matches(sentence, terms, processTerm);
    if (count > bestCount) [best, bestCount] = [index, count];
  });
  let from = best;
  let to = best;
  let length = sentences[best]?.length ?? 0;
  for (;;) {
    const next = sentences[to + 1];
    const before = sentences[from - 1];
    if (next !== undefined && length + next.length + 1 <= EXCERPT_CHARS) {
      to += 1;
      length += next.length + 1;
    } else if (before !== undefined && length + before.length + 1 <= EXCERPT_CHARS) {
      from -= 1;
      length += before.length + 1;
    } else break;
  }
  let chosen = sentences.slice(from, to + 1).join(" ");
  if (chosen.length > EXCERPT_CHARS) {
    chosen = `${chosen.slice(0, chosen.lastIndexOf(" ", EXCERPT_CHARS - 1))}…`;
  }
  return `${from > 0 ? "…" : ""}${chosen}${to < sentences.length - 1 && !chosen.endsWith("…") ? " …" : ""}`;
}

export function retrieve(
  question: string,
  passages: readonly Passage[],
  processTerm: TermProcessor,
  threshold = ANSWER_THRESHOLD,
): Retrieval {
  const index = new MiniSearch<Indexed>({ fields: ["title", "text"], processTerm });
  index.addAll(
    passages.map((passage, id) => ({ id, title: passage.source.title, text: passage.text })),
  );
  const results = index.search(question, {
    boost: { title: 2 },
    // A typo in a longer word ("onbording") still finds it, at the library's lower weight.
    fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
  });
  const shown = new Set<string>();
  const answer: AnswerPassage[] = [];
  for (const result of results) {
    if (result.score < threshold || answer.length === MAX_PASSAGES) break;
    const passage = passages[result.id as number];
    const key = passage ? `${passage.source.url} ${passage.source.title}` : "";
    if (!passage || shown.has(key)) continue;
    shown.add(key);
    answer.push({
      text: excerpt(passage.text, new Set(result.terms), processTerm),
      source: passage.source,
      score: rounded(result.score),
    });
  }
  return { passages: answer, topScore: rounded(results[0]?.score ?? 0) };
}
