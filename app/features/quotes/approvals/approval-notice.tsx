import { approvalStatusLabels } from "@shared/quotes/discount-approval";
import { Link } from "react-router";
import { DateTime } from "~/components/ui/date-time";
import { cn } from "~/lib/cn";
import { ApprovalReasons } from "./approval-list";
import { useQuoteApprovals } from "./use-approvals";

const frames = {
  pending: "border-warning/50 bg-warning/5",
  approved: "border-success/40 bg-success/5",
  rejected: "border-danger/40 bg-danger/5",
};

/**
 * The current version's discount approval on the staff quote page (issue 35 §5): waiting
 * (cannot be shared or sent), approved or rejected, with the reasons and the decision.
 */
export function ApprovalNotice({
  configurationId,
  version,
}: {
  configurationId: string;
  version: number;
}) {
  const approvals = useQuoteApprovals(configurationId, version);
  const approval = approvals.data?.find((one) => one.version === version);
  if (!approval) return null;
  return (
    <section
      aria-labelledby="approval-notice-title"
      data-testid="approval-notice"
      className={cn("grid gap-2 rounded-2xl border p-4", frames[approval.status])}
    >
      <h2 id="approval-notice-title" className="font-semibold">
        Discount of version {version}: {approvalStatusLabels[approval.status]}
      </h2>
      <ApprovalReasons approval={approval} />
      {approval.status === "pending" ? (
        <p className="text-sm">
          Asked by {approval.requestedBy ?? "a builder session"} on{" "}
          <DateTime iso={approval.requestedAt} />. It cannot be shared or sent until another
          approver decides it in{" "}
          <Link to="/admin/approvals" className="font-medium text-primary underline">
            Discount approvals
          </Link>
          .
        </p>
      ) : (
        <p className="text-sm">
          {approvalStatusLabels[approval.status]} by {approval.decidedBy ?? "a former user"} on{" "}
          <DateTime iso={approval.decidedAt} />: "{approval.decisionReason}"
          {approval.status === "rejected"
            ? " Save a version with a smaller discount to share it."
            : ""}
        </p>
      )}
    </section>
  );
}
