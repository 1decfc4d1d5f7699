import { comparisonRows } from "@shared/pricing/features";
import type { FeatureExplanations, PricingPlan } from "@shared/pricing/schemas";
import { LifeBuoy, MoveHorizontal } from "lucide-react";
import { DeferredTooltipProvider } from "~/components/ui/deferred-tooltip";
import { ContactSales } from "./contact-sales";
import { FeatureLabel } from "./feature-label";
import { InclusionMark } from "./inclusion-mark";
import { AnnualPrice, PriceTag } from "./price-tag";

// The Features column stays put while the plan columns scroll sideways on narrow screens.
const stickyCell = "sticky left-0 z-10 bg-surface shadow-[1px_0_0_var(--color-border)] text-left";

/** Narrow screens scroll sideways rather than squeezing the plan columns (rem). */
const FEATURE_COLUMN_MIN = 9;
const PLAN_COLUMN_MIN = 9.5;

export interface PlanComparisonTableProps {
  title: string;
  plans: PricingPlan[];
  explanations: FeatureExplanations;
  loading: boolean;
}

function SupportBadge({ label }: { label: string }) {
  return (
    <span className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-accent">
      <LifeBuoy aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}

/** Seed 000 §2: a Features column, one column per plan, a check or cross per feature. */
export function PlanComparisonTable({
  title,
  plans,
  explanations,
  loading,
}: PlanComparisonTableProps) {
  const rows = comparisonRows(plans);
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      {plans.length > 1 ? (
        <p className="flex items-center gap-2 border-b border-border px-4 py-2.5 text-xs text-muted sm:hidden">
          <MoveHorizontal aria-hidden className="size-4" />
          Swipe sideways to compare all {plans.length} plans
        </p>
      ) : null}
      <section
        aria-label={`${title} plan comparison`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the table sideways
        tabIndex={0}
        // relative: contains the sr-only texts, which would otherwise widen the page
        className="relative overflow-x-auto"
      >
        <DeferredTooltipProvider>
          <table
            className="w-full table-fixed border-separate border-spacing-0 text-sm"
            style={{ minWidth: `${FEATURE_COLUMN_MIN + plans.length * PLAN_COLUMN_MIN}rem` }}
          >
            <caption className="sr-only">{title}: what each plan includes</caption>
            <thead>
              <tr>
                <th
                  scope="col"
                  rowSpan={2}
                  className={`${stickyCell} w-36 px-4 py-5 align-bottom sm:w-56 lg:w-72 text-xs font-semibold tracking-wider text-muted uppercase sm:px-6`}
                >
                  Features
                </th>
                {plans.map((plan) => (
                  <th
                    key={plan.id}
                    scope="col"
                    className="px-4 pt-6 text-left align-top font-normal sm:px-5"
                  >
                    <span className="block text-base font-semibold text-fg">{plan.name}</span>
                    {plan.badge ? <SupportBadge label={plan.badge} /> : null}
                  </th>
                ))}
              </tr>
              <tr>
                {plans.map((plan) => (
                  <td key={plan.id} className="px-4 pt-3 pb-6 align-top sm:px-5">
                    <PriceTag plan={plan} />
                    <AnnualPrice plan={plan} className="mt-1" />
                    <p className="mt-2 text-xs leading-relaxed text-muted">{plan.description}</p>
                  </td>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.feature} className="group">
                  <th
                    scope="row"
                    className={`${stickyCell} border-t border-border px-4 py-3 font-normal text-fg group-hover:bg-surface-2 sm:px-6`}
                  >
                    <FeatureLabel
                      feature={row.feature}
                      explanation={explanations[row.feature]}
                      loading={loading}
                    />
                  </th>
                  {row.included.map((included, index) => (
                    <td
                      key={plans[index]?.id}
                      className="border-t border-border px-4 py-3 text-center group-hover:bg-surface-2/60 sm:px-5"
                    >
                      <InclusionMark included={included} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </DeferredTooltipProvider>
      </section>
      <ContactSales />
    </div>
  );
}
