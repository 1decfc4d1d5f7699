import { Check } from "lucide-react";
import { cn } from "~/lib/cn";

export const importSteps = ["Choose a file", "Map columns", "Preview", "Import"] as const;

/** Where the staff member is in the import, as an ordered list (the current step marked). */
export function ImportSteps({ current }: { current: number }) {
  return (
    <ol aria-label="Import steps" className="mb-6 flex flex-wrap gap-2 text-sm">
      {importSteps.map((label, index) => {
        const done = index < current;
        return (
          <li
            key={label}
            aria-current={index === current ? "step" : undefined}
            className={cn(
              "flex items-center gap-2 rounded-full border px-3 py-1.5",
              index === current
                ? "border-primary bg-primary-soft font-semibold text-primary"
                : "border-border text-muted",
            )}
          >
            <span className="grid size-5 place-items-center rounded-full border border-current text-xs">
              {done ? <Check aria-hidden className="size-3" /> : index + 1}
            </span>
            {label}
            {done ? <span className="sr-only"> (done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
