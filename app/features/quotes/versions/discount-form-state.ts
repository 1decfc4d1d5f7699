import type { FieldErrors } from "@shared/api/envelope";
import { adjustmentsSchema, type QuoteAdjustment } from "@shared/quotes/engine/adjustments";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import { zodFieldErrors } from "~/lib/form-errors";
import { typedDollarsToCents } from "./money";

/** "recurring", "setup", or a line's key (see `lineKey`). */
export type DiscountTarget = string;

export interface DiscountRow {
  /** Stable React key; never sent. */
  key: number;
  target: DiscountTarget;
  kind: "percent" | "amount";
  /** As typed: a percentage, or dollars for an amount. */
  value: string;
  reason: string;
}

export interface LineChoice {
  value: string;
  label: string;
  locationId: string;
  serviceId: number;
  /** Offered as optional in this version (issue 35 §7). */
  optional: boolean;
  /** Added by the engine for another line: it cannot be optional on its own. */
  added: boolean;
}

/** A line's key; location ids are encoded, so the separator cannot occur inside them. */
export const lineKey = (locationId: string, serviceId: number) =>
  `line:${encodeURIComponent(locationId)}:${serviceId}`;

/** The version's lines as "Location — Service", in the quote's order. */
export function lineChoices(option: SnapshotOption): LineChoice[] {
  return option.locations.flatMap((location) =>
    location.lines.map((line) => ({
      value: lineKey(location.locationId, line.serviceId),
      label: `${location.name} — ${line.name}`,
      locationId: location.locationId,
      serviceId: line.serviceId,
      optional: line.optional === true,
      added: line.addedFor !== undefined,
    })),
  );
}

let nextKey = 1;

export function emptyRow(): DiscountRow {
  return { key: nextKey++, target: "recurring", kind: "percent", value: "", reason: "" };
}

/** The form as it starts: the discounts the version already has (a new version replaces them). */
export function rowsFrom(adjustments: SnapshotOption["adjustments"]): DiscountRow[] {
  return adjustments.map((adjustment) => ({
    key: nextKey++,
    target:
      adjustment.scope === "line"
        ? lineKey(adjustment.locationId ?? "", adjustment.serviceId ?? 0)
        : adjustment.scope,
    kind: adjustment.kind,
    value:
      adjustment.kind === "percent"
        ? String(adjustment.value)
        : (adjustment.value / 100).toFixed(2),
    reason: adjustment.reason,
  }));
}

function amountOf(row: DiscountRow): number {
  if (row.kind === "amount") return typedDollarsToCents(row.value);
  const text = row.value.trim().replace(/%$/, "").trim();
  return text === "" ? Number.NaN : Number(text);
}

function targetOf(row: DiscountRow, lines: LineChoice[]) {
  if (row.target === "recurring" || row.target === "setup") return { scope: row.target };
  const line = lines.find((choice) => choice.value === row.target);
  return line
    ? { scope: "line", locationId: line.locationId, serviceId: line.serviceId }
    : { scope: "line" };
}

/**
 * The request's adjustments (amounts in cents), checked by the API's own schema; field
 * messages are keyed as the API keys them (`adjustments.0.value`).
 */
export function adjustmentsFrom(
  rows: DiscountRow[],
  lines: LineChoice[],
): { adjustments: QuoteAdjustment[]; errors: FieldErrors } {
  const input = rows.map((row) => ({
    ...targetOf(row, lines),
    kind: row.kind,
    value: amountOf(row),
    reason: row.reason,
  }));
  const parsed = adjustmentsSchema.safeParse(input);
  if (parsed.success) return { adjustments: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(zodFieldErrors(parsed.error))) {
    errors[path === "form" ? "adjustments" : `adjustments.${path}`] = message;
  }
  return { adjustments: [], errors };
}

/** Whether the rows say exactly what the version already has (saving would change nothing). */
export function sameAdjustments(
  next: QuoteAdjustment[],
  current: SnapshotOption["adjustments"],
): boolean {
  const plain = (list: readonly QuoteAdjustment[]) =>
    JSON.stringify(
      list.map(({ scope, locationId, serviceId, kind, value, reason }) => [
        scope,
        locationId ?? null,
        serviceId ?? null,
        kind,
        value,
        reason,
      ]),
    );
  return plain(next) === plain(current);
}
