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
