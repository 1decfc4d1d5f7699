/**
 * The text as tokens (issue 36 §1), from wink-nlp and its English model: sentences, parts of
 * speech and lemmas, each token with its place in the text so a finding can quote the words
 * exactly. The model ships in its npm package; nothing is fetched. Loaded on first use only,
 * so a server that never reads an intake never loads it (and the browser never does).
 */
export interface Token {
  index: number;
  /** As typed. */
  value: string;
  /** Lowercase. */
  normal: string;
  lemma: string;
  /** Universal part of speech (NOUN, VERB, PROPN, NUM, PUNCT, SPACE, ...). */
  pos: string;
  /** Offsets in the text: `text.slice(start, end) === value`. */
  start: number;
  end: number;
  /** Sentences as wink-nlp splits them, also split at line breaks (lists, bullets). */
  sentence: number;
  /** What a lexicon word may equal: normal form, lemma and a plain singular. */
  keys: readonly string[];
  /** A hyphen with a word on both sides ("home-care"): read through, not a break. */
  joiner: boolean;
}

type WinkFn = typeof import("wink-nlp").default;
type Nlp = ReturnType<WinkFn>;

let loading: Promise<Nlp> | undefined;

/** The pipeline: sentence boundaries and parts of speech (lemmas need the latter). */
async function loadNlp(): Promise<Nlp> {
  const [wink, model] = await Promise.all([import("wink-nlp"), import("wink-eng-lite-web-model")]);
  return wink.default(model.default, ["sbd", "pos"]);
}

export function nlp(): Promise<Nlp> {
  loading ??= loadNlp().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A plain English singular, for words the model leaves as they are (capitalised ones). */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith("s") || word.endsWith("ss")) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

export function keysOf(normal: string, lemma: string): string[] {
  const keys = [normal];
  if (lemma && lemma !== normal) keys.push(lemma);
  const plain = singular(normal);
  if (!keys.includes(plain)) keys.push(plain);
  return keys;
}

/** Tokens of `text` with offsets; whitespace-only tokens other than line breaks are dropped. */
export function tokenize(instance: Nlp, text: string): Token[] {
  const its = instance.its;
  const doc = instance.readDoc(text);
  const values = doc.tokens().out() as string[];
  const poses = doc.tokens().out(its.pos) as string[];
  // wink-nlp's types give `its.lemma` an extra parameter; it is an its-function like the rest.
  const lemmas = doc.tokens().out(its.lemma as unknown as typeof its.normal) as string[];
  const sentenceOf = new Int32Array(values.length);
  doc.sentences().each((sentence, index) => {
    const [from, to] = sentence.out(its.span) as unknown as [number, number];
    for (let i = from; i <= to; i += 1) sentenceOf[i] = index;
  });
  const tokens: Token[] = [];
  let cursor = 0;
  let lineBreaks = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] ?? "";
    const found = text.indexOf(value, cursor);
    const start = found >= 0 ? found : cursor;
    const end = found >= 0 ? start + value.length : cursor;
    cursor = end;
    const pos = poses[i] ?? "X";
    if (pos === "SPACE" || value.trim() === "") {
      if (value.includes("\n")) lineBreaks += 1;
      continue;
    }
    const normal = value.toLowerCase();
    const lemma = (lemmas[i] ?? normal).toLowerCase();
    tokens.push({
      index: tokens.length,
      value,
      normal,
      lemma,
      pos,
      start,
      end,
      sentence: (sentenceOf[i] ?? 0) + lineBreaks,
      keys: keysOf(normal, lemma),
      joiner: false,
    });
  }
  for (let i = 1; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as Token;
    const before = tokens[i - 1] as Token;
    const after = tokens[i + 1] as Token;
    token.joiner = isJoiner(token.value) && before.end === token.start && after.start === token.end;
  }
  return tokens;
}

/** The words of a lexicon phrase, tokenised exactly as the text is (e.g. "24x7" -> 24 x7). */
export function phraseWords(instance: Nlp, phrase: string): string[] {
  return (instance.readDoc(phrase).tokens().out() as string[])
    .map((word) => word.toLowerCase())
    .filter((word) => word.trim() !== "" && !isJoiner(word));
}

/** A hyphen inside a word ("home-care", "forty-five") joins, it does not separate. */
export function isJoiner(value: string): boolean {
  return value === "-" || value === "‐";
}
