/**
 * 100000 -> "100,000", as en-US writes a whole number. Written out rather than by Intl
 * (issue 12): the first Intl formatter a page creates, `toLocaleString` included, loads the
 * locale's data, tens of ms of a phone's main thread while the page hydrates. Anything but a
 * safe integer is left to `toLocaleString`.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-US");
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 ? `-${digits}` : digits;
}
