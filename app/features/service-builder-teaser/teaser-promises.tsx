import { ArrowRight, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

const promises = [
  "Built on the assessments our engineers run with clients every week.",
  "Prices from the same catalogue as our proposals, never a guess.",
];

/**
 * What the teaser's hero promises, the way into the working builder (issue 10), and a way
 * to talk to someone today.
 */
export function TeaserPromises() {
  return (
    <>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <Link to="/sb/lead" className={buttonClasses({ size: "lg" })}>
          Start configuring now
          <ArrowRight aria-hidden className="size-4" />
        </Link>
        <span className="text-sm text-muted">Early access: free, about five minutes.</span>
      </div>
      <ul className="mt-8 grid gap-3 text-muted">
        {promises.map((promise) => (
          <li key={promise} className="flex gap-3">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            {promise}
          </li>
        ))}
        <li className="flex gap-3">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            Questions today?{" "}
            <Link to="/#contact" className="font-medium text-primary hover:underline">
              Talk to our team
            </Link>
            .
          </span>
        </li>
      </ul>
    </>
  );
}
