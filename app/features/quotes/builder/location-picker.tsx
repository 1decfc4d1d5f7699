import { formatMoney } from "@shared/pricing/money";
import type { PricedLocation } from "@shared/quotes/engine/types";
import { counted } from "@shared/text/plural";
import { cn } from "~/lib/cn";

/** Up to this many locations show as buttons; more become one select (100 stay usable). */
const BUTTONS_MAX = 8;

/** Which location is being configured, each with its monthly total. */
export function LocationPicker({
  locations,
  current,
  onSelect,
}: {
  locations: readonly PricedLocation[];
  current: string;
  onSelect(locationId: string): void;
}) {
  if (locations.length > BUTTONS_MAX) {
    return (
      <label className="grid gap-1.5 text-sm font-medium sm:max-w-md">
        Location ({locations.length})
        <select
          value={current}
          onChange={(event) => onSelect(event.target.value)}
          className="h-11 rounded-lg border border-control bg-surface px-3 text-sm"
        >
          {locations.map((location) => (
            <option key={location.locationId} value={location.locationId}>
              {location.name} · {formatMoney(location.totals.monthlyCents)} / mo
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <nav aria-label="Locations">
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {locations.map((location) => {
          const active = location.locationId === current;
          return (
            <li key={location.locationId} className="shrink-0">
              <button
                type="button"
                aria-current={active ? "true" : undefined}
                onClick={() => onSelect(location.locationId)}
                className={cn(
                  "grid min-w-36 gap-0.5 rounded-xl border px-3 py-2 text-left text-sm",
                  active
                    ? "border-primary bg-primary-soft"
                    : "border-border bg-surface hover:border-primary/50",
                )}
              >
                <span className="max-w-48 truncate font-medium">{location.name}</span>
                <span className="text-xs text-muted tabular-nums">
                  {counted(location.lines.length, "service")} ·{" "}
                  {formatMoney(location.totals.monthlyCents)} / mo
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
