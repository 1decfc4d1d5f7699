import type { Opportunity } from "@shared/opportunities/opportunity";
import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { dollars } from "~/lib/dollars";

/**
 * Deals won by a customer's acceptance before anyone on staff opened the quote (issue 32):
 * they count, and stay here until someone reviews the quote. Nothing shows while there are none.
 */
export function UnreviewedWins({ items, total }: { items: Opportunity[]; total: number }) {
  if (total === 0) return null;
  return (
    <section
      aria-labelledby="unreviewed-title"
      className="mb-8 rounded-2xl border border-warning/50 bg-surface p-5"
    >
      <h2 id="unreviewed-title" className="flex items-center gap-2 text-base font-semibold">
        <CircleAlert aria-hidden className="size-5 text-warning" />
        {total === 1 ? "1 unreviewed win" : `${total} unreviewed wins`}
      </h2>
      <p className="mt-1 text-sm text-muted">
        A customer accepted these quotes before anyone on the team opened them. Open each quote to
        review it.
      </p>
      <ul className="mt-3 grid gap-2 text-sm">
        {items.map((deal) => (
          <li key={deal.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <Link
              to={`/admin/service-configurations?id=${deal.configurationId}`}
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              Review {deal.name}
            </Link>
            <span className="text-muted">
              {deal.prospectCompany}, {dollars(deal.monthly)} a month
              {deal.billing === "annual"
                ? " (annual prepay, monthly equivalent)"
                : ", billed monthly"}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
