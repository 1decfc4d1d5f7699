import { ArrowRight, SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/**
 * Issue 34: the landing page's way into the Service Builder (/sb/lead), placed where a
 * visitor compares prices. It adds to the pricing section and leaves seed 000's fixed texts
 * (the hero, the table footer's 'Ready to Get Started?') as they are.
 */
export function BuilderInvitation() {
  return (
    <div className="mt-12 flex flex-col gap-5 rounded-2xl border border-primary/40 bg-primary-soft/40 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
      <div className="flex gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <SlidersHorizontal aria-hidden className="size-5" />
        </span>
        <div>
          <h3 className="text-lg font-semibold">Price your own environment</h3>
          <p className="mt-1 max-w-2xl text-sm leading-relaxed text-muted">
            Tell us about your locations, users and compliance needs: the Service Builder recommends
            services and prices them as you configure, and you leave with a quote you can share.
          </p>
        </div>
      </div>
      <Link to="/sb/lead" className={buttonClasses({ size: "lg", className: "shrink-0" })}>
        Build your quote
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </div>
  );
}
