import { groupDigits } from "../numbers/group-digits";

/**
 * A count with its noun in the right number: "1 server", "2 servers", "0 servers" (issue 34:
 * the builder said "1 servers"). `many` for nouns that do not just take an "s". Digits are
 * grouped without Intl (groupDigits): `toLocaleString` cost the configure step 64 ms of a
 * throttled phone's main thread, one call per line (issue 37).
 */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${groupDigits(count)} ${count === 1 ? one : many}`;
}
