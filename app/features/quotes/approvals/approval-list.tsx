import { formatMoney } from "@shared/pricing/money";
import {
  type ApprovalListItem,
  type ApprovalStatus,
  approvalStatusLabels,
  describeApprovalReason,
} from "@shared/quotes/discount-approval";
import { describeAdjustment } from "@shared/quotes/engine/adjustment-constants";
import { Check, ShieldCheck, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { EmptyState } from "~/components/ui/empty-state";
import { DecisionDialog } from "./decision-dialog";

export const approvalTones: Record<ApprovalStatus, "warning" | "success" | "danger"> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
};

/** Why the version needs an approver, one sentence per reason. */
export function ApprovalReasons({ approval }: { approval: Pick<ApprovalListItem, "reasons"> }) {
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm">
      {approval.reasons.map((reason) => (
        <li key={`${reason.kind}-${"serviceId" in reason ? reason.serviceId : ""}`}>
          {describeApprovalReason(reason, formatMoney)}
        </li>
      ))}
    </ul>
  );
}

function ApprovalCard({
  approval,
  onDecide,
}: {
  approval: ApprovalListItem;
  onDecide(decision: "approved" | "rejected"): void;
}) {
  return (
    <li
      data-testid="approval"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 className="font-semibold wrap-anywhere">
            {approval.name} · version {approval.version}
          </h2>
          <p className="text-sm text-muted">
            Asked by {approval.requestedBy ?? "a builder session staff opened"} on{" "}
            <DateTime iso={approval.requestedAt} /> · {formatMoney(approval.monthlyCents)} a month
            after discounts
          </p>
        </div>
        <Badge tone={approvalTones[approval.status]}>{approvalStatusLabels[approval.status]}</Badge>
      </div>
      <ApprovalReasons approval={approval} />
      {approval.margin ? (
        <p className="text-sm" data-testid="approval-margin">
          Margin after these discounts:{" "}
          <strong className={approval.margin.marginCents < 0 ? "text-danger" : undefined}>
            {formatMoney(approval.margin.marginCents)} a year
            {approval.margin.rate === null ? "" : ` (${Math.round(approval.margin.rate * 100)}%)`}
          </strong>{" "}
          on the lines with a catalogue cost.
        </p>
      ) : null}
      <div className="grid gap-1 text-sm">
        <p className="font-medium">Discounts</p>
        <ul className="grid gap-0.5 text-muted">
          {approval.adjustments.map((adjustment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a saved version's list never reorders
            <li key={index}>
              {describeAdjustment(adjustment, formatMoney)} off{" "}
              {adjustment.scope === "line" ? "one line" : `the ${adjustment.scope} charges`}: "
              {adjustment.reason}"
            </li>
          ))}
        </ul>
      </div>
      {approval.status === "pending" ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onDecide("approved")}>
            <Check aria-hidden className="size-4" /> Approve
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDecide("rejected")}>
            <X aria-hidden className="size-4" /> Reject
          </Button>
        </div>
      ) : (
        <p className="text-sm">
          {approvalStatusLabels[approval.status]} by {approval.decidedBy ?? "a former user"} on{" "}
          <DateTime iso={approval.decidedAt} />: "{approval.decisionReason}"
        </p>
      )}
    </li>
  );
}

/** Waiting discounts with Approve and Reject, then the latest decided ones. */
export function ApprovalList({ approvals }: { approvals: ApprovalListItem[] }) {
  const [open, setOpen] = useState<{
    approval: ApprovalListItem;
    decision: "approved" | "rejected";
  } | null>(null);
  const waiting = approvals.filter((approval) => approval.status === "pending");
  const decided = approvals.filter((approval) => approval.status !== "pending");
  return (
    <div className="grid gap-8">
      <section aria-labelledby="waiting-heading" className="grid gap-3">
        <h2 id="waiting-heading" className="text-lg font-semibold">
          Waiting for a decision ({waiting.length})
        </h2>
        {waiting.length === 0 ? (
          <EmptyState icon={ShieldCheck} title="No discount is waiting for you">
            A staff discount above the thresholds in Settings, or under a service's floor price,
            appears here until another approver decides it.
          </EmptyState>
        ) : (
          <ul className="grid gap-3">
            {waiting.map((approval) => (
              <ApprovalCard
                key={approval.id}
                approval={approval}
                onDecide={(decision) => setOpen({ approval, decision })}
              />
            ))}
          </ul>
        )}
      </section>
      {decided.length > 0 ? (
        <section aria-labelledby="decided-heading" className="grid gap-3">
          <h2 id="decided-heading" className="text-lg font-semibold">
            Decided
          </h2>
          <ul className="grid gap-3">
            {decided.map((approval) => (
              <ApprovalCard key={approval.id} approval={approval} onDecide={() => {}} />
            ))}
          </ul>
        </section>
      ) : null}
      {open ? (
        <DecisionDialog
          approval={open.approval}
          decision={open.decision}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
