import type { ComplianceRequirement, SecurityFocus } from "../assessment/options";
import { type Clauses, hasKey } from "./clauses";
import {
  type Cue,
  complianceCues,
  complianceDenials,
  focusCues,
  impliedExclusions,
  neutralPhrases,
  storageVerbs,
  untouchedVerbs,
  wordLists,
} from "./lexicon";
import { attitudeWords, gapWords } from "./lexicon-clauses";
import { longestOnly, PhraseIndex, type Splitter } from "./phrases";
import type { Token } from "./tokens";

/**
 * Compliance requirements and security focus (issue 36 §1): lexicon phrases found in the
 * text, each kept or dropped by what the sentence says about it.
 * - Compliance named outright ("HIPAA") is dropped when denied ("HIPAA doesn't apply to us",
 *   "no need for PCI"), kept when the denial is a gap ("we're not SOC 2 certified yet"); a
 *   clear denial of it rules it out for the whole text.
 * - Compliance implied by a fact ("we take card payments") is dropped when the fact is denied
 *   ("we don't take cards"), handed to someone else in its clause ("a payment processor
 *   handles all card data"), or never touched in its sentence ("..., we never touch it"). Denying only storage
 *   ("no card data stored") keeps it: the data still passes through.
 * - A focus safeguard ("backups") is dropped only when the worry is denied ("not worried about
 *   backups"); lacking it is a need. A threat or exposure ("phishing", "laptops") is dropped
 *   by any denial.
 */
export interface Finding<Id extends string> {
  id: Id;
  from: number;
  to: number;
}

type Family =
  | { family: "compliance"; cue: Cue<ComplianceRequirement> }
  | { family: "focus"; cue: Cue<SecurityFocus> }
  | { family: "neutral" };

export interface RequirementReader {
  read(
    tokens: readonly Token[],
    clauses: Clauses,
  ): { compliance: Finding<ComplianceRequirement>[]; focus: Finding<SecurityFocus>[] };
}

const GAP = new Set(gapWords);
const ATTITUDE = new Set(attitudeWords);
const UNTOUCHED = new Set(untouchedVerbs);
const STORAGE = new Set(storageVerbs);

export function requirementReader(split: Splitter): RequirementReader {
  const cues = new PhraseIndex<Family>(
    [
      ...complianceCues.map((cue) => ({
        phrase: cue.phrase,
        data: { family: "compliance", cue } as Family,
      })),
      ...focusCues.map((cue) => ({ phrase: cue.phrase, data: { family: "focus", cue } as Family })),
      ...neutralPhrases.map((phrase) => ({ phrase, data: { family: "neutral" } as Family })),
    ],
    wordLists,
    split,
  );
  const denials = new PhraseIndex(
    complianceDenials.map((denial) => ({ phrase: denial.phrase, data: denial.ids })),
    wordLists,
    split,
  );
  const exclusions = impliedExclusions.map((exclusion) => ({
    words: new Set(exclusion.words),
    ids: exclusion.ids,
  }));

  return {
    read(tokens, clauses) {
      // Handed over, by clause: "a payment processor handles all card data" drops the card
      // data of its own clause, not "we take cards at the desk, but a processor handles online".
      const handedOver = new Map<number, Set<ComplianceRequirement>>();
      for (const denial of denials.find(tokens)) {
        for (let i = denial.from; i <= denial.to; i += 1) {
          const clause = clauses.of[i] as number;
          const ids = handedOver.get(clause) ?? new Set();
          for (const id of denial.data) ids.add(id);
          handedOver.set(clause, ids);
        }
      }
      // "we never touch it", "we never see card numbers": nothing reaches the business.
      const untouched = new Set<number>();
      tokens.forEach((token, i) => {
        if (hasKey(token, UNTOUCHED) && token.pos === "VERB" && clauses.negated(i)) {
          untouched.add(token.sentence);
        }
      });
      const excluded = new Set<ComplianceRequirement>();
      for (const exclusion of exclusions) {
        if (tokens.some((token) => hasKey(token, exclusion.words))) {
          for (const id of exclusion.ids) excluded.add(id);
        }
      }

      const compliance: Finding<ComplianceRequirement>[] = [];
      const focus: Finding<SecurityFocus>[] = [];
      const ruledOut = new Set<string>();
      for (const match of longestOnly(cues.find(tokens))) {
        const { from, to } = match;
        if (match.data.family === "neutral") continue;
        const negated = clauses.negated(from);
        const deniedAfter = clauses.deniedAfter(to);
        const sentence = (tokens[from] as Token).sentence;
        if (match.data.family === "compliance") {
          const { cue } = match.data;
          if (cue.kind === "named") {
            if ((negated && !clauses.clauseHas(from, GAP)) || deniedAfter) {
              for (const id of cue.ids) ruledOut.add(id);
              continue;
            }
          } else {
            // "no card data stored": kept, the data still passes through the business.
            const storageOnly = negated && clauses.clauseHas(from, STORAGE);
            if ((negated && !storageOnly) || deniedAfter || untouched.has(sentence)) continue;
            const clause = clauses.of[from] as number;
            if (cue.ids.some((id) => excluded.has(id) || handedOver.get(clause)?.has(id))) {
              continue;
            }
          }
          for (const id of cue.ids) compliance.push({ id, from, to });
        } else {
          const { cue } = match.data;
          const denied =
            deniedAfter ||
            (negated && (cue.kind === "implied" || clauses.clauseHas(from, ATTITUDE)));
          if (denied) {
            // A worry denied outright rules the area out ("phishing isn't a concern").
            if (deniedAfter || (negated && clauses.clauseHas(from, ATTITUDE))) {
              for (const id of cue.ids) ruledOut.add(id);
            }
            continue;
          }
          for (const id of cue.ids) focus.push({ id, from, to });
        }
      }
      return {
        compliance: compliance.filter((finding) => !ruledOut.has(finding.id)),
        focus: focus.filter((finding) => !ruledOut.has(finding.id)),
      };
    },
  };
}
