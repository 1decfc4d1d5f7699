import { useDateTimeFormat } from "~/lib/format-date";

/** A moment, in the reader's time zone once hydrated (see `useDateTimeFormat`). */
export function DateTime({ iso, className }: { iso: string | null; className?: string }) {
  const format = useDateTimeFormat();
  if (!iso) return <span className={className}>{format(iso)}</span>;
  return (
    <time dateTime={iso} className={className}>
      {format(iso)}
    </time>
  );
}
