import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { analyticsSeed } from "~/features/analytics/analytics-seed.server";
import { BuilderOverview } from "~/features/analytics/builder-overview";
import { unlessSearchOnly } from "~/lib/query-seed";
import type { Route } from "./+types/service-builder-analytics";

export const meta: Route.MetaFunction = () => [
  { title: "Service Builder analytics | Sentinel Forge admin" },
];

/**
 * Decision 056: the funnel of the URL's period comes with the page when the browser has told
 * its zone before; the query keeps it fresh (and reads it on a first visit).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { builder: await analyticsSeed(request, "builder", context.reads.builderAnalytics) };
}

export const shouldRevalidate = unlessSearchOnly;

/** Seed 001 §2 Service Builder analytics (issue 15); data comes from the analytics API. */
export default function ServiceBuilderAnalyticsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Service Builder analytics"
        description="Where visitors of the Service Builder go, where they stop, what they answer and what they buy."
      />
      <BuilderOverview seed={loaderData.builder} />
    </>
  );
}
