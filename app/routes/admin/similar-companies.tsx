import { MIN_SUPPORT } from "@shared/similar-companies/rules";
import { UsersRound } from "lucide-react";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { PatternTable } from "~/features/similar-companies/pattern-table";
import { usePatternVisibility } from "~/features/similar-companies/use-pattern-visibility";
import type { Route } from "./+types/similar-companies";

export const meta: Route.MetaFunction = () => [
  { title: "Companies like yours | Sentinel Forge admin" },
];

/** The list GET /api/admin/similar-companies answers (decision 056); a change reloads it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { patterns: await context.reads.similarPatterns() };
}

/**
 * Issue 36 §2, decision 071: what accepted and saved quotes of one company size and set of
 * compliance requirements chose, as the Service Builder shows it beside its recommendations.
 */
export default function SimilarCompaniesPage({ loaderData }: Route.ComponentProps) {
  const visibility = usePatternVisibility();
  return (
    <>
      <PageHeader
        title="Companies like yours"
        description={`Patterns mined from accepted quotes (and, weighted half, quotes saved in the Service Builder): a service chosen by at least ${MIN_SUPPORT} quotes, and by most of them, of one company size with the same compliance requirements. Hide one to stop showing it to prospects; it keeps being counted.`}
      />
      {visibility.error ? (
        <p role="alert" className="mb-4 text-sm text-danger">
          {visibility.error.message}
        </p>
      ) : null}
      {loaderData.patterns.length > 0 ? (
        <PatternTable
          patterns={loaderData.patterns}
          pending={visibility.isPending}
          onToggle={(pattern) =>
            visibility.mutate({
              segment: pattern.segment,
              serviceId: pattern.serviceId,
              hidden: !pattern.hidden,
            })
          }
        />
      ) : (
        <EmptyState icon={UsersRound} title="No pattern yet">
          {`A pattern needs at least ${MIN_SUPPORT} quotes of one company size and set of requirements that chose the same service. Until then the Service Builder shows its rules alone.`}
        </EmptyState>
      )}
    </>
  );
}
