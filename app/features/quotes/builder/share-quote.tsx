import type { BuilderShare, SavedConfiguration } from "@shared/quotes/configuration";
import { Check, Copy, ExternalLink, Link2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { FormNotice } from "~/components/ui/form-notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormFailure } from "~/lib/use-form-failure";
import { useBuilder } from "./builder-context";
import { EmailMeLink } from "./email-me-link";

/**
 * Issue 11: the saved version as a quote link the visitor can send to a colleague or open
 * later. The link shows the version frozen as it is now, whatever changes afterwards.
 */
export function ShareQuote({
  saved,
  onShared,
}: {
  saved: SavedConfiguration;
  onShared: (share: BuilderShare) => void;
}) {
  const { requests } = useBuilder();
  const [pending, setPending] = useState(false);
  const [copied, setCopied] = useState(false);
  const failure = useFormFailure("The link could not be created. Please try again.");
  const { share, configuration } = saved;
  const link = share ? new URL(share.url, window.location.origin).href : null;

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    failure.clearAlert();
    setPending(true);
    try {
      onShared(
        await requests.apiData<BuilderShare>(`/api/sb/configurations/${configuration.id}/share`, {
          method: "POST",
        }),
      );
    } catch (error) {
      failure.fail(error);
    } finally {
      setPending(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  return (
    <section
      aria-labelledby="share-title"
      className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="share-title" className="text-lg font-semibold">
          Share your quote
        </h2>
        <p className="text-sm text-muted">
          A private link to version {configuration.version} as priced now: open it on any device,
          send it to a colleague, download the PDF and accept it there.
        </p>
      </div>
      {share && link ? (
        <div className="grid gap-3">
          <label className="grid gap-1.5 text-sm font-medium" htmlFor="share-link">
            Quote {share.reference}
            <input
              id="share-link"
              readOnly
              value={link}
              data-testid="share-link"
              onFocus={(event) => event.currentTarget.select()}
              className="h-11 w-full rounded-lg border border-border bg-surface-2 px-3 font-mono text-xs"
            />
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" onClick={copy} className={buttonClasses({ variant: "outline" })}>
              {copied ? (
                <Check aria-hidden className="size-4" />
              ) : (
                <Copy aria-hidden className="size-4" />
              )}
              {copied ? "Copied" : "Copy link"}
            </button>
            <a href={share.url} className={buttonClasses({ variant: "secondary" })}>
              <ExternalLink aria-hidden className="size-4" />
              Open quote
            </a>
            <span className="text-sm text-muted">
              Valid until <DateTime iso={share.expiresAt} />
            </span>
          </div>
          <p className="sr-only" aria-live="polite">
            {copied ? "Link copied" : ""}
          </p>
          <EmailMeLink configurationId={configuration.id} />
        </div>
      ) : (
        <form onSubmit={create} className="flex flex-wrap items-center gap-3">
          <SubmitButton
            pending={pending}
            pendingLabel="Creating link"
            icon={<Link2 aria-hidden className="size-4" />}
          >
            Create share link
          </SubmitButton>
        </form>
      )}
      {failure.alert ? (
        <FormNotice tone="danger" role="alert">
          {failure.alert}
        </FormNotice>
      ) : null}
    </section>
  );
}
