import { ADD_ON_FEATURE_LIMIT, includedFeatures } from "@shared/pricing/features";
import type { BackupSolution } from "@shared/pricing/schemas";
import { Check, DatabaseBackup } from "lucide-react";
import { useId } from "react";
import { cn } from "~/lib/cn";
import { AnnualPrice, PriceTag } from "./price-tag";

function AddOnCard({ addOn }: { addOn: BackupSolution }) {
  return (
    <article className="flex h-full flex-col gap-5 rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <DatabaseBackup aria-hidden className="size-5" />
        </span>
        <div>
          <h4 className="font-semibold text-fg">{addOn.name}</h4>
          <p className="mt-1 text-sm text-muted">{addOn.description}</p>
        </div>
      </div>
      <div>
        <PriceTag plan={addOn} size="sm" />
        <AnnualPrice plan={addOn} className="mt-1" />
      </div>
      <ul className="grid gap-2 text-sm">
        {includedFeatures(addOn.features)
          .slice(0, ADD_ON_FEATURE_LIMIT)
          .map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-fg">
              <Check aria-hidden strokeWidth={3} className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
      </ul>
    </article>
  );
}

/** Seed 000 §2: one card centred and narrow, several in two columns. */
export function BackupAddOns({ addOns }: { addOns: BackupSolution[] }) {
  const headingId = useId();
  if (addOns.length === 0) return null;
  const single = addOns.length === 1;
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <div className={cn("mb-5", single && "text-center")}>
        <h3 id={headingId} className="text-xl font-semibold tracking-tight text-fg">
          Backup Add-ons
        </h3>
        <p className="mt-1 text-sm text-muted">
          Add backup and business continuity to any plan, billed alongside it.
        </p>
      </div>
      <ul className={cn("grid gap-4", single ? "mx-auto max-w-md" : "md:grid-cols-2")}>
        {addOns.map((addOn) => (
          <li key={addOn.id}>
            <AddOnCard addOn={addOn} />
          </li>
        ))}
      </ul>
    </section>
  );
}
