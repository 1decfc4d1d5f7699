import type { ComparisonView } from "@shared/quotes/comparison";
import { MapPin } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { cn } from "~/lib/cn";
import { ComparisonTable } from "./comparison-table";

export const LOCATION_PARAM = "location";

/** "All locations" and one link per location; the choice lives in the URL (?location=). */
function LocationSwitcher({ view, current }: { view: ComparisonView; current: string | null }) {
  const [params] = useSearchParams();
  const link = (locationId: string | null) => {
    const next = new URLSearchParams(params);
    if (locationId === null) next.delete(LOCATION_PARAM);
    else next.set(LOCATION_PARAM, locationId);
    return `?${next}`;
  };
  const choices = [
    { id: null, label: "All locations" },
    ...view.locations.map((location) => ({ id: location.locationId, label: location.name })),
  ];
  return (
    <nav aria-label="Locations" className="flex gap-2 overflow-x-auto pb-1">
      {choices.map((choice) => (
        <Link
          key={choice.id ?? "all"}
          to={link(choice.id)}
          replace
          preventScrollReset
          aria-current={current === choice.id ? "page" : undefined}
          className={cn(
            "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium",
            current === choice.id
              ? "border-primary bg-primary-soft text-primary"
              : "border-border text-muted hover:text-fg",
          )}
        >
          {choice.id ? <MapPin aria-hidden className="size-3.5" /> : null}
          {choice.label}
        </Link>
      ))}
    </nav>
  );
}

/** The options side by side, overall or at one location. */
export function SideBySide({ view }: { view: ComparisonView }) {
  const [params] = useSearchParams();
  const wanted = params.get(LOCATION_PARAM);
  const location = view.locations.find((entry) => entry.locationId === wanted) ?? null;
  const current = location?.locationId ?? null;
  return (
    <div className="grid gap-3">
      {view.locations.length > 1 ? <LocationSwitcher view={view} current={current} /> : null}
      <ComparisonTable
        view={view}
        locationId={current}
        caption={
          location
            ? `The options side by side at ${location.name}`
            : "The options side by side, all locations"
        }
      />
    </div>
  );
}

/** What shows while the side by side loads. */
export function SideBySideSkeleton() {
  return (
    <div role="status" aria-label="Loading the comparison" className="grid gap-3">
      <div className="h-8 w-64 max-w-full animate-pulse rounded-full bg-surface-2" />
      <div className="h-72 animate-pulse rounded-2xl bg-surface-2" />
    </div>
  );
}
