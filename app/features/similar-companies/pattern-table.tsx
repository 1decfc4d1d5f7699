import type { StaffPattern } from "@shared/similar-companies/schema";
import { Eye, EyeOff } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";

const percent = (share: number) => `${Math.round(share * 100)}%`;

function Visibility({
  pattern,
  pending,
  onToggle,
}: {
  pattern: StaffPattern;
  pending: boolean;
  onToggle(pattern: StaffPattern): void;
}) {
  const name = `${pattern.serviceName} for ${pattern.segmentLabel}`;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {pattern.hidden ? <Badge tone="warning">Hidden</Badge> : <Badge tone="success">Shown</Badge>}
      <Button variant="outline" size="sm" disabled={pending} onClick={() => onToggle(pattern)}>
        {pattern.hidden ? (
          <Eye aria-hidden className="size-3.5" />
        ) : (
          <EyeOff aria-hidden className="size-3.5" />
        )}
        {pattern.hidden ? "Show" : "Hide"}
        <span className="sr-only"> {name}</span>
      </Button>
    </span>
  );
}

/** A figure with what it is made of, in a muted second line. */
const figure = (value: string, detail: string) => (
  <span className="grid">
    <span>{value}</span>
    <span className="text-xs text-muted">{detail}</span>
  </span>
);

/** The figures of a pattern, by their column's label. */
const columns: [label: string, value: (pattern: StaffPattern) => ReactNode][] = [
  [
    "Chosen in",
    (pattern) =>
      figure(
        `${pattern.support} of ${pattern.segmentQuotes} quotes`,
        `${pattern.accepted} accepted, ${pattern.saved} saved`,
      ),
  ],
  ["Confidence", (pattern) => percent(pattern.confidence)],
  [
    "Lift",
    (pattern) =>
      figure(`${pattern.lift.toFixed(2)}×`, `${percent(pattern.baseline)} of all quotes`),
  ],
];

/**
 * The patterns "companies like yours" shows in the builder (decision 071), each with the
 * split the builder never shows and a button to hide it: a table from 1024 px up, cards below.
 */
export function PatternTable({
  patterns,
  pending,
  onToggle,
}: {
  patterns: StaffPattern[];
  pending: boolean;
  onToggle(pattern: StaffPattern): void;
}) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Patterns</caption>
          <thead className="border-b border-border bg-surface-2/60 text-xs text-muted uppercase">
            <tr>
              {["Companies like", "Service", ...columns.map(([label]) => label), "Builder"].map(
                (label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold tracking-wide">
                    {label}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {patterns.map((pattern) => (
              <tr
                key={`${pattern.segment}#${pattern.serviceId}`}
                data-pattern={`${pattern.segment}#${pattern.serviceId}`}
                className={pattern.hidden ? "opacity-70" : undefined}
              >
                <td className="min-w-48 px-4 py-3">{pattern.segmentLabel}</td>
                <td className="min-w-48 px-4 py-3 font-semibold">{pattern.serviceName}</td>
                {columns.map(([label, value]) => (
                  <td key={label} className="px-4 py-3 whitespace-nowrap tabular-nums">
                    {value(pattern)}
                  </td>
                ))}
                <td className="px-4 py-3">
                  <Visibility pattern={pattern} pending={pending} onToggle={onToggle} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 lg:hidden" aria-label="Patterns">
        {patterns.map((pattern) => (
          <li
            key={`${pattern.segment}#${pattern.serviceId}`}
            className="grid gap-3 rounded-2xl border border-border bg-surface p-4"
          >
            <span className="grid">
              <span className="font-semibold">{pattern.serviceName}</span>
              <span className="text-sm text-muted">{pattern.segmentLabel}</span>
            </span>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {columns.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd className="tabular-nums">{value(pattern)}</dd>
                </div>
              ))}
            </dl>
            <Visibility pattern={pattern} pending={pending} onToggle={onToggle} />
          </li>
        ))}
      </ul>
    </>
  );
}
