import { type Clauses, hasKey } from "./clauses";
import { MAX_INTAKE_LOCATIONS } from "./intake-constants";
import {
  clientSiteWords,
  headOfficePhrases,
  notPeople,
  placeCountNouns,
  placePrepositions,
  singleSitePhrases,
  siteNouns,
  whereVerbs,
} from "./lexicon-counts";
import { ORDINALS, readNumber } from "./numbers";
import { PhraseIndex, type Splitter } from "./phrases";
import { placesFrom } from "./places";
import { isPeopleNoun } from "./size";
import type { Token } from "./tokens";

/**
 * Locations (issue 36 §1): sites counted ("eleven locations", "2 offices", "one facility"),
 * named by place ("offices in Boston and Hartford" = 2, "140 employees across New York and
 * Lisbon" = 2), said to be one ("warehouse and office on the same site"), or listed together
 * ("14 stores, a warehouse" = 15, "7 depots and a head office" = 8). A site with "a" or "the"
 * counts only in such a list, with its place ("a small office in Austin") or as where the
 * business is ("we work in a shared office"): "we're a small studio" says what the business
 * is, not how many sites it has.
 */
export interface SitesFinding {
  count: number;
  /** The phrases counted, as token ranges. */
  spans: { from: number; to: number }[];
}

interface Mention {
  count: number;
  /** Counted or placed; a weak one ("a warehouse") counts only beside others. */
  strong: boolean;
  /**
   * Any other noun with its place ("a terminal in Des Moines"): a site only when listed with
   * a real one ("HQ in Omaha and a terminal in Des Moines").
   */
  guess?: boolean;
  from: number;
  to: number;
}

const SITES = new Set(siteNouns);
const CLIENT_SITES = new Set(clientSiteWords);
const NOT_PEOPLE = new Set(notPeople);
const PLACE_COUNT = new Set(placeCountNouns);
const PREPOSITIONS = new Set(placePrepositions);
const WHERE = new Set(whereVerbs);
const ARTICLES = new Set(["a", "an", "the", "our", "its", "their"]);
/** Words after a site that say where it is, not what kind ("an office downtown"). */
const WHERE_WORDS = new Set([
  "downtown",
  "uptown",
  "midtown",
  "nearby",
  "locally",
  "here",
  "there",
]);
const LOCATIVE = new Set(["in", "at", "from", "inside", "within", "of"]);
const ONE = new Set(["single", "sole", "only", "one"]);
const NOT_PHYSICAL = new Set([
  "online",
  "virtual",
  "web",
  "internet",
  "remote",
  "home",
  "e-commerce",
]);
const COORDINATION = new Set([
  "and",
  ",",
  "plus",
  "&",
  "with",
  "as",
  "well",
  "along",
  "a",
  "an",
  "the",
  "our",
]);
const ALSO = new Set(["also", "another", "additional", "other", "plus", "second", "third", "new"]);
const MAX_MODIFIERS = 2;

/** A site noun heading its phrase ("2 offices,"), not modifying another ("office staff"). */
function isSiteHead(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  if (!token || !hasKey(token, SITES) || token.pos === "VERB") return false;
  const next = tokens[i + 1];
  if (!next || next.sentence !== token.sentence) return true;
  // English compounds take a singular modifier ("office staff"): a plural is the head.
  const plural =
    token.lemma !== token.normal ||
    (token.pos === "PROPN" && token.keys.slice(1).some((key) => SITES.has(key)));
  if (plural && !/(?:quarters|premises)$/.test(token.normal)) return true;
  if (WHERE_WORDS.has(next.normal)) return true;
  if (hasKey(next, SITES) && next.pos === "NOUN") return false;
  return next.pos !== "NOUN";
}

function isModifier(token: Token | undefined): boolean {
  return (
    !!token &&
    (token.joiner || token.pos === "ADJ" || (token.pos === "NOUN" && !hasKey(token, SITES)))
  );
}

/** The site noun ending the phrase that starts after token `i`, over a few modifiers. */
function siteAfter(tokens: readonly Token[], i: number): number | null {
  for (let j = i + 1; j <= i + 1 + MAX_MODIFIERS; j += 1) {
    const token = tokens[j];
    if (!token) return null;
    if (hasKey(token, NOT_PHYSICAL)) return null;
    if (isSiteHead(tokens, j)) return j;
    const modifier =
      token.joiner ||
      token.pos === "ADJ" ||
      token.pos === "NOUN" ||
      token.pos === "PROPN" ||
      (token.pos === "VERB" && (token.lemma !== token.normal || token.normal.endsWith("ing")));
    if (!modifier || isPeopleNoun(token)) return null;
  }
  return null;
}

export interface SitesReader {
  read(tokens: readonly Token[], clauses: Clauses): SitesFinding | null;
}

export function sitesReader(split: Splitter): SitesReader {
  const single = new PhraseIndex(
    singleSitePhrases.map((phrase) => ({ phrase, data: 1 })),
    {},
    split,
  );
  const head = new PhraseIndex(
    headOfficePhrases.map((phrase) => ({ phrase, data: 1 })),
    { site: siteNouns },
    split,
  );

  /** "offices in Boston and Hartford", "in 3 cities": sites named after token `i`. */
  function placed(tokens: readonly Token[], i: number): { count: number; to: number } | null {
    let j = i + 1;
    if (tokens[j]?.normal === ")") j += 1;
    if (hasKey(tokens[j], WHERE)) j += 1;
    if (!hasKey(tokens[j], PREPOSITIONS)) return null;
    const number = readNumber(tokens, j + 1);
    if (number && hasKey(tokens[number.to + 1], PLACE_COUNT)) {
      return { count: number.value, to: number.to + 1 };
    }
    return placesFrom(tokens, j + 1);
  }

  return {
    read(tokens, clauses) {
      const mentions: Mention[] = [];
      const taken = new Set<number>();
      for (let i = 0; i < tokens.length; i += 1) {
        const token = tokens[i] as Token;
        if (taken.has(i)) continue;
        // Counted: "eleven locations", "3 fitness studios", "a single plant", "a second office".
        const number = readNumber(tokens, i);
        const ordinal = ORDINALS[token.normal];
        const one = ONE.has(token.normal) ? 1 : undefined;
        const article = ARTICLES.has(token.normal);
        // "a single plant", "our one office", "our only site"
        const articleOne = article && ONE.has(tokens[i + 1]?.normal ?? "");
        const counted = number?.value ?? ordinal ?? one ?? (articleOne ? 1 : undefined);
        const end = number ? number.to : articleOne ? i + 1 : i;
        if (counted !== undefined || article) {
          // "five-store chain", "a 12-branch bank": the hyphenated site counts, heading or not.
          const hyphenated =
            number && tokens[end + 1]?.joiner && hasKey(tokens[end + 2], SITES) ? end + 2 : null;
          const site = hyphenated ?? siteAfter(tokens, end);
          const theirs = hasKey(tokens[i - 1], CLIENT_SITES);
          if (site !== null && !clauses.negated(i) && !theirs) {
            const where = placed(tokens, site);
            const count = Math.max(counted ?? 1, where?.count ?? 0);
            // "we work in a shared office", "out of the warehouse": a place the business is at.
            const at = hasKey(tokens[i - 1], LOCATIVE);
            mentions.push({
              count,
              strong: counted !== undefined || where !== null || (article && at),
              from: i,
              to: where?.to ?? site,
            });
            for (let k = i; k <= (where?.to ?? site); k += 1) taken.add(k);
            i = where?.to ?? site;
            continue;
          }
        }
        // "a terminal in Des Moines": kept as a guess, a site only beside a real one.
        if (article && !clauses.negated(i)) {
          const noun = tokens[i + 1];
          const where =
            noun?.pos === "NOUN" && !isPeopleNoun(noun) && !hasKey(noun, NOT_PEOPLE)
              ? placed(tokens, i + 1)
              : null;
          if (where) {
            mentions.push({
              count: where.count,
              strong: false,
              guess: true,
              from: i,
              to: where.to,
            });
            i = where.to;
            continue;
          }
        }
        // Named by place after a site, a workforce or "based": "offices in Boston and Hartford".
        if (
          (isSiteHead(tokens, i) || isPeopleNoun(token) || hasKey(token, WHERE)) &&
          !clauses.negated(i)
        ) {
          const where = placed(tokens, i);
          if (where) {
            // "regional offices in ...": the phrase starts at its first modifier.
            let from = i;
            while (
              from > 0 &&
              !taken.has(from - 1) &&
              isModifier(tokens[from - 1]) &&
              i - from < 3
            ) {
              from -= 1;
            }
            mentions.push({ count: where.count, strong: true, from, to: where.to });
            for (let k = i; k <= where.to; k += 1) taken.add(k);
            i = where.to;
          }
        }
      }
      for (const match of head.find(tokens)) {
        if (!mentions.some((m) => m.from <= match.from && m.to >= match.to)) {
          mentions.push({ count: 1, strong: false, from: match.from, to: match.to });
        }
      }
      const oneSite = single.find(tokens)[0];
      mentions.sort((a, b) => a.from - b.from);

      // Mentions listed together add up; separate sentences give the largest, or add with "also".
      const groups: Mention[][] = [];
      for (const mention of mentions) {
        const last = groups.at(-1);
        const previous = last?.at(-1);
        if (last && previous && listedTogether(tokens, previous.to, mention.from)) {
          last.push(mention);
        } else groups.push([mention]);
      }
      let count = 0;
      let strong = false;
      const spans: { from: number; to: number }[] = [];
      for (const listed of groups) {
        const real = listed.some((mention) => !mention.guess);
        const group = real ? listed : [];
        const sum = group.reduce((total, mention) => total + mention.count, 0);
        if (group.length === 0 || (group.length === 1 && !group[0]?.strong)) continue;
        strong ||= group.some((mention) => mention.strong);
        const first = group[0] as Mention;
        const adds = count > 0 && addsToEarlier(tokens, first.from);
        const range = { from: first.from, to: (group.at(-1) as Mention).to };
        if (adds) {
          count += sum;
          spans.push(range);
        } else if (sum > count) {
          count = sum;
          spans.splice(0, spans.length, range);
        }
      }
      if (oneSite && (count === 0 || !strong)) {
        return { count: 1, spans: [{ from: oneSite.from, to: oneSite.to }] };
      }
      if (count === 0) return null;
      return { count: Math.min(count, MAX_INTAKE_LOCATIONS), spans };
    },
  };
}

function listedTogether(tokens: readonly Token[], to: number, from: number): boolean {
  if (tokens[from]?.sentence !== tokens[to]?.sentence) return false;
  for (let i = to + 1; i < from; i += 1) {
    if (!COORDINATION.has(tokens[i]?.normal ?? "")) return false;
  }
  return true;
}

/** "We also have two warehouses": a later sentence that adds sites rather than restating. */
function addsToEarlier(tokens: readonly Token[], from: number): boolean {
  const sentence = tokens[from]?.sentence;
  for (let i = from; i >= 0 && tokens[i]?.sentence === sentence; i -= 1) {
    if (hasKey(tokens[i], ALSO)) return true;
  }
  return hasKey(tokens[from + 1], ALSO);
}
