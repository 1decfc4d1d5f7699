const KEY_MAX = 60;

/** "Recommend MDR (24x7)" -> "recommend-mdr-24x7": lowercase ASCII words joined by dashes. */
export function keyFromName(name: string): string {
  const key = name
    .normalize("NFKD")
    // Accents come apart from their letters under NFKD; dropping them keeps "deja" one word.
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, KEY_MAX)
    .replace(/^-+|-+$/g, "");
  return key || "formula";
}

/** `base`, or `base-2`, `base-3`, ... : the first that `taken` does not hold. */
export function uniqueKey(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const key = `${base}-${suffix}`;
    if (!taken.has(key)) return key;
  }
}
