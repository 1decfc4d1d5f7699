import type { OrganizationSize } from "../inquiries/inquiry-constants";
import { type Clauses, hasKey } from "./clauses";
import {
  businessWords,
  memberWords,
  notPeople,
  peopleEndings,
  peopleNouns,
  siteNouns,
  soloPhrases,
  workforceWords,
} from "./lexicon-counts";
import { type NumberSpan, numbersIn, readNumber } from "./numbers";
import { PhraseIndex, type Splitter } from "./phrases";
import type { Token } from "./tokens";

/**
 * Company size (issue 36 §1): a headcount read from "45 staff", "forty-five employees",
 * "a 6-person firm", "a team of 12", "three of us", "me and three colleagues", "solo", put in
 * the contact form's buckets. Counts joined in one phrase add up ("10 nurses and 5
 * doctors"); otherwise the largest count is the company ("300 employees, 40 engineers").
 */
export interface SizeFinding {
  headcount: number;
  size: OrganizationSize;
  from: number;
  to: number;
}

const PEOPLE = new Set(peopleNouns);
const NOT_PEOPLE = new Set(notPeople);
const SITES = new Set(siteNouns);
const MEMBER = new Set(memberWords);
const WORKFORCE = new Set(workforceWords);
const BUSINESS = new Set(businessWords);
const MORE_THAN = ["over", "more than", "above", "upwards of", "north of", "just over"];
const LESS_THAN = ["under", "fewer than", "less than", "below", "just under"];
const COORDINATION = new Set(["and", ",", "plus", "&"]);
const APPROXIMATE = new Set([
  "about",
  "around",
  "roughly",
  "approximately",
  "nearly",
  "almost",
  "~",
  "some",
  "just",
]);
const MAX_MODIFIERS = 3;

export function bucketOf(headcount: number): OrganizationSize | null {
  if (!Number.isFinite(headcount) || headcount < 1) return null;
  if (headcount <= 10) return "1-10";
  if (headcount <= 50) return "11-50";
  if (headcount <= 200) return "51-200";
  if (headcount <= 500) return "201-500";
  return "501+";
}

/** A noun that counts people at work. */
export function isPeopleNoun(token: Token | undefined, previous?: Token): boolean {
  if (!token || (token.pos !== "NOUN" && token.pos !== "PROPN" && token.pos !== "ADJ")) {
    return token?.normal === "people" || token?.normal === "staff";
  }
  if (hasKey(token, NOT_PEOPLE) && !(token.lemma === "member" && hasKey(previous, MEMBER))) {
    return false;
  }
  if (token.lemma === "member") return hasKey(previous, MEMBER);
  if (hasKey(token, PEOPLE)) return true;
  const word = token.keys[token.keys.length - 1] ?? token.normal;
  return (
    token.pos === "NOUN" &&
    token.normal.endsWith("s") &&
    word.length > 4 &&
    peopleEndings.some((ending) => word.endsWith(ending))
  );
}

function modifierOk(token: Token | undefined): boolean {
  if (!token) return false;
  if (token.joiner) return true;
  if (hasKey(token, SITES) || hasKey(token, PEOPLE)) return false;
  return (
    token.pos === "ADJ" ||
    token.pos === "NOUN" ||
    token.pos === "PROPN" ||
    (token.pos === "VERB" && (token.lemma !== token.normal || token.normal.endsWith("ing")))
  );
}

/** The people noun a number counts, if any: "45 full-time staff" -> "staff". */
function countedPeople(tokens: readonly Token[], span: NumberSpan): number | null {
  let j = span.to + 1;
  for (let skipped = 0; skipped <= MAX_MODIFIERS; skipped += 1, j += 1) {
    const token = tokens[j];
    if (isPeopleNoun(token, tokens[j - 1])) return j;
    // "40-strong team"
    if (token?.normal === "strong" && tokens[j - 1]?.joiner) return j;
    if (!modifierOk(token)) return null;
  }
  return null;
}

function precededBy(tokens: readonly Token[], from: number, phrases: readonly string[]) {
  for (const phrase of phrases) {
    const words = phrase.split(" ");
    const start = from - words.length;
    if (start >= 0 && words.every((word, k) => tokens[start + k]?.normal === word)) return start;
  }
  return -1;
}

interface Count {
  headcount: number;
  from: number;
  to: number;
}

export interface SizeReader {
  read(tokens: readonly Token[], clauses: Clauses): SizeFinding | null;
}

export function sizeReader(split: Splitter): SizeReader {
  const solo = new PhraseIndex(
    soloPhrases.map((phrase) => ({ phrase, data: 1 })),
    {},
    split,
  );
  return {
    read(tokens, clauses) {
      const counts: Count[] = [];
      for (const span of numbersIn(tokens)) {
        if (clauses.negated(span.from)) continue;
        let headcount = span.value;
        let from = span.from;
        let to: number | null = countedPeople(tokens, span);
        // "three of us", "the 12 of us"
        if (
          to === null &&
          tokens[span.to + 1]?.normal === "of" &&
          tokens[span.to + 2]?.normal === "us" &&
          span.value >= 2
        ) {
          to = span.to + 2;
        }
        if (to === null) continue;
        const more = precededBy(tokens, from, MORE_THAN);
        const less = precededBy(tokens, from, LESS_THAN);
        if (more >= 0) {
          headcount = span.high + 1;
          from = more;
        } else if (less >= 0) {
          headcount = Math.max(1, span.low - 1);
          from = less;
        }
        // "me and three colleagues", "myself plus 4 staff"
        const with1 = tokens[from - 1];
        const me = tokens[from - 2];
        if (with1 && me && COORDINATION.has(with1.normal) && /^(?:me|myself)$/.test(me.normal)) {
          headcount += 1;
          from -= 2;
        }
        counts.push({ headcount, from, to });
      }
      // "a team of 12", "a staff of 40", "headcount of 85", "headcount is 85"; "an agency of
      // thirty" when no noun follows the number (a "group of 3 clinics" counts clinics).
      tokens.forEach((token, i) => {
        const workforce = hasKey(token, WORKFORCE);
        if (!workforce && !hasKey(token, BUSINESS)) return;
        const link = tokens[i + 1]?.normal;
        if (link !== "of" && !(workforce && (link === "is" || link === ":"))) return;
        let at = i + 2;
        while (APPROXIMATE.has(tokens[at]?.normal ?? "")) at += 1;
        const span = readNumber(tokens, at);
        if (!span || counts.some((count) => count.from <= span.from && count.to >= span.to)) return;
        const after = tokens[span.to + 1];
        const nounAfter =
          after?.sentence === token.sentence && (after.pos === "NOUN" || after.pos === "PROPN");
        if (!workforce && nounAfter) return;
        counts.push({ headcount: span.value, from: i, to: span.to });
      });
      for (const match of solo.find(tokens)) {
        counts.push({ headcount: 1, from: match.from, to: match.to });
      }
      if (counts.length === 0) return null;
      counts.sort((a, b) => a.from - b.from);

      // Counts joined by "and" or commas in one sentence add up.
      let best: Count | null = null;
      let group: Count | null = null;
      for (const count of counts) {
        if (group && joined(tokens, group.to, count.from)) {
          group = { headcount: group.headcount + count.headcount, from: group.from, to: count.to };
        } else {
          group = { ...count };
        }
        if (!best || group.headcount > best.headcount) best = group;
      }
      if (!best) return null;
      const size = bucketOf(best.headcount);
      return size ? { ...best, size } : null;
    },
  };
}

function joined(tokens: readonly Token[], to: number, from: number): boolean {
  if (from <= to + 1 || tokens[from]?.sentence !== tokens[to]?.sentence) return false;
  for (let i = to + 1; i < from; i += 1) {
    if (!COORDINATION.has(tokens[i]?.normal ?? "")) return false;
  }
  return true;
}
