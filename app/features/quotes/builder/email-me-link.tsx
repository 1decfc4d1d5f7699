import type { BuilderSend } from "@shared/quotes/configuration";
import { Mail } from "lucide-react";
import { useState } from "react";
import { FormNotice } from "~/components/ui/form-notice";
import { PendingButton } from "~/components/ui/pending-button";
import { useFormFailure } from "~/lib/use-form-failure";
import { useBuilder } from "./builder-context";

/**
 * Issue 35 §1 from the builder: the link e-mailed to the address the visitor gave on the first
 * step, and only there (the server takes no address from here), with an unsubscribe link like
 * every quote e-mail.
 */
export function EmailMeLink({ configurationId }: { configurationId: string }) {
  const { requests } = useBuilder();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<BuilderSend | null>(null);
  const failure = useFormFailure("The e-mail was not sent. Please try again.");

  const send = async () => {
    if (pending) return;
    failure.clearAlert();
    setPending(true);
    try {
      setSent(
        await requests.apiData<BuilderSend>(
          `/api/sb/configurations/${configurationId}/share/email`,
          { method: "POST" },
        ),
      );
    } catch (error) {
      failure.fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="grid gap-2">
      <div>
        <PendingButton
          type="button"
          variant="outline"
          pending={pending}
          pendingLabel="Sending"
          onClick={send}
          icon={<Mail aria-hidden className="size-4" />}
        >
          {sent ? "E-mail it again" : "E-mail me this link"}
        </PendingButton>
      </div>
      <p role="status" className="text-sm text-muted">
        {sent ? `Sent to ${sent.to}.` : ""}
      </p>
      {failure.alert ? (
        <FormNotice tone="danger" role="alert">
          {failure.alert}
        </FormNotice>
      ) : null}
    </div>
  );
}
