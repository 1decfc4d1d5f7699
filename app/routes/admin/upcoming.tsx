import { Clock, Wrench } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { adminPageFor } from "~/features/admin-shell/admin-pages";
import { PageHeader } from "~/features/admin-shell/page-header";
import type { Route } from "./+types/upcoming";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${adminPageFor(location.pathname)?.label ?? "Admin"} | Sentinel Forge admin` },
];

/** An admin page whose feature ships later: says so, and what it will do. Never fake data. */
export default function UpcomingPage() {
  const page = adminPageFor(useLocation().pathname);
  if (!page) return null;
  return (
    <>
      <PageHeader title={page.label} />
      <section
        aria-labelledby="upcoming-title"
        className="grid justify-items-center gap-4 rounded-2xl border border-dashed border-border bg-surface px-6 py-14 text-center"
      >
        <span className="grid size-12 place-items-center rounded-2xl bg-surface-2 text-muted">
          <page.icon aria-hidden className="size-6" />
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold text-muted">
          <Clock aria-hidden className="size-3.5" />
          Not available yet
        </span>
        <h2 id="upcoming-title" className="text-lg font-semibold">
          This page arrives with a later release
        </h2>
        <p className="max-w-lg text-sm text-muted">{page.summary}</p>
        <p className="flex max-w-lg items-start gap-2 text-left text-xs text-muted">
          <Wrench aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          Until then nothing is shown here: no sample or simulated figures.
        </p>
        <Link to="/admin" className={buttonClasses({ variant: "outline", size: "sm" })}>
          Back to the dashboard
        </Link>
      </section>
    </>
  );
}
