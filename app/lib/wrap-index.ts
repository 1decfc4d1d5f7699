/** Steps through a list that wraps around: after the last comes the first, and the reverse. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
