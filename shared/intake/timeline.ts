import type { Timeline } from "../assessment/options";
import { type Clauses, hasKey } from "./clauses";
import { deadlineFillers, deadlineWords, durationUnits, timelineCues, wordLists } from "./lexicon";
import { readNumber } from "./numbers";
import { longestOnly, PhraseIndex, type Splitter } from "./phrases";
import { singular, type Token } from "./tokens";

/**
 * Timeline (issue 36 §1): phrases ("ASAP", "next quarter", "later next year", "no rush") and
 * deadlines with a duration ("in 4 months", "within 1-3 months", "within six weeks", "90
 * days from now"), a duration read at its far end. Urgency denied ("not urgent", "we don't
 * need it right away") means later; any other denied phrase is dropped. With several, the
 * most urgent wins: that is when the first services must be in place.
 */
export interface TimelineFinding {
  timeline: Timeline;
  from: number;
  to: number;
}

const URGENCY: readonly Timeline[] = ["asap", "1-3-months", "3-6-months", "later"];
const DEADLINE = new Set(deadlineWords);
const FILLERS = new Set(deadlineFillers);
const VAGUE: Record<string, number> = { few: 3, couple: 2, several: 4 };
const AFTER = new Set(["from", "out", "away"]);

export function timelineOfMonths(months: number): Timeline {
  if (months < 1) return "asap";
  if (months <= 3) return "1-3-months";
  if (months <= 6) return "3-6-months";
  return "later";
}

function unitMonths(token: Token | undefined): number | null {
  if (!token) return null;
  const unit = durationUnits[singular(token.normal)] ?? durationUnits[token.lemma];
  return unit ?? null;
}

/** A duration at token `i`: "4 months", "six weeks", "a month", "a few weeks", "1-3 months". */
function durationAt(tokens: readonly Token[], i: number): { months: number; to: number } | null {
  let j = i;
  let amount: number | null = null;
  const word = tokens[j]?.normal ?? "";
  if ((word === "a" || word === "an") && VAGUE[tokens[j + 1]?.normal ?? ""] !== undefined) {
    amount = VAGUE[tokens[j + 1]?.normal ?? ""] as number;
    j += tokens[j + 2]?.normal === "of" ? 3 : 2;
  } else if (VAGUE[word] !== undefined) {
    amount = VAGUE[word] as number;
    j += tokens[j + 1]?.normal === "of" ? 2 : 1;
  } else if (word === "a" || word === "an" || word === "one") {
    amount = 1;
    j += 1;
  } else {
    const number = readNumber(tokens, j);
    if (!number) return null;
    amount = number.high;
    j = number.to + 1;
  }
  const unit = unitMonths(tokens[j]);
  return unit === null ? null : { months: amount * unit, to: j };
}

export interface TimelineReader {
  read(tokens: readonly Token[], clauses: Clauses): TimelineFinding | null;
}

export function timelineReader(split: Splitter): TimelineReader {
  const cues = new PhraseIndex(
    timelineCues.map((cue) => ({ phrase: cue.phrase, data: cue.timeline })),
    wordLists,
    split,
  );
  return {
    read(tokens, clauses) {
      const found: TimelineFinding[] = [];
      for (const match of longestOnly(cues.find(tokens))) {
        const hasOwnNegation = tokens
          .slice(match.from, match.to + 1)
          .some((token) => token.normal === "no" || token.normal === "not");
        if (!hasOwnNegation && clauses.negated(match.from)) {
          // "we don't need it immediately": not urgent, so later.
          if (match.data === "asap")
            found.push({ timeline: "later", from: match.from, to: match.to });
          continue;
        }
        if (match.data) found.push({ timeline: match.data, from: match.from, to: match.to });
      }
      tokens.forEach((token, i) => {
        const deadline = hasKey(token, DEADLINE);
        let j = i + (deadline ? 1 : 0);
        while (deadline && hasKey(tokens[j], FILLERS) && j - i < 4) {
          // "in the next 6 weeks", "within about a month": fillers, but "a" may be the amount.
          if ((tokens[j]?.normal === "a" || tokens[j]?.normal === "an") && durationAt(tokens, j)) {
            break;
          }
          j += 1;
        }
        const duration = durationAt(tokens, j);
        if (!duration || clauses.negated(i)) return;
        const from = deadline ? i : j;
        // Without a deadline word it must look ahead: "three months from now", "6 weeks out".
        if (!deadline && !hasKey(tokens[duration.to + 1], AFTER)) return;
        if (!deadline && i !== j) return;
        const to = deadline
          ? duration.to
          : duration.to + 1 + (tokens[duration.to + 2]?.normal === "now" ? 1 : 0);
        if (found.some((other) => other.from <= from && other.to >= to)) return;
        found.push({ timeline: timelineOfMonths(duration.months), from, to });
      });
      if (found.length === 0) return null;
      return found.reduce((best, finding) =>
        URGENCY.indexOf(finding.timeline) < URGENCY.indexOf(best.timeline) ? finding : best,
      );
    },
  };
}
