const longUs = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  // A calendar date has no time zone; UTC keeps server and browser on the same day.
  timeZone: "UTC",
});

/** "2025-03-04" -> "March 4, 2025" (seed 000 §2: long US style). */
export function formatLongDate(isoDate: string): string {
  return longUs.format(new Date(`${isoDate}T00:00:00Z`));
}
