import { formatMoney } from "@shared/pricing/money";
import type { LineChange, MatrixCell, OptionDiff } from "@shared/quotes/compare";
import { ArrowRight, Minus, Pencil, Plus } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Field } from "~/components/ui/field";
import { LoadFailedLine } from "~/components/ui/load-failed";
import { Select } from "~/components/ui/select";
import { TotalsChange } from "./diff-totals";
import { useVersionDiff } from "./use-configurations";

const per = (cell: MatrixCell) => (cell.billing === "annual" ? "/yr" : "/mo");
const price = (cell: MatrixCell) => `${formatMoney(cell.totalCents)}${per(cell)}`;

/** "old -> new", read as "old to new". */
function Change({ label, from, to }: { label: string; from: string; to: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="text-muted">{label}</span>
      <span className="tabular-nums">{from}</span>
      <ArrowRight aria-hidden className="size-3.5 text-muted" />
      <span className="sr-only">to</span>
      <span className="font-semibold tabular-nums">{to}</span>
    </span>
  );
}

function LineFacts({ cell }: { cell: MatrixCell }) {
  return (
    <span className="text-muted tabular-nums">
      Quantity {cell.quantity} · {price(cell)} · setup {formatMoney(cell.setupCents)}
    </span>
  );
}

const badges = {
  added: { tone: "success", Icon: Plus, label: "Added" },
  removed: { tone: "danger", Icon: Minus, label: "Removed" },
  changed: { tone: "neutral", Icon: Pencil, label: "Changed" },
} as const;

function LineChangeItem({ line }: { line: LineChange }) {
  const { tone, Icon, label } = badges[line.change];
  const { from, to } = line;
  return (
    <li
      data-testid="line-change"
      data-change={line.change}
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-3 text-sm"
    >
      <Badge tone={tone}>
        <Icon aria-hidden className="size-3" />
        {label}
      </Badge>
      <span className="font-semibold">{line.name}</span>
      {line.change === "added" && to ? <LineFacts cell={to} /> : null}
      {line.change === "removed" && from ? <LineFacts cell={from} /> : null}
      {line.change === "changed" && from && to ? (
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          {from.quantity !== to.quantity ? (
            <Change label="Quantity" from={String(from.quantity)} to={String(to.quantity)} />
          ) : null}
          {from.totalCents !== to.totalCents || from.billing !== to.billing ? (
            <Change label="Price" from={price(from)} to={price(to)} />
          ) : null}
          {from.setupCents !== to.setupCents ? (
            <Change
              label="Setup"
              from={formatMoney(from.setupCents)}
              to={formatMoney(to.setupCents)}
            />
          ) : null}
        </span>
      ) : null}
    </li>
  );
}

function DiscountList({ title, items, sign }: { title: string; items: string[]; sign: "+" | "-" }) {
  if (items.length === 0) return null;
  const Icon = sign === "+" ? Plus : Minus;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="grid gap-1.5 text-sm">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Icon
              aria-hidden
              className={`mt-0.5 size-4 shrink-0 ${sign === "+" ? "text-success" : "text-danger"}`}
            />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function DiffBody({ diff, from, to }: { diff: OptionDiff; from: number; to: number }) {
  const changes = diff.locations.length > 0;
  return (
    <div className="grid grid-cols-1 gap-5" data-testid="version-diff">
      <TotalsChange diff={diff} from={from} to={to} />
      {changes ? (
        diff.locations.map((location) => (
          <section
            key={location.locationId}
            aria-label={`Changes at ${location.name}`}
            className="overflow-hidden rounded-2xl border border-border bg-surface"
          >
            <h4 className="flex flex-wrap items-center gap-2 border-b border-border bg-surface-2/60 px-4 py-2.5 text-sm font-semibold">
              {location.name}
              {location.change === "added" ? <Badge tone="success">New location</Badge> : null}
              {location.change === "removed" ? <Badge tone="danger">Location removed</Badge> : null}
            </h4>
            <ul className="divide-y divide-border">
              {location.lines.map((line) => (
                <LineChangeItem key={line.serviceId} line={line} />
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p className="text-sm text-muted">No service, quantity or price changed at any location.</p>
      )}
      <DiscountList title="Discounts added" items={diff.discountsAdded} sign="+" />
      <DiscountList title="Discounts removed" items={diff.discountsRemoved} sign="-" />
    </div>
  );
}

/** Two versions side by side: services added, removed and changed per location, and totals. */
export function VersionDiffView({
  configurationId,
  versions,
  current,
  from,
  to,
  onChange,
}: {
  configurationId: string;
  versions: number[];
  current: number;
  from: number;
  to: number;
  onChange(pair: { from: number; to: number }): void;
}) {
  const differ = from !== to;
  const query = useVersionDiff(configurationId, from, to, differ);
  const options = versions.map((value) => ({
    value: String(value),
    label: `Version ${value}${value === current ? " (current)" : ""}`,
  }));
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-3 sm:max-w-lg sm:grid-cols-2">
        <Field label="From version">
          {(control) => (
            <Select
              {...control}
              value={String(from)}
              onValueChange={(value) => onChange({ from: Number(value), to })}
              options={options}
            />
          )}
        </Field>
        <Field label="To version">
          {(control) => (
            <Select
              {...control}
              value={String(to)}
              onValueChange={(value) => onChange({ from, to: Number(value) })}
              options={options}
            />
          )}
        </Field>
      </div>
      <div aria-busy={query.isFetching}>
        {!differ ? (
          <p className="text-sm text-muted">Choose two different versions to see what changed.</p>
        ) : query.isPending ? (
          <div role="status" aria-label="Loading the comparison" className="grid gap-3">
            {[0, 1, 2].map((row) => (
              <div key={row} className="h-14 animate-pulse rounded-xl bg-surface-2" />
            ))}
          </div>
        ) : query.isError ? (
          <LoadFailedLine onRetry={query.refetch}>
            The comparison could not be loaded.
          </LoadFailedLine>
        ) : (
          <DiffBody diff={query.data.diff} from={from} to={to} />
        )}
      </div>
    </div>
  );
}
