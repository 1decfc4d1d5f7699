import { formatMoney } from "@shared/pricing/money";
import { type QuoteStatus, quoteStatusLabels } from "@shared/quotes/status";
import { Check, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { LoadFailedLine } from "~/components/ui/load-failed";
import { cn } from "~/lib/cn";
import { type PickedConfiguration, useConfigurationSearch } from "./configuration-search";

/** Waits until typing pauses before searching. */
function useSettled(value: string, delayMs = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function Result({
  configuration,
  target,
  onPick,
}: {
  configuration: PickedConfiguration;
  target: string;
  onPick(): void;
}) {
  const details = [
    configuration.companyName,
    `Version ${configuration.currentVersion}`,
    configuration.monthlyCents !== undefined
      ? `${formatMoney(configuration.monthlyCents)} /mo`
      : null,
    configuration.status
      ? (quoteStatusLabels[configuration.status as QuoteStatus] ?? configuration.status)
      : null,
  ].filter(Boolean);
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2.5">
      <span className="grid min-w-0 flex-1">
        <span className="text-sm font-medium break-words">{configuration.name}</span>
        <span className="text-xs text-muted">{details.join(" · ")}</span>
      </span>
      <Button variant="outline" size="sm" className="shrink-0" onClick={onPick}>
        <Check aria-hidden className="size-3.5" />
        Choose
        <span className="sr-only">
          {" "}
          {configuration.name} for {target}
        </span>
      </Button>
    </li>
  );
}

/** Searches the saved configurations by name or company; "Choose" puts one in the option. */
export function ConfigurationPicker({
  label,
  target,
  onPick,
  errorId,
}: {
  /** Names the search field, e.g. "Find the configuration for Option B". */
  label: string;
  /** The option it fills, e.g. "Option B" (each result's button says so). */
  target: string;
  onPick(configuration: PickedConfiguration): void;
  /** The option's message, when it has one: marks the search field and is read with it. */
  errorId?: string;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const q = useSettled(text.trim().slice(0, 100));
  const search = useConfigurationSearch(q);
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Configuration name or company"
          autoComplete="off"
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          className={cn(inputClasses, "h-11 pl-9")}
        />
      </div>
      <div aria-live="polite" className="rounded-xl border border-border">
        {search.isPending ? (
          <div role="status" aria-label="Loading configurations" className="grid gap-2 p-3">
            {[0, 1, 2].map((row) => (
              <div key={row} className="h-9 animate-pulse rounded-lg bg-surface-2" />
            ))}
          </div>
        ) : search.isError ? (
          <LoadFailedLine onRetry={search.refetch} className="justify-between gap-2 p-3">
            The saved configurations could not be loaded.
          </LoadFailedLine>
        ) : search.data.length === 0 ? (
          <p className="p-3 text-sm text-muted">
            {q
              ? `No saved configuration matches "${q}".`
              : "No saved configuration yet: quotes saved in the Service Builder appear here."}
          </p>
        ) : (
          <ul aria-label="Matching configurations" className="divide-y divide-border">
            {search.data.map((configuration) => (
              <Result
                key={configuration.id}
                configuration={configuration}
                target={target}
                onPick={() => onPick(configuration)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
