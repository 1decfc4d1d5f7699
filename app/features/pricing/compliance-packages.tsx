import { includedFeatures } from "@shared/pricing/features";
import type { PricingPlan } from "@shared/pricing/schemas";
import { CircleCheck, ShieldCheck } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { ContactSales } from "./contact-sales";
import { AnnualPrice, PriceTag } from "./price-tag";
import { EmptyState } from "./pricing-status";

// Only this tab needs a listbox; loading it on demand keeps ~10 KB (gzip) off the landing page.
const Select = lazy(() =>
  import("~/components/ui/select").then((module) => ({ default: module.Select })),
);

function PackageDetails({ pack }: { pack: PricingPlan }) {
  return (
    <div className="border-t border-border px-6 py-8 sm:px-8">
      <div className="grid gap-6 lg:grid-cols-[1fr_auto] lg:gap-12">
        <div>
          <h4 className="text-2xl font-bold tracking-tight text-fg">{pack.name}</h4>
          <p className="mt-2 max-w-2xl text-muted">{pack.description}</p>
        </div>
        <div className="lg:text-right lg:[&>p]:justify-end">
          <PriceTag plan={pack} size="lg" />
          <AnnualPrice plan={pack} className="mt-2" />
        </div>
      </div>
      <p className="mt-8 text-xs font-semibold tracking-wider text-muted uppercase">
        Included in this package
      </p>
      <ul className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {includedFeatures(pack.features).map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-fg">
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Seed 000 §2: pick a standard, see its package; nothing is chosen at first. */
export function CompliancePackages({ packages }: { packages: PricingPlan[] }) {
  const selectId = useId();
  const [selectedId, setSelectedId] = useState("");
  if (packages.length === 0) return <EmptyState>No compliance packages available</EmptyState>;
  const selected = packages.find((pack) => pack.id === selectedId);
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <div className="grid gap-6 px-6 py-8 sm:px-8 lg:grid-cols-[1fr_24rem] lg:items-end lg:gap-12">
        <div>
          <h3 className="text-xl font-semibold tracking-tight text-fg">Compliance Packages</h3>
          <p className="mt-2 text-muted">
            Fixed monthly programs that take you from gap assessment to audit-ready, and keep you
            there. Packages cover HIPAA, PCI DSS, GDPR/CCPA, SOC 2, CMMC, ISO 27001 and custom
            frameworks.
          </p>
        </div>
        <div className="grid gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-fg">
            Compliance standard
          </label>
          <Suspense fallback={<div className="h-11 rounded-lg border border-control bg-surface" />}>
            <Select
              id={selectId}
              options={packages.map((pack) => ({ value: pack.id, label: pack.name }))}
              value={selectedId}
              onValueChange={setSelectedId}
              placeholder="Select a compliance standard..."
            />
          </Suspense>
        </div>
      </div>
      {selected ? (
        <PackageDetails pack={selected} />
      ) : (
        <div className="flex items-center gap-4 border-t border-border px-6 py-8 text-muted sm:px-8">
          <ShieldCheck aria-hidden className="size-8 shrink-0 text-primary" />
          <p>Choose a standard to see what its package includes and what it costs.</p>
        </div>
      )}
      <ContactSales />
    </div>
  );
}
