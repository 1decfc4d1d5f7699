import type { ConfigurationDetail, ShareSummary } from "@shared/quotes/configuration-admin";
import { Ban, CalendarPlus, FileDown, Link2, RefreshCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { PendingButton } from "~/components/ui/pending-button";
import { toast } from "~/components/ui/toast-store";
import { apiMessage } from "~/lib/form-errors";
import { viewsText } from "../../../lib/dates";
import { CopyLinkButton, fullLink } from "./copy-link";
import { DecisionEvidenceView } from "./decision-evidence";
import { ExtendDialog } from "./extend-dialog";
import { useRenewShare, useRevokeShare } from "./use-configuration-mutations";
import { sharePdfUrl } from "./use-configurations";

const states = {
  open: { tone: "success", label: "Open" },
  expired: { tone: "warning", label: "Expired" },
  revoked: { tone: "danger", label: "Revoked" },
  accepted: { tone: "success", label: "Accepted" },
  declined: { tone: "neutral", label: "Declined" },
} as const;

/**
 * What the link's badge says. An answered link is closed to further answers, so "Open" beside
 * "Decision: Accepted" misled staff (issue 34): the answer is the link's status.
 */
export function linkStatus(share: Pick<ShareSummary, "state" | "decision">) {
  if (share.decision) return states[share.decision.decision];
  return states[share.state];
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

function ShareCard({
  share,
  onExtend,
  onRevoke,
  onRenew,
  renewing,
}: {
  share: ShareSummary;
  onExtend(): void;
  onRevoke(): void;
  onRenew(): void;
  renewing: boolean;
}) {
  const state = linkStatus(share);
  const open = share.state === "open";
  // An answered link is evidence: it can be read and copied, no longer extended or revoked.
  const answered = share.decision !== null;
  const extendable = share.state !== "revoked" && !answered;
  return (
    <li
      data-testid="share-link"
      aria-labelledby={`share-${share.id}`}
      className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h4 id={`share-${share.id}`} className="flex flex-wrap items-center gap-2 font-semibold">
          <Link2 aria-hidden className="size-4 text-muted" />
          {share.reference}
          <Badge tone={state.tone}>{state.label}</Badge>
          <span className="text-sm font-normal text-muted">
            Version {share.version}
            {share.options > 1 ? ` · ${share.options} options` : ""}
          </span>
        </h4>
        <div className="flex flex-wrap gap-2">
          {open ? (
            <CopyLinkButton
              link={fullLink(`/sb/quote/${share.token}`)}
              srSuffix={`of ${share.reference}`}
            />
          ) : null}
          <a
            href={sharePdfUrl(share.id)}
            download
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            <FileDown aria-hidden className="size-3.5" />
            PDF<span className="sr-only"> of {share.reference}</span>
          </a>
          {share.state === "expired" && !answered ? (
            <PendingButton
              size="sm"
              pending={renewing}
              pendingLabel="Renewing"
              icon={<RefreshCw aria-hidden className="size-3.5" />}
              onClick={onRenew}
            >
              Renew<span className="sr-only"> {share.reference} as a new link</span>
            </PendingButton>
          ) : null}
          {extendable ? (
            <Button variant="outline" size="sm" onClick={onExtend}>
              <CalendarPlus aria-hidden className="size-3.5" />
              Extend<span className="sr-only"> {share.reference}</span>
            </Button>
          ) : null}
          {open && !answered ? (
            <Button variant="ghost" size="sm" onClick={onRevoke}>
              <Ban aria-hidden className="size-3.5" />
              Revoke<span className="sr-only"> {share.reference}</span>
            </Button>
          ) : null}
        </div>
      </div>
      <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <Fact label="Created">
          <DateTime iso={share.createdAt} />
        </Fact>
        <Fact label={share.state === "open" ? "Expires" : "Expired"}>
          {share.revokedAt ? (
            <>
              Revoked <DateTime iso={share.revokedAt} />
            </>
          ) : (
            <DateTime iso={share.expiresAt} />
          )}
        </Fact>
        <Fact label="Views">{viewsText(share.viewCount)}</Fact>
        <Fact label="Viewed">
          {share.firstViewedAt ? (
            <>
              first <DateTime iso={share.firstViewedAt} />
              {share.lastViewedAt && share.lastViewedAt !== share.firstViewedAt ? (
                <>
                  , last <DateTime iso={share.lastViewedAt} />
                </>
              ) : null}
            </>
          ) : (
            "Not yet"
          )}
        </Fact>
        <Fact label="Decision">
          {share.decision
            ? share.decision.decision === "accepted"
              ? "Accepted"
              : "Declined"
            : "None yet"}
        </Fact>
      </dl>
      {share.decision ? <DecisionEvidenceView evidence={share.decision} /> : null}
    </li>
  );
}

/** Every link made for this configuration, newest first, with its views and any answer. */
export function ShareLinksPanel({ detail }: { detail: ConfigurationDetail }) {
  const [extending, setExtending] = useState<ShareSummary | null>(null);
  const [revoking, setRevoking] = useState<ShareSummary | null>(null);
  const revoke = useRevokeShare();
  const renew = useRenewShare();
  const closeRevoke = () => {
    setRevoking(null);
    revoke.reset();
  };
  if (detail.shares.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-border bg-surface px-4 py-6 text-sm text-muted">
        No link yet. "Share" makes one for a version; the prospect's views and answer appear here.
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-3" aria-label="Share links">
        {detail.shares.map((share) => (
          <ShareCard
            key={share.id}
            share={share}
            onExtend={() => setExtending(share)}
            onRevoke={() => setRevoking(share)}
            onRenew={() =>
              renew.mutate(share.id, {
                onError: (error) =>
                  toast({
                    title: "The link could not be renewed",
                    description: apiMessage(error, "That did not work. Please try again."),
                    variant: "error",
                  }),
              })
            }
            renewing={renew.isPending && renew.variables === share.id}
          />
        ))}
      </ul>
      {extending ? <ExtendDialog share={extending} onClose={() => setExtending(null)} /> : null}
      {revoking ? (
        <ConfirmDialog
          open
          onOpenChange={closeRevoke}
          title="Revoke this link?"
          description={
            <>
              <strong className="text-fg">{revoking.reference}</strong>: the prospect can no longer
              open it, accept or decline. This cannot be undone; share again to send a new link.
            </>
          }
          confirmLabel="Revoke link"
          pending={revoke.isPending}
          error={
            revoke.error ? apiMessage(revoke.error, "That did not work. Please try again.") : null
          }
          onConfirm={() => revoke.mutate(revoking.id, { onSuccess: closeRevoke })}
        />
      ) : null}
    </>
  );
}
