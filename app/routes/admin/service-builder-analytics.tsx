import { PageHeader } from "~/features/admin-shell/page-header";
import { BuilderOverview } from "~/features/analytics/builder-overview";
import type { Route } from "./+types/service-builder-analytics";

export const meta: Route.MetaFunction = () => [
  { title: "Service Builder analytics | Sentinel Forge admin" },
];

/** Seed 001 §2 Service Builder analytics (issue 15); data comes from the analytics API. */
export default function ServiceBuilderAnalyticsPage() {
  return (
    <>
      <PageHeader
        title="Service Builder analytics"
        description="Where visitors of the Service Builder go, where they stop, what they answer and what they buy."
      />
      <BuilderOverview />
    </>
  );
}
