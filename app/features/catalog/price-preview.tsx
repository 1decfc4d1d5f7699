import type { Service } from "@shared/catalog/service";
import { priceBasisLabels } from "@shared/catalog/service-constants";
import type { ActiveFormula } from "@shared/formulas/formula";
import { formatMoney } from "@shared/pricing/money";
import { price } from "@shared/quotes/engine/price";
import { sampleLocation } from "@shared/quotes/engine/sample-quote";
import { useMemo } from "react";

/**
 * The service as the form stands, priced by the shared engine for a sample site of 25 users,
 * 30 endpoints and 3 servers with the catalogue's other services and the active formulas:
 * the same numbers a prospect will see.
 */
export function PricePreview({
  service,
  catalogue,
  formulas,
}: {
  service: Service | null;
  catalogue: Service[];
  formulas: ActiveFormula[];
}) {
  const result = useMemo(() => {
    if (!service) return null;
    const services = [...catalogue.filter((other) => other.id !== service.id), service];
    return price({
      services,
      formulas,
      answers: { complianceRequirements: [], securityFocus: [] },
      locations: [sampleLocation],
      selections: [{ locationId: sampleLocation.id, serviceId: service.id }],
    });
  }, [service, catalogue, formulas]);

  return (
    <section
      aria-labelledby="price-preview-title"
      className="grid gap-3 rounded-xl border border-border bg-surface-2/40 p-4"
    >
      <div>
        <h3 id="price-preview-title" className="font-semibold">
          Price preview
        </h3>
        <p className="text-xs text-muted">
          25 users, 30 endpoints and 3 servers at one site, priced by the quote engine
          {result ? ` at ${result.riskLevel} risk` : ""}.
        </p>
      </div>
      {result ? (
        <>
          <ul className="grid gap-2 text-sm">
            {result.locations[0]?.lines.map((line) => (
              <li key={line.serviceId} className="grid gap-0.5">
                <span className="flex justify-between gap-3">
                  <span className="font-medium">{line.name}</span>
                  <span className="tabular-nums">{formatMoney(line.totalCents)}</span>
                </span>
                <span className="text-xs text-muted">
                  {line.quantity} {priceBasisLabels[line.basis].replace("per ", "")} x{" "}
                  {formatMoney(line.unitPriceCents)} x {line.riskMultiplier}
                  {line.discountRate > 0 ? ` - ${Math.round(line.discountRate * 1000) / 10}%` : ""}
                  {line.billing === "annual" ? " per year" : " per month"}
                  {line.notes.length > 0 ? ` · ${line.notes.join(" · ")}` : ""}
                </span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-3 text-sm">
            <dt className="text-muted">Monthly</dt>
            <dd className="font-semibold tabular-nums" data-testid="preview-monthly">
              {formatMoney(result.totals.monthly)}
            </dd>
            <dt className="text-muted">Setup</dt>
            <dd className="tabular-nums">{formatMoney(result.totals.setup)}</dd>
            <dt className="text-muted">A year paid up front</dt>
            <dd className="tabular-nums">{formatMoney(result.totals.annually)}</dd>
          </dl>
        </>
      ) : (
        <p className="text-sm text-muted">
          Fill in a valid price, basis and quantities to see what a prospect would pay.
        </p>
      )}
    </section>
  );
}
