import type { Token } from "./tokens";

/**
 * Numbers as people write them (issue 36 §1): digits ("1,200", "1.5k", "200+", "40-60"),
 * words ("forty-five", "one hundred and twenty", "a dozen", "half a dozen", "a couple of"),
 * and ranges ("between 40 and 60", "40 to 60"). A range reads as its middle, and keeps its
 * ends for callers that need them (a deadline reads as its far end).
 */
export interface NumberSpan {
  value: number;
  low: number;
  high: number;
  /** First and last token (inclusive). */
  from: number;
  to: number;
}

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };
/** "a couple", "a few": a number only after "a" (or as "couple of"). */
const AFTER_A: Record<string, number> = { couple: 2, few: 3, handful: 5, dozen: 12 };

export const ORDINALS: Record<string, number> = {
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  "2nd": 2,
  "3rd": 3,
  "4th": 4,
  "5th": 5,
};

const DIGITS = /^\d{1,3}(?:,\d{3})+$|^\d+(?:\.\d+)?$/;
const DIGIT_RANGE = /^(\d+(?:,\d{3})*)[-–—](\d+(?:,\d{3})*)$/;
const DIGITS_K = /^(\d+(?:\.\d+)?)k$/;

const digitValue = (text: string) => Number(text.replaceAll(",", ""));

const at = (tokens: readonly Token[], index: number) => tokens[index]?.normal ?? "";

/** A single number (no range) starting at token `i`. */
function readSingle(tokens: readonly Token[], i: number): NumberSpan | null {
  const word = at(tokens, i);
  if (DIGITS.test(word)) {
    let value = digitValue(word);
    let to = i;
    const next = tokens[i + 1];
    if (next && next.normal === "k" && next.start === tokens[i]?.end) {
      value *= 1000;
      to = i + 1;
    } else if (next && SCALES[next.normal]) {
      value *= SCALES[next.normal] as number;
      to = i + 1;
    }
    return { value: Math.round(value), low: value, high: value, from: i, to };
  }
  const thousands = DIGITS_K.exec(word);
  if (thousands) {
    const value = Math.round(Number(thousands[1]) * 1000);
    return { value, low: value, high: value, from: i, to: i };
  }
  return readWords(tokens, i);
}

function readWords(tokens: readonly Token[], i: number): NumberSpan | null {
  let j = i;
  let total = 0;
  let current = 0;
  let any = false;
  let last: "unit" | "tens" | "scale" | null = null;
  const first = at(tokens, j);
  if (first === "half" && at(tokens, j + 1) === "a" && at(tokens, j + 2) === "dozen") {
    return { value: 6, low: 6, high: 6, from: i, to: j + 2 };
  }
  if ((first === "a" || first === "an") && AFTER_A[at(tokens, j + 1)] === undefined) {
    if (!SCALES[at(tokens, j + 1)]) return null;
  }
  if (first === "a" || first === "an") {
    const next = at(tokens, j + 1);
    if (AFTER_A[next] !== undefined && next !== "dozen") {
      const value = AFTER_A[next] as number;
      // "a couple of", "a few", "a handful of"
      const to = at(tokens, j + 2) === "of" ? j + 2 : j + 1;
      return { value, low: value, high: value, from: i, to };
    }
    current = 1;
    any = true;
    j += 1;
  }
  for (; j < tokens.length; j += 1) {
    const token = tokens[j] as Token;
    const word = token.normal;
    if (token.joiner && last === "tens") continue;
    // "forty-five" typed as one token
    const parts = word.includes("-") ? word.split("-") : [word];
    if (parts.length === 2 && TENS[parts[0] as string] && UNITS[parts[1] as string]) {
      if (last === "unit" || last === "tens") break;
      current += (TENS[parts[0] as string] as number) + (UNITS[parts[1] as string] as number);
      last = "unit";
      any = true;
      continue;
    }
    if (UNITS[word] !== undefined) {
      if (last === "unit" || (last === "tens" && (UNITS[word] as number) >= 10)) break;
      current += UNITS[word] as number;
      last = "unit";
    } else if (TENS[word] !== undefined) {
      if (last === "unit" || last === "tens") break;
      current += TENS[word] as number;
      last = "tens";
    } else if (word === "dozen" && any) {
      current = (current || 1) * 12;
      last = "scale";
    } else if (SCALES[word] !== undefined && any) {
      const scale = SCALES[word] as number;
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
      last = "scale";
    } else if (word === "and" && last === "scale" && isNumberWord(at(tokens, j + 1))) {
      continue;
    } else break;
    any = true;
  }
  if (!any || j === i) return null;
  const value = total + current;
  return { value, low: value, high: value, from: i, to: j - 1 };
}

function isNumberWord(word: string): boolean {
  return UNITS[word] !== undefined || TENS[word] !== undefined || /^\w+-\w+$/.test(word);
}

/** The number starting at token `i`, ranges included, or null. */
export function readNumber(tokens: readonly Token[], i: number): NumberSpan | null {
  const word = at(tokens, i);
  if (word === "between") {
    const low = readSingle(tokens, i + 1);
    if (low && at(tokens, low.to + 1) === "and") {
      const high = readSingle(tokens, low.to + 2);
      if (high) return range(low, high, i);
    }
    return null;
  }
  const range1 = DIGIT_RANGE.exec(word);
  if (range1) {
    const low = digitValue(range1[1] as string);
    const high = digitValue(range1[2] as string);
    return { value: Math.round((low + high) / 2), low, high, from: i, to: i };
  }
  const single = readSingle(tokens, i);
  if (!single) return null;
  const next = tokens[single.to + 1];
  if (next && (next.normal === "to" || next.normal === "-" || next.normal === "–")) {
    const high = readSingle(tokens, single.to + 2);
    if (high && high.value > single.value) return range(single, high, i);
  }
  if (next && next.normal === "+" && next.start === tokens[single.to]?.end) {
    return { ...single, to: single.to + 1 };
  }
  return single;
}

function range(low: NumberSpan, high: NumberSpan, from: number): NumberSpan {
  return {
    value: Math.round((low.value + high.value) / 2),
    low: low.value,
    high: high.value,
    from,
    to: high.to,
  };
}

/** Every number in the text, left to right, none overlapping. */
export function numbersIn(tokens: readonly Token[]): NumberSpan[] {
  const found: NumberSpan[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const span = readNumber(tokens, i);
    if (span) {
      found.push(span);
      i = span.to;
    }
  }
  return found;
}
