import { nlp } from "../intake/tokens";

/**
 * How a word of a passage or a question becomes an index term (decision 070): lower case,
 * English stop words dropped and the rest stemmed ("onboarding" and "onboarded" -> "onboard"),
 * by wink-nlp's English model (the one the intake loads, from its npm package; nothing is
 * fetched). Each distinct word is worked out once and remembered.
 */
export type TermProcessor = (term: string) => string | null;

/** Distinct words remembered; past this the memory starts again (questions add new words). */
const REMEMBERED_WORDS = 50_000;

let loading: Promise<TermProcessor> | undefined;

async function createTermProcessor(): Promise<TermProcessor> {
  const instance = await nlp();
  const { its } = instance;
  const known = new Map<string, string | null>();
  return (term) => {
    const normal = term.toLowerCase();
    const remembered = known.get(normal);
    if (remembered !== undefined) return remembered;
    let processed: string | null = null;
    // A lone letter ("t" of "don't") says nothing; numbers stay as they are ("24", "365").
    if (/\d/.test(normal)) processed = normal;
    else if (normal.length > 1) {
      const tokens = instance.readDoc(normal).tokens();
      const stop = (tokens.out(its.stopWordFlag) as unknown as boolean[]).every(Boolean);
      // wink-nlp's types give `its.stem` an extra parameter; it is an its-function like the rest.
      const stems = tokens.out(its.stem as unknown as typeof its.normal) as string[];
      processed = stop ? null : stems.join("") || normal;
    }
    if (known.size >= REMEMBERED_WORDS) known.clear();
    known.set(normal, processed);
    return processed;
  };
}

/** The processor, loaded with the language model on first use. */
export function termProcessor(): Promise<TermProcessor> {
  loading ??= createTermProcessor().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
