import type { ShareLink } from "@shared/quotes/configuration-admin";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { FormAlert } from "~/components/form-alert";
import { ShareDaysField, useShareDaysForm } from "~/components/quotes/share-days-field";
import { Button, buttonClasses } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field, inputClasses } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { Select } from "~/components/ui/select";
import { CopyLinkButton, fullLink } from "./copy-link";
import { useCreateShare } from "./use-configuration-mutations";

const FORM_ID = "share-configuration";

/** The new link, ready to copy or open. */
function CreatedLink({ share }: { share: ShareLink }) {
  const link = fullLink(share.url);
  return (
    <div className="grid gap-4">
      <FormNotice tone="success" role="alert">
        <span>
          Link {share.reference} is open until <DateTime iso={share.expiresAt} />. Anyone with it
          can read the quote and accept or decline it.
        </span>
      </FormNotice>
      <Field label="Link for the prospect">
        {(control) => (
          <input
            {...control}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClasses} h-11 font-mono text-xs`}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <CopyLinkButton link={link} variant="primary" size="md" />
        <a
          href={link}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: "outline" })}
        >
          <ExternalLink aria-hidden className="size-4" />
          Open
          <span className="sr-only"> (new tab)</span>
        </a>
      </div>
    </div>
  );
}

/**
 * Shares one version: freezes it behind a new link valid for the chosen number of days,
 * then shows the link with Copy and Open.
 */
export function ShareDialog({
  configurationId,
  versions,
  currentVersion,
  onClose,
}: {
  configurationId: string;
  versions: number[];
  currentVersion: number;
  onClose(): void;
}) {
  const create = useCreateShare(configurationId);
  const [version, setVersion] = useState(String(currentVersion));
  const { failure, form, field } = useShareDaysForm(
    "The link could not be created. Please try again.",
    "create the link",
  );
  const created = create.data?.data;
  const send = (expiresInDays: number) =>
    create.mutate({ version: Number(version), expiresInDays }, { onError: failure.fail });

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="sm"
        title={created ? "Share link created" : "Share this quote"}
        description={
          created
            ? undefined
            : "A link freezes the chosen version as it is now: later versions do not change what the prospect sees."
        }
        footer={
          created ? (
            <DialogClose asChild>
              <Button variant="outline">Done</Button>
            </DialogClose>
          ) : (
            <DialogFormActions form={FORM_ID} pending={create.isPending} pendingLabel="Creating">
              Create link
            </DialogFormActions>
          )
        }
      >
        {created ? (
          <CreatedLink share={created} />
        ) : (
          <form id={FORM_ID} {...form(create.isPending, send)} className="grid gap-4">
            <FormAlert message={failure.alert} />
            <Field label="Version" error={failure.errors.version}>
              {(control) => (
                <Select
                  {...control}
                  value={version}
                  onValueChange={setVersion}
                  options={versions.map((value) => ({
                    value: String(value),
                    label: `Version ${value}${value === currentVersion ? " (current)" : ""}`,
                  }))}
                />
              )}
            </Field>
            <ShareDaysField hint="; you can extend it later." {...field} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
