import { formatUtcDay } from "~/lib/format-date";

/** A quote's date as its PDF writes it: the UTC calendar day, the same in every render. */
export function QuoteDay({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatUtcDay(iso)}</time>;
}
