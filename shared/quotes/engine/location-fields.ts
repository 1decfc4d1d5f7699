import { groupDigits } from "../../numbers/group-digits";

/**
 * A location's name and counts as the builder's fields read them while the visitor types:
 * the same rules and messages as the API's `quoteLocationSchema` (a property test holds the
 * two together), as plain functions, so the assessment step checks each keystroke without
 * loading the schema library (issue 37, decision 079).
 */
export const LOCATION_NAME_MAX = 120;
export const LOCATION_COUNT_MAX = 100_000;

export type FieldReading<T> = { value: T } | { error: string };

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function readLocationName(text: string): FieldReading<string> {
  const value = text.trim();
  if (value.length > LOCATION_NAME_MAX) {
    return { error: `Use at most ${LOCATION_NAME_MAX} characters` };
  }
  if (CONTROL_CHARACTERS.test(value)) return { error: "Remove the control characters" };
  if (value.length === 0) return { error: "Enter a location name" };
  return { value };
}

/** `label` is the plural the messages use: "users", "endpoints", "servers". */
export function readLocationCount(text: string, label: string): FieldReading<number> {
  const value = text.trim() === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return { error: `Enter the number of ${label}` };
  if (!Number.isSafeInteger(value)) return { error: `Enter a whole number of ${label}` };
  if (value < 0) return { error: `The number of ${label} cannot be negative` };
  if (value > LOCATION_COUNT_MAX) {
    return { error: `Keep ${label} at most ${groupDigits(LOCATION_COUNT_MAX)}` };
  }
  return { value };
}
