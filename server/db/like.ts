/** A search text as a literal `ilike` pattern: % and _ typed by staff match themselves. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
