import { COMPARISON_LABEL_MAX, defaultOptionLabel } from "@shared/quotes/comparison";
import { ArrowDown, ArrowUp, RefreshCw, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";
import { ConfigurationPicker } from "./configuration-picker";
import type { OptionSlot } from "./editor-state";

function versionOptions(current: number, chosen: number) {
  const newest = Math.max(current, chosen);
  return Array.from({ length: newest }, (_, index) => {
    const version = newest - index;
    return {
      value: String(version),
      label: version === current ? `Version ${version} (current)` : `Version ${version}`,
    };
  });
}

/** One option of the comparison: its label, and the configuration version it shows. */
export function OptionSlotCard({
  slot,
  index,
  count,
  canRemove,
  error,
  onChange,
  onRemove,
  onMove,
}: {
  slot: OptionSlot;
  index: number;
  count: number;
  canRemove: boolean;
  error?: string;
  onChange(slot: OptionSlot): void;
  onRemove(): void;
  onMove(by: -1 | 1): void;
}) {
  const position = defaultOptionLabel(index);
  const name = slot.label.trim() || position;
  const { configuration } = slot;
  // The option's message marks the control that fixes it (issue 34 "Forms"): the search
  // while no configuration is chosen, else the version.
  const errorId = `option-error-${slot.key}`;
  const invalid = error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  return (
    <li
      data-testid="option-slot"
      className={cn(
        "grid content-start gap-4 rounded-2xl border bg-surface p-4 sm:p-5",
        error ? "border-danger" : "border-border",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {position}
          {index === 0 ? <span className="text-sm font-normal text-muted"> · baseline</span> : null}
        </h3>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden className="size-4" />
          </Button>
          {canRemove ? (
            <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove}>
              <Trash2 aria-hidden className="size-4" />
            </Button>
          ) : null}
        </div>
      </div>
      <Field
        label={`Label of ${position}`}
        hint="What the prospect reads, e.g. Essential, Recommended or Complete."
      >
        {(control) => (
          <input
            {...control}
            value={slot.label}
            maxLength={COMPARISON_LABEL_MAX}
            placeholder={position}
            onChange={(event) => onChange({ ...slot, label: event.target.value })}
            className={cn(inputClasses, "h-11")}
          />
        )}
      </Field>
      {configuration ? (
        <div className="grid gap-3 rounded-xl border border-border bg-surface-2/60 p-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <span className="grid min-w-0">
              <span className="font-medium break-words">{configuration.name}</span>
              {configuration.companyName ? (
                <span className="text-xs text-muted">{configuration.companyName}</span>
              ) : null}
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onChange({ ...slot, configuration: null })}
            >
              <RefreshCw aria-hidden className="size-3.5" />
              Change<span className="sr-only"> the configuration of {name}</span>
            </Button>
          </div>
          <Select
            aria-label={`Version of ${configuration.name} for ${name}`}
            {...invalid}
            value={String(slot.version)}
            onValueChange={(value) => onChange({ ...slot, version: Number(value) })}
            options={versionOptions(configuration.currentVersion, slot.version)}
          />
        </div>
      ) : (
        <ConfigurationPicker
          label={`Find the configuration for ${name}`}
          target={name}
          errorId={error ? errorId : undefined}
          onPick={(picked) =>
            onChange({ ...slot, configuration: picked, version: picked.currentVersion })
          }
        />
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </li>
  );
}
