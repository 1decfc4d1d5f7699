import { hasKey } from "./clauses";
import { notPlaces, regions } from "./lexicon-counts";
import type { Token } from "./tokens";

/**
 * Places named in a list (issue 36 §1): capitalised names joined by commas, "and", "&" or
 * "or" ("Boston, Hartford and Providence" = 3), a region after a comma belonging to the city
 * before it ("Portland, Oregon", "Boston, MA" = 1), a name used as a modifier not counted
 * ("Lisbon, EU customer data" = 1).
 */
const NOT_PLACES = new Set(notPlaces);
const REGIONS = new Set(regions);
const SEPARATORS = new Set([",", "and", "&", "or"]);

export const isUpper = (token: Token | undefined) =>
  !!token && /^\p{Lu}/u.test(token.value) && token.pos !== "PUNCT";

/** Places listed from token `i`: "Boston, MA and Hartford" -> 2, with the last token. */
export function placesFrom(
  tokens: readonly Token[],
  i: number,
): { count: number; to: number } | null {
  const sentence = tokens[i]?.sentence;
  const names = new Set<string>();
  let j = i;
  let to = -1;
  for (;;) {
    if (tokens[j]?.normal === "the") j += 1;
    const start = j;
    while (isUpper(tokens[j]) && tokens[j]?.sentence === sentence && j - start < 4) j += 1;
    if (j === start || hasKey(tokens[start], NOT_PLACES)) break;
    // "EU customer data": a name used as a modifier, not a place in the list.
    if (tokens[j]?.pos === "NOUN" && !isUpper(tokens[j]) && tokens[j]?.sentence === sentence) break;
    let name = tokens
      .slice(start, j)
      .map((token) => token.normal)
      .join(" ");
    to = j - 1;
    // "Portland, Oregon", "Boston, MA": the region belongs to the city before it.
    if (tokens[j]?.normal === "," && isUpper(tokens[j + 1])) {
      const one = tokens[j + 1]?.normal ?? "";
      const two = `${one} ${tokens[j + 2]?.normal ?? ""}`;
      if (REGIONS.has(two) && isUpper(tokens[j + 2])) {
        name += `, ${two}`;
        j += 3;
        to = j - 1;
      } else if (REGIONS.has(one) && !isUpper(tokens[j + 2])) {
        name += `, ${one}`;
        j += 2;
        to = j - 1;
      }
    }
    names.add(name);
    // Separators: ",", "and", ", and", "&", "or".
    let k = j;
    while (SEPARATORS.has(tokens[k]?.normal ?? "") && k - j < 2) k += 1;
    if (k === j || !isUpper(tokens[k === j ? j : k]) || tokens[k]?.sentence !== sentence) break;
    j = k;
  }
  return names.size > 0 ? { count: names.size, to } : null;
}
