import { z } from "zod";

/** NUL and the other C0 controls except tab and newlines: PostgreSQL refuses NUL outright. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A trimmed text field of staff or visitor input: required unless `optional`, at most
 * `max` characters, no control characters (a clear 400 instead of a database error).
 */
export function plainText(label: string, max: number) {
  return z
    .string({ error: `Enter ${label}` })
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), "Remove the control characters");
}

/** plainText that must not be empty. */
export function requiredText(label: string, max: number) {
  return plainText(label, max).refine((value) => value.length > 0, `Enter ${label}`);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What no stored text may hold (issue 12): NUL, which PostgreSQL refuses outright, and lone
 * UTF-16 surrogates, which are not characters at all. The message for the field, or null.
 */
export function unstorableText(value: string): string | null {
  if (value.includes("\u0000")) return "Remove the NUL character";
  if (LONE_SURROGATE.test(value)) return "Remove the broken character (an unpaired surrogate)";
  return null;
}
