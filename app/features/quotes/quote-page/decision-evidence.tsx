import { verificationText } from "@shared/quotes/acceptance-check-constants";
import type { DecisionEvidence } from "@shared/quotes/decision";
import { quoteBillingLabels } from "@shared/quotes/status";
import { CheckCircle2, XCircle } from "lucide-react";
import { DateTime } from "~/components/ui/date-time";

/** 'Accepted' or 'Declined' with everything recorded as evidence (issue 11). */
export function DecisionEvidenceCard({
  evidence,
  showOption,
}: {
  evidence: DecisionEvidence;
  /** Which option was accepted matters only when there were several. */
  showOption: boolean;
}) {
  const accepted = evidence.decision === "accepted";
  const Icon = accepted ? CheckCircle2 : XCircle;
  const rows: [string, React.ReactNode][] = accepted
    ? [
        ...(showOption ? ([["Option", evidence.optionLabel]] as [string, React.ReactNode][]) : []),
        ["Billing", quoteBillingLabels[evidence.billing]],
        ...(evidence.leftOut.length > 0
          ? ([["Optional items left out", evidence.leftOut.join(", ")]] as [
              string,
              React.ReactNode,
            ][])
          : []),
        ["Accepted by", `${evidence.fullName}, ${evidence.title}`],
      ]
    : [["Reason", evidence.reason || "None given"]];
  rows.push(
    ["Time", <DateTime key="time" iso={evidence.decidedAt} />],
    ["IP address", evidence.ip],
    ["Browser", evidence.userAgent || "Not sent"],
    ...(verificationText(evidence)
      ? ([["Verified", verificationText(evidence)]] as [string, React.ReactNode][])
      : []),
    [
      "Quote fingerprint (SHA-256)",
      <code key="sha" className="break-all text-xs">
        {evidence.snapshotSha256}
      </code>,
    ],
  );
  if (evidence.termsAgreed) rows.push(["Agreed to", evidence.termsAgreed]);
  return (
    <section
      aria-labelledby="decision-title"
      data-testid="decision"
      className={`grid gap-4 rounded-2xl border p-5 sm:p-6 ${accepted ? "border-success/50 bg-success/10" : "border-border bg-surface"}`}
    >
      <h2 id="decision-title" className="flex items-center gap-2 text-xl font-semibold">
        <Icon aria-hidden className={`size-6 ${accepted ? "text-success" : "text-muted"}`} />
        {accepted ? "Accepted" : "Declined"}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[14rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
