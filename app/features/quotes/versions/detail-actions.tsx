import type { ConfigurationDetail } from "@shared/quotes/configuration-admin";
import { quoteBillingLabels } from "@shared/quotes/status";
import {
  Archive,
  ArchiveRestore,
  Copy,
  Download,
  ExternalLink,
  FilePen,
  Lock,
  Send,
  Share2,
} from "lucide-react";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ArchiveDialog } from "~/components/admin/archive-dialog";
import { Button, buttonClasses } from "~/components/ui/button";
import { PendingButton } from "~/components/ui/pending-button";
import { toast } from "~/components/ui/toast-store";
import { apiMessage } from "~/lib/form-errors";
import { detailActionState } from "./detail-action-state";
import { SendDialog } from "./send-dialog";
import { ShareDialog } from "./share-dialog";
import {
  useArchive,
  useDuplicate,
  useOpenInBuilder,
  useRevise,
} from "./use-configuration-mutations";
import { versionPdfUrl } from "./use-configurations";

const failed = (title: string) => (error: unknown) =>
  toast({
    title,
    description: apiMessage(error, "That did not work. Please try again."),
    variant: "error",
  });

/**
 * The accepted link of this quote, if any: its version and the billing accepted. A quote
 * revised after acceptance still names the version the prospect accepted (decision 048).
 */
export function acceptanceOf(detail: ConfigurationDetail) {
  const share = detail.shares.find((row) => row.decision?.decision === "accepted");
  return share?.decision ? { version: share.version, evidence: share.decision } : null;
}

/**
 * What staff do with a configuration's current version. The buttons follow the quote's
 * state machine (shared/quotes/status-machine.ts): an accepted version is frozen until staff
 * revise it explicitly.
 */
export function DetailActions({ detail }: { detail: ConfigurationDetail }) {
  const { configuration, versions } = detail;
  const { id, currentVersion, isActive, name } = configuration;
  const actions = detailActionState({ status: configuration.status, archived: !isActive });
  const { frozen } = actions;
  const acceptance = acceptanceOf(detail);
  const revise = useRevise();
  const [open, setOpen] = useState<"share" | "send" | "archive" | null>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const builder = useOpenInBuilder();
  const duplicate = useDuplicate();
  const archive = useArchive();
  const close = () => {
    setOpen(null);
    archive.reset();
  };

  function duplicateCurrent() {
    duplicate.mutate(
      { id, version: currentVersion },
      {
        onSuccess: ({ data }) => {
          const next = new URLSearchParams(params);
          next.set("id", data.id);
          navigate(`?${next}`);
        },
        onError: failed("The configuration could not be duplicated"),
      },
    );
  }

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {actions.revise ? (
          <PendingButton
            size="sm"
            pending={revise.isPending}
            pendingLabel="Revising"
            icon={<FilePen aria-hidden className="size-4" />}
            onClick={() =>
              revise.mutate(
                { id, version: currentVersion },
                { onError: failed("The accepted quote could not be revised") },
              )
            }
          >
            Revise accepted quote
          </PendingButton>
        ) : null}
        <PendingButton
          size="sm"
          pending={builder.isPending}
          pendingLabel="Opening"
          icon={<ExternalLink aria-hidden className="size-4" />}
          disabled={!actions.saveVersion}
          onClick={() =>
            builder.mutate(
              { id, version: currentVersion },
              { onError: failed("The Service Builder could not be opened") },
            )
          }
        >
          Open in builder
        </PendingButton>
        <Button size="sm" disabled={!actions.share} onClick={() => setOpen("send")}>
          <Send aria-hidden className="size-4" />
          Send quote
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!actions.share}
          onClick={() => setOpen("share")}
        >
          <Share2 aria-hidden className="size-4" />
          Share
        </Button>
        <a
          href={versionPdfUrl(id, currentVersion)}
          download
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden className="size-4" />
          Download PDF
          <span className="sr-only"> of version {currentVersion}</span>
        </a>
        <PendingButton
          size="sm"
          variant="outline"
          pending={duplicate.isPending}
          pendingLabel="Duplicating"
          icon={<Copy aria-hidden className="size-4" />}
          onClick={duplicateCurrent}
        >
          Duplicate
        </PendingButton>
        {actions.archive ? (
          <Button size="sm" variant="ghost" onClick={() => setOpen("archive")}>
            <Archive aria-hidden className="size-4" />
            Archive
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setOpen("archive")}>
            <ArchiveRestore aria-hidden className="size-4" />
            Restore
          </Button>
        )}
      </div>
      {frozen ? (
        <p
          className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-3 text-sm"
          data-testid="accepted-frozen"
        >
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {acceptance
              ? `Version ${acceptance.version} was accepted (${quoteBillingLabels[acceptance.evidence.billing].toLowerCase()}). `
              : ""}
            {frozen}
          </span>
        </p>
      ) : acceptance ? (
        <p className="text-sm text-muted" data-testid="accepted-version">
          Version {acceptance.version} was accepted (
          {quoteBillingLabels[acceptance.evidence.billing].toLowerCase()}); version {currentVersion}{" "}
          is a revision, not accepted yet.
        </p>
      ) : null}
      <p className="text-xs text-muted">
        "Open in builder" starts a Service Builder session from version {currentVersion}, with its
        discounts (removable there); saving there adds the next version.
      </p>
      {open === "share" ? (
        <ShareDialog
          configurationId={id}
          versions={versions.map((version) => version.version)}
          currentVersion={currentVersion}
          onClose={close}
        />
      ) : null}
      {open === "send" ? (
        <SendDialog
          id={id}
          version={currentVersion}
          prospectId={configuration.prospect?.id ?? null}
          onClose={close}
        />
      ) : null}
      {open === "archive" ? (
        <ArchiveDialog
          action={isActive ? "archive" : "restore"}
          noun="configuration"
          name={name}
          consequence={
            isActive
              ? "it leaves the default list; its versions and share links stay as they are. You can restore it later."
              : "it returns to the default list."
          }
          pending={archive.isPending}
          error={archive.error}
          onClose={close}
          onConfirm={() => archive.mutate({ id, archived: isActive }, { onSuccess: close })}
        />
      ) : null}
    </>
  );
}
