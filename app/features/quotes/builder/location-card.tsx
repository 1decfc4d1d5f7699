import {
  LOCATION_NAME_MAX,
  readLocationCount,
  readLocationName,
} from "@shared/quotes/engine/location-fields";
import type { QuoteLocation } from "@shared/quotes/engine/types";
import { Building2, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ValidatedInput } from "./validated-input";

const flags = [
  { key: "hasCloudServices", label: "Cloud services" },
  { key: "hasOnPremise", label: "On-premise systems" },
  { key: "hasSaaSApps", label: "SaaS apps" },
] as const;

const counts = [
  { key: "userCount", label: "Users", plural: "users" },
  { key: "endpointCount", label: "Endpoints", plural: "endpoints" },
  { key: "serverCount", label: "Servers", plural: "servers" },
] as const;

/** One site of the prospect: its name, counts and what runs there. */
export function LocationCard({
  location,
  index,
  removable,
  onChange,
  onRemove,
  onValidity,
}: {
  location: QuoteLocation;
  index: number;
  removable: boolean;
  onChange(change: Partial<QuoteLocation>): void;
  onRemove(): void;
  onValidity(field: string, message: string | null): void;
}) {
  return (
    <section
      aria-label={`Location ${index + 1}: ${location.name}`}
      className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      data-location={location.id}
      data-field-group={location.name}
    >
      <div className="flex items-end gap-3">
        <Building2 aria-hidden className="mb-3 size-5 shrink-0 text-primary" />
        <ValidatedInput
          label={`Location ${index + 1} name`}
          value={location.name}
          read={readLocationName}
          maxLength={LOCATION_NAME_MAX}
          fieldClassName="flex-1"
          onValid={(name: string) => onChange({ name })}
          onValidity={(message) => onValidity("name", message)}
        />
        {removable ? (
          <Button
            variant="ghost"
            size="icon"
            className="mb-0.5 shrink-0 text-muted hover:text-danger"
            aria-label={`Remove ${location.name}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        ) : null}
      </div>
      <div className="grid grid-cols-3 gap-3">
        {counts.map(({ key, label, plural }) => (
          <ValidatedInput
            key={key}
            label={label}
            numeric
            value={location[key]}
            read={(text) => readLocationCount(text, plural)}
            onValid={(value: number) => onChange({ [key]: value })}
            onValidity={(message) => onValidity(key, message)}
          />
        ))}
      </div>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="sr-only">What runs at {location.name}</legend>
        {flags.map(({ key, label }) => (
          <label key={key} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={location[key]}
              onChange={(event) => onChange({ [key]: event.target.checked })}
              className="size-4 accent-[var(--primary)]"
            />
            {label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
