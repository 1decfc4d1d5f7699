import {
  applicabilityWords,
  clauseEnders,
  clauseJoiners,
  emphaticAfterNegation,
  negators,
} from "./lexicon-clauses";
import type { Token } from "./tokens";

/**
 * Clauses and negation (issue 36 §1). A negation word denies what follows it in its own
 * clause only: "we don't have an IT person and patient records are on a laptop" leaves the
 * patient records standing. A clause ends at a sentence end, at strong punctuation, at words
 * such as "but" and "because", and at "and" or a comma when a new verb follows (a list such as
 * "we don't take Visa, Mastercard or Amex" stays one clause).
 */
const HARD_PUNCTUATION = new Set([
  ".",
  ";",
  ":",
  "!",
  "?",
  "(",
  ")",
  "[",
  "]",
  "—",
  "–",
  "-",
  "…",
  '"',
  "“",
  "”",
]);
const ENDERS = new Set(clauseEnders);
const JOINERS = new Set(clauseJoiners);
const NEGATORS = new Set(negators);
const EMPHATIC = new Set(emphaticAfterNegation);
const APPLICABILITY = new Set(applicabilityWords);
/** Words between a negator and what it denies that say nothing themselves. */
const FILLERS = new Set([
  "really",
  "even",
  "ever",
  "actually",
  "directly",
  "currently",
  "be",
  "do",
]);
/** How far back a negator reaches. */
const NEGATION_REACH = 8;

const isHard = (token: Token) =>
  !token.joiner && token.pos === "PUNCT" && HARD_PUNCTUATION.has(token.normal);
const isVerb = (token: Token | undefined) => token?.pos === "VERB" || token?.pos === "AUX";

export const hasKey = (token: Token | undefined, words: ReadonlySet<string>) =>
  token ? token.keys.some((key) => words.has(key)) : false;

export class Clauses {
  /** Clause number of each token. */
  readonly of: Int32Array;

  constructor(readonly tokens: readonly Token[]) {
    this.of = new Int32Array(tokens.length);
    let clause = 0;
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i] as Token;
      const previous = tokens[i - 1];
      if (previous && previous.sentence !== token.sentence) clause += 1;
      if (isHard(token) || ENDERS.has(token.normal)) clause += 1;
      else if (JOINERS.has(token.normal) && this.newVerbAhead(i)) clause += 1;
      this.of[i] = clause;
    }
  }

  /** A verb within the next few words, before the clause could end anyway. */
  private newVerbAhead(i: number): boolean {
    for (let j = i + 1; j < Math.min(this.tokens.length, i + 6); j += 1) {
      const token = this.tokens[j] as Token;
      if (isHard(token) || token.sentence !== this.tokens[i]?.sentence) return false;
      if (token.normal === "," || token.normal === "and") return false;
      if (isVerb(token)) return true;
    }
    return false;
  }

  /** Tokens of the clause that holds token `i`. */
  clauseRange(i: number): [number, number] {
    const clause = this.of[i];
    let from = i;
    let to = i;
    while (from > 0 && this.of[from - 1] === clause) from -= 1;
    while (to < this.tokens.length - 1 && this.of[to + 1] === clause) to += 1;
    return [from, to];
  }

  clauseHas(i: number, words: ReadonlySet<string>): boolean {
    const [from, to] = this.clauseRange(i);
    for (let j = from; j <= to; j += 1) if (hasKey(this.tokens[j], words)) return true;
    return false;
  }

  /** A negator that denies token `i`: before it, in its clause, not mere emphasis. */
  negatorOf(i: number): number | null {
    const clause = this.of[i];
    for (let n = i - 1; n >= Math.max(0, i - NEGATION_REACH); n -= 1) {
      if (this.of[n] !== clause) return null;
      const token = this.tokens[n] as Token;
      if (!hasKey(token, NEGATORS)) continue;
      let next = n + 1;
      while (next < i && hasKey(this.tokens[next], FILLERS)) next += 1;
      if (hasKey(this.tokens[next], EMPHATIC)) continue;
      return n;
    }
    return null;
  }

  negated(i: number): boolean {
    return this.negatorOf(i) !== null;
  }

  /** "HIPAA doesn't apply", "ransomware isn't a concern": a denial after the words. */
  deniedAfter(to: number): boolean {
    const clause = this.of[to];
    for (let n = to + 1; n < Math.min(this.tokens.length, to + 6); n += 1) {
      if (this.of[n] !== clause) return false;
      if (!hasKey(this.tokens[n], NEGATORS)) continue;
      for (let k = n + 1; k <= n + 4 && k < this.tokens.length; k += 1) {
        if (this.of[k] !== clause) return false;
        if (hasKey(this.tokens[k], APPLICABILITY)) return true;
      }
    }
    return false;
  }
}
