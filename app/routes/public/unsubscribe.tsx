import type { UnsubscribeState } from "@shared/outbox/unsubscribe";
import { MailCheck, MailX } from "lucide-react";
import { useRef, useState } from "react";
import { data, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { FormNotice } from "~/components/ui/form-notice";
import { PendingButton } from "~/components/ui/pending-button";
import { apiData } from "~/lib/api-client";
import { apiMessage } from "~/lib/form-errors";
import type { Route } from "./+types/unsubscribe";
import { useCompany } from "./layout";

export const meta = () => [
  { title: "Unsubscribe" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /unsubscribe/{token} (issue 35 §2): the link at the foot of every customer e-mail. Opening
 * it changes nothing (mail scanners open links); the button unsubscribes at once.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = TOKEN.test(params.token)
    ? await context.repositories.emailRecipients.byToken(params.token)
    : null;
  if (!found) throw data(null, { status: 404 });
  return {
    token: params.token,
    email: found.email,
    unsubscribedAt: found.unsubscribedAt?.toISOString() ?? null,
  };
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  const [state, setState] = useState<Pick<UnsubscribeState, "unsubscribedAt">>(loaderData);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const unsubscribed = state.unsubscribedAt !== null;

  async function unsubscribe() {
    setPending(true);
    setError(null);
    try {
      const answer = await apiData<UnsubscribeState>(`/api/unsubscribe/${loaderData.token}`, {
        method: "POST",
        body: {},
      });
      setState(answer);
      // The answer replaces the button the visitor pressed: its heading takes focus.
      requestAnimationFrame(() => done.current?.focus());
    } catch (failure) {
      setError(apiMessage(failure, "That did not work. Please try again."));
    } finally {
      setPending(false);
    }
  }

  const Icon = unsubscribed ? MailCheck : MailX;
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16 sm:px-6">
      <section
        aria-labelledby="unsubscribe-title"
        className="grid w-full max-w-lg gap-5 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8"
      >
        <div className="flex items-center gap-3">
          <Icon aria-hidden className="size-8 shrink-0 text-primary" />
          <h1
            id="unsubscribe-title"
            ref={done}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none"
          >
            {unsubscribed ? "You are unsubscribed" : "Unsubscribe from our e-mail"}
          </h1>
        </div>
        {unsubscribed ? (
          <p className="text-sm leading-6" role="status">
            <strong className="wrap-anywhere">{loaderData.email}</strong> receives no more e-mail
            about quotes from {company.name}
            {state.unsubscribedAt ? (
              <>
                {" "}
                (since <DateTime iso={state.unsubscribedAt} />)
              </>
            ) : null}
            . If this was a mistake, write to{" "}
            <a className="font-medium text-primary underline" href={`mailto:${company.salesEmail}`}>
              {company.salesEmail}
            </a>
            .
          </p>
        ) : (
          <>
            <p className="text-sm leading-6">
              <strong className="wrap-anywhere">{loaderData.email}</strong> will receive no more
              e-mail about quotes from {company.name}: no quotes, reminders or follow-ups. Quotes
              you already have stay open at their links.
            </p>
            {error ? <FormNotice tone="danger">{error}</FormNotice> : null}
            <PendingButton
              pending={pending}
              pendingLabel="Unsubscribing"
              icon={<MailX aria-hidden className="size-4" />}
              onClick={unsubscribe}
              className="justify-self-start"
            >
              Unsubscribe
            </PendingButton>
          </>
        )}
        <Link
          to="/"
          className={buttonClasses({ variant: "ghost", className: "-ml-3 justify-self-start" })}
        >
          Back to the home page
        </Link>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <section className="grid w-full max-w-lg gap-4 rounded-2xl border border-border bg-surface p-8">
        <h1 className="text-2xl font-bold tracking-tight">This unsubscribe link is not valid</h1>
        <p className="text-sm text-muted">
          Copy the whole link from the e-mail, or reply to the e-mail and we will take you off our
          list.
        </p>
      </section>
    </div>
  );
}
