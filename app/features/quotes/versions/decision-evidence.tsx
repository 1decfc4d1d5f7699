import { verificationText } from "@shared/quotes/acceptance-check-constants";
import type { DecisionEvidence } from "@shared/quotes/decision";
import { quoteBillingLabels } from "@shared/quotes/status";
import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { DateTime } from "~/components/ui/date-time";

function Fact({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd
        className={mono ? "min-w-0 font-mono text-xs leading-5 break-all" : "min-w-0 break-words"}
      >
        {children}
      </dd>
    </>
  );
}

/**
 * The prospect's answer with everything kept as evidence: who, when, from where, with what
 * browser, and the SHA-256 of the exact quote they saw.
 */
export function DecisionEvidenceView({ evidence }: { evidence: DecisionEvidence }) {
  const accepted = evidence.decision === "accepted";
  return (
    <section
      aria-label={accepted ? "Acceptance evidence" : "Decline evidence"}
      data-testid="decision-evidence"
      className="grid gap-3 rounded-xl border border-border bg-surface-2/40 p-4"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        <Badge tone={accepted ? "success" : "danger"}>
          {accepted ? (
            <Check aria-hidden className="size-3" />
          ) : (
            <X aria-hidden className="size-3" />
          )}
          {accepted ? "Accepted" : "Declined"}
        </Badge>
        <DateTime iso={evidence.decidedAt} />
      </p>
      <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
        {accepted ? <Fact label="Option">{evidence.optionLabel ?? "Not recorded"}</Fact> : null}
        {accepted ? <Fact label="Billing">{quoteBillingLabels[evidence.billing]}</Fact> : null}
        {evidence.leftOut.length > 0 ? (
          <Fact label="Optional items left out">{evidence.leftOut.join(", ")}</Fact>
        ) : null}
        <Fact label="Full name">{evidence.fullName ?? "Not given"}</Fact>
        <Fact label="Title">{evidence.title ?? "Not given"}</Fact>
        <Fact label="Time">
          <DateTime iso={evidence.decidedAt} />
        </Fact>
        <Fact label="IP address" mono>
          {evidence.ip}
        </Fact>
        <Fact label="User agent" mono>
          {evidence.userAgent}
        </Fact>
        {verificationText(evidence) ? (
          <Fact label="Verified">{verificationText(evidence)}</Fact>
        ) : null}
        <Fact label="SHA-256" mono>
          {evidence.snapshotSha256}
        </Fact>
        <Fact label="Reason">{evidence.reason || "None given"}</Fact>
        {evidence.termsAgreed ? <Fact label="Terms agreed">{evidence.termsAgreed}</Fact> : null}
      </dl>
    </section>
  );
}
