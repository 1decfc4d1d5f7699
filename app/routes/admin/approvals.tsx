import { RetryButton } from "~/components/ui/load-failed";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { ApprovalList } from "~/features/quotes/approvals/approval-list";
import { useApprovals } from "~/features/quotes/approvals/use-approvals";
import type { Route } from "./+types/approvals";

export const meta: Route.MetaFunction = () => [
  { title: "Discount approvals | Sentinel Forge admin" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

/** Issue 35 §5: staff discounts that need an Approver other than the one who asked. */
export default function ApprovalsPage() {
  const approvals = useApprovals();
  return (
    <>
      <PageHeader
        title="Discount approvals"
        description="A version whose discount waits here cannot be shared or sent. You cannot decide a discount you asked for."
      />
      {approvals.isPending ? (
        <div role="status" aria-label="Loading approvals" className="grid gap-3">
          {[0, 1].map((row) => (
            <div key={row} className="h-40 animate-pulse rounded-2xl bg-surface-2" />
          ))}
        </div>
      ) : approvals.isError ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-danger">The approvals could not be loaded.</p>
          <RetryButton onRetry={() => approvals.refetch()} />
        </div>
      ) : (
        <ApprovalList approvals={approvals.data} />
      )}
    </>
  );
}
