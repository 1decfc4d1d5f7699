import { periodPresetLabels, periodPresets } from "@shared/analytics/period";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { usePeriodSearch } from "./use-analytics";

/**
 * The period of an analytics page, kept in the URL (`?period=` or `?from=&to=`): links for
 * the presets, so each is a keyboard stop the back button remembers, and a GET form for a range.
 */
export function PeriodSwitcher({ id }: { id: string }) {
  const { query } = usePeriodSearch();
  const active = query.from ? "custom" : (query.period ?? "30d");
  return (
    <div className="flex flex-wrap items-end gap-3">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-1 rounded-xl border border-border bg-surface p-1">
          {periodPresets.map((preset) => (
            <li key={preset}>
              <Link
                to={{ search: `?period=${preset}` }}
                preventScrollReset
                aria-current={active === preset ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium",
                  active === preset ? "bg-primary text-primary-fg" : "text-fg hover:bg-surface-2",
                )}
              >
                {periodPresetLabels[preset]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-2">
        <fieldset className="flex flex-wrap items-end gap-2">
          <legend className="sr-only">{periodPresetLabels.custom}</legend>
          <label className="grid gap-1 text-xs font-medium" htmlFor={`${id}-from`}>
            From
            <input
              id={`${id}-from`}
              name="from"
              type="date"
              required
              defaultValue={query.from}
              className={cn(inputClasses, "h-10 w-40")}
            />
          </label>
          <label className="grid gap-1 text-xs font-medium" htmlFor={`${id}-to`}>
            To
            <input
              id={`${id}-to`}
              name="to"
              type="date"
              required
              defaultValue={query.to}
              className={cn(inputClasses, "h-10 w-40")}
            />
          </label>
        </fieldset>
        <button
          type="submit"
          aria-current={active === "custom" ? "true" : undefined}
          className={buttonClasses({ variant: "outline", size: "sm", className: "h-10" })}
        >
          Show range
        </button>
      </Form>
    </div>
  );
}
