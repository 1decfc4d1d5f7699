import { singular, type Token } from "./tokens";

/**
 * Lexicon phrases matched against tokens (issue 36 §1). A phrase is words separated by
 * spaces, each compared with a token's normal form, lemma and singular, so "take card
 * payment" also finds "takes card payments". In a phrase:
 * - `a|b` is either word; `@name` any entry of the named word list;
 * - `word?` may be left out; `=Word` must be typed with exactly that case ("in =Box");
 * - `*` stands for up to 3 other words of the same clause (`*5`: up to 5).
 * Hyphens inside words are read through ("home-care" = "home care"). A phrase never spans
 * two sentences. Each slot's words are split the way the text is ("24x7" -> "24", "x7").
 */
type Slot =
  | { kind: "words"; alternatives: string[][]; optional: boolean }
  | { kind: "gap"; max: number };

interface Compiled<T> {
  slots: Slot[];
  data: T;
}

export interface PhraseMatch<T> {
  data: T;
  /** First and last token (inclusive) of the words found. */
  from: number;
  to: number;
}

export type Splitter = (word: string) => string[];

const GAP = /^\*(\d*)$/;

function compile<T>(
  phrase: string,
  data: T,
  lists: Readonly<Record<string, readonly string[]>>,
  split: Splitter,
): Compiled<T> {
  const slots: Slot[] = phrase
    .trim()
    .split(/\s+/)
    .map((part): Slot => {
      const gap = GAP.exec(part);
      if (gap) return { kind: "gap", max: gap[1] ? Number(gap[1]) : 3 };
      const optional = part.endsWith("?");
      const body = optional ? part.slice(0, -1) : part;
      const words = body.split("|").flatMap((word) => {
        if (!word.startsWith("@")) return [word];
        const list = lists[word.slice(1)];
        if (!list) throw new Error(`intake lexicon: unknown word list ${word}`);
        return list;
      });
      const alternatives = words
        .map((word) => (word.startsWith("=") ? [word] : split(word)))
        .filter((words) => words.length > 0)
        // Longer alternatives first: "credit card" before "credit".
        .sort((a, b) => b.length - a.length);
      return { kind: "words", alternatives, optional };
    });
  const first = slots[0];
  if (first?.kind !== "words" || first.optional) {
    throw new Error(`intake lexicon: "${phrase}" must start with a word`);
  }
  return { slots, data };
}

const matchesWord = (token: Token, word: string) =>
  word.startsWith("=")
    ? token.value === word.slice(1)
    : token.keys.includes(word) || token.keys.includes(singular(word));

export class PhraseIndex<T> {
  private readonly byFirstWord = new Map<string, Compiled<T>[]>();

  constructor(
    entries: readonly { phrase: string; data: T }[],
    lists: Readonly<Record<string, readonly string[]>>,
    split: Splitter,
  ) {
    for (const entry of entries) {
      const compiled = compile(entry.phrase, entry.data, lists, split);
      const first = compiled.slots[0] as Extract<Slot, { kind: "words" }>;
      const heads = new Set(
        first.alternatives.map((words) => {
          const head = words[0] as string;
          return head.startsWith("=") ? head.slice(1).toLowerCase() : head;
        }),
      );
      for (const head of heads) {
        for (const key of new Set([head, singular(head)])) {
          const list = this.byFirstWord.get(key) ?? [];
          list.push(compiled);
          this.byFirstWord.set(key, list);
        }
      }
    }
  }

  /** Every place a phrase matches (overlaps included; see `longestOnly`). */
  find(tokens: readonly Token[]): PhraseMatch<T>[] {
    const stream = tokens.filter((token) => !token.joiner);
    const found: PhraseMatch<T>[] = [];
    for (let at = 0; at < stream.length; at += 1) {
      const token = stream[at] as Token;
      const candidates = new Set<Compiled<T>>();
      for (const key of token.keys) {
        for (const compiled of this.byFirstWord.get(key) ?? []) candidates.add(compiled);
      }
      for (const compiled of candidates) {
        const end = matchSlots(compiled.slots, 0, stream, at, token.sentence);
        if (end > at) {
          found.push({
            data: compiled.data,
            from: token.index,
            to: (stream[end - 1] as Token).index,
          });
        }
      }
    }
    return found;
  }
}

/** The stream position after the slots matched from `at`, or -1. */
function matchSlots(
  slots: readonly Slot[],
  slot: number,
  stream: readonly Token[],
  at: number,
  sentence: number,
): number {
  if (slot === slots.length) return at;
  const current = slots[slot] as Slot;
  if (current.kind === "gap") {
    for (let skip = 0; skip <= current.max; skip += 1) {
      if (skip > 0) {
        const skipped = stream[at + skip - 1];
        if (!skipped || skipped.sentence !== sentence || skipped.pos === "PUNCT") return -1;
      }
      const end = matchSlots(slots, slot + 1, stream, at + skip, sentence);
      if (end >= 0) return end;
    }
    return -1;
  }
  for (const words of current.alternatives) {
    if (wordsAt(words, stream, at, sentence)) {
      const end = matchSlots(slots, slot + 1, stream, at + words.length, sentence);
      if (end >= 0) return end;
    }
  }
  return current.optional ? matchSlots(slots, slot + 1, stream, at, sentence) : -1;
}

function wordsAt(words: readonly string[], stream: readonly Token[], at: number, sentence: number) {
  for (let i = 0; i < words.length; i += 1) {
    const token = stream[at + i];
    if (!token || token.sentence !== sentence || !matchesWord(token, words[i] as string)) {
      return false;
    }
  }
  return true;
}

/** Drops each match that lies inside a longer one ("soc" inside "soc 2", "next year" inside "later next year"). */
export function longestOnly<T>(matches: readonly PhraseMatch<T>[]): PhraseMatch<T>[] {
  return matches.filter(
    (match) =>
      !matches.some(
        (other) =>
          other !== match &&
          other.from <= match.from &&
          other.to >= match.to &&
          other.to - other.from > match.to - match.from,
      ),
  );
}
