import type { AdminService } from "@shared/catalog/service";
import { useId, useState } from "react";
import { inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/**
 * Picks prerequisites or dependencies from the catalogue: a filter box over a list of
 * checkboxes (plain form controls, so the keyboard and screen readers need nothing extra).
 */
export function ServiceLinksPicker({
  legend,
  hint,
  value,
  onChange,
  catalogue,
  error,
}: {
  legend: string;
  hint: string;
  value: number[];
  onChange(ids: number[]): void;
  catalogue: AdminService[];
  error?: string;
}) {
  const id = useId();
  const [filter, setFilter] = useState("");
  const words = filter.trim().toLowerCase();
  const shown = catalogue.filter(
    (service) =>
      value.includes(service.id) ||
      words === "" ||
      `${service.name} ${service.category}`.toLowerCase().includes(words),
  );
  const toggle = (serviceId: number, on: boolean) =>
    onChange(on ? [...value, serviceId] : value.filter((other) => other !== serviceId));
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-medium">
        {legend}
        <span className="ml-2 text-xs font-normal text-muted">{value.length} selected</span>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      <input
        type="search"
        aria-label={`Filter ${legend.toLowerCase()}`}
        placeholder="Filter services"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className={cn(inputClasses, "h-9")}
      />
      <ul
        className={cn(
          "grid max-h-44 gap-0.5 overflow-y-auto rounded-lg border p-1.5",
          error ? "border-danger" : "border-border",
        )}
      >
        {shown.map((service) => (
          <li key={service.id}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm hover:bg-surface-2">
              <input
                type="checkbox"
                checked={value.includes(service.id)}
                onChange={(event) => toggle(service.id, event.target.checked)}
                className="size-4 accent-[var(--primary)]"
              />
              <span className="min-w-0 flex-1 truncate">{service.name}</span>
              <span className="hidden text-xs text-muted sm:inline">{service.category}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 ? (
          <li className="px-2 py-1.5 text-sm text-muted">No service matches "{filter}".</li>
        ) : null}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
