import type { ComparisonShareResult } from "@shared/quotes/comparison";
import { SHARE_DAYS_DEFAULT } from "@shared/quotes/status";
import { Copy, ExternalLink, Link2 } from "lucide-react";
import { useId, useRef } from "react";
import { FormAlert } from "~/components/form-alert";
import { ShareDaysField, useShareDaysForm } from "~/components/quotes/share-days-field";
import { Button, buttonClasses } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field, inputClasses } from "~/components/ui/field";
import { toast } from "~/components/ui/toast-store";
import { cn } from "~/lib/cn";
import { useShareComparison } from "./use-comparisons";

function SharedLink({ link }: { link: ComparisonShareResult }) {
  const input = useRef<HTMLInputElement>(null);
  const address = `${window.location.origin}${link.url}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: "Link copied", variant: "success" });
    } catch {
      input.current?.select();
      toast({ title: "Press Ctrl+C (or Cmd+C) to copy the selected link", variant: "info" });
    }
  }
  return (
    <div className="grid gap-4" data-testid="share-result">
      <Field label="Link for the prospect" hint={`Reference ${link.reference}`}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              ref={input}
              readOnly
              value={address}
              onFocus={(event) => event.currentTarget.select()}
              className={cn(inputClasses, "h-11 font-mono text-xs")}
            />
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden className="size-4" />
              Copy<span className="sr-only"> link</span>
            </Button>
          </div>
        )}
      </Field>
      <p className="text-sm">
        The link works until <DateTime iso={link.expiresAt} className="font-semibold" />. It shows
        the options exactly as they are now, even if the configurations change later.
      </p>
      <a
        href={link.url}
        target="_blank"
        rel="noreferrer"
        className={buttonClasses({ variant: "ghost", size: "sm", className: "justify-self-start" })}
      >
        <ExternalLink aria-hidden className="size-3.5" />
        Open the quote page<span className="sr-only"> (new tab)</span>
      </a>
    </div>
  );
}

/** "Share with prospect": chooses how long the link lasts, then shows it to copy. */
export function ShareDialog({ id, name, onClose }: { id: string; name: string; onClose(): void }) {
  const formId = useId();
  const share = useShareComparison();
  const { failure, form, field } = useShareDaysForm(
    "Could not create the link.",
    "create the link",
  );
  const send = (expiresInDays: number) =>
    share.mutate({ id, expiresInDays }, { onError: failure.fail });

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="sm"
        title="Share with prospect"
        description={`One link offering every option of "${name}" as it is now.`}
        footer={
          share.data ? (
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          ) : (
            <DialogFormActions form={formId} pending={share.isPending} pendingLabel="Creating">
              <Link2 aria-hidden className="size-4" />
              Create link
            </DialogFormActions>
          )
        }
      >
        {share.data ? (
          <SharedLink link={share.data} />
        ) : (
          <form id={formId} {...form(share.isPending, send)} className="grid gap-4">
            <FormAlert message={failure.alert} />
            <ShareDaysField hint={`; ${SHARE_DAYS_DEFAULT} unless you change it.`} {...field} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
