import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";

const promises = [
  "Built on the assessments our engineers run with clients every week.",
  "Prices from the same catalogue as our proposals, never a guess.",
];

/**
 * What the teaser's hero promises and a way to talk to someone today. The way into the
 * working builder (issue 10) is the early-access section below the hero, not beside the
 * seed's 'Coming Soon' (issue 34).
 */
export function TeaserPromises() {
  return (
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
  );
}
