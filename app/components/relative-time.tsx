import { useDateTimeFormat } from "~/lib/format-date";
import { useHydrated } from "~/lib/use-hydrated";
import { relativeTime, useShortDate } from "../lib/dates";

/** "3 hours ago" within a week, the date after; the full moment is the element's datetime. */
export function RelativeTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const short = useShortDate();
  const full = useDateTimeFormat();
  const text = (hydrated ? relativeTime(iso) : null) ?? short(iso);
  return (
    <time dateTime={iso} title={full(iso)}>
      {text}
    </time>
  );
}
