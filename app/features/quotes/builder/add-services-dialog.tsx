import type { Service } from "@shared/catalog/service";
import { Plus, Search } from "lucide-react";
import { useMemo, useState } from "react";
import { ServiceIcon } from "~/components/service-icon";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { priceLabel } from "~/lib/price-label";

const ALL = "all";

/** The visible catalogue by category, with search: what the location does not have yet. */
export function AddServicesDialog({
  open,
  onOpenChange,
  catalogue,
  present,
  locationName,
  onAdd,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  catalogue: readonly Service[];
  present: ReadonlySet<number>;
  locationName: string;
  onAdd(serviceId: number, everywhere: boolean): void;
}) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState(ALL);
  const [everywhere, setEverywhere] = useState(false);
  const categories = useMemo(
    () => [...new Set(catalogue.map((service) => service.category))].sort(),
    [catalogue],
  );
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = catalogue.filter(
    (service) =>
      !present.has(service.id) &&
      (category === ALL || service.category === category) &&
      words.every((word) =>
        `${service.name} ${service.description} ${service.category}`.toLowerCase().includes(word),
      ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add services"
        description={`Choose from the catalogue for ${locationName}.`}
        size="lg"
      >
        <div className="grid gap-4 overflow-y-auto px-6 py-5">
          <label className="relative block">
            <span className="sr-only">Search services</span>
            <Search aria-hidden className="absolute top-3 left-3 size-4 text-muted" />
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search by name or what it does"
              className={`${inputClasses} h-10 pl-9`}
            />
          </label>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Category</legend>
            {[ALL, ...categories].map((entry) => (
              <button
                key={entry}
                type="button"
                aria-pressed={category === entry}
                onClick={() => setCategory(entry)}
                className={cn(
                  "min-h-9 rounded-full border px-3 text-xs font-semibold",
                  category === entry
                    ? "border-primary bg-primary-soft text-fg"
                    : "border-control text-muted hover:text-fg",
                )}
              >
                {entry === ALL ? "All categories" : entry}
              </button>
            ))}
          </fieldset>
          <label className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={everywhere}
              onChange={(event) => setEverywhere(event.target.checked)}
              className="size-4 accent-[var(--primary)]"
            />
            Add to every location
          </label>
          {shown.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted">
              No service matches. Try other words or another category.
            </p>
          ) : (
            <ul className="grid gap-2" aria-label="Services to add">
              {shown.map((service) => (
                <li
                  key={service.id}
                  className="flex items-start gap-3 rounded-xl border border-border p-3"
                >
                  <ServiceIcon name={service.icon} />
                  <div className="grid flex-1 gap-0.5">
                    <p className="font-semibold">{service.name}</p>
                    <p className="text-xs text-muted">
                      {service.category} · {priceLabel(service)}
                    </p>
                    <p className="line-clamp-2 text-sm text-muted">{service.description}</p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Add ${service.name}`}
                    onClick={() => onAdd(service.id, everywhere)}
                  >
                    <Plus aria-hidden className="size-4" />
                    Add
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
