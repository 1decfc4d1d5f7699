import { formatMoney } from "@shared/pricing/money";
import type { DecisionEvidence } from "@shared/quotes/decision";
import { acceptedOption } from "@shared/quotes/optional-pricing";
import { acceptanceCheckOf, nextStepsOf } from "@shared/quotes/presentation/quote-document";
import { renderedDocument } from "@shared/quotes/presentation/rendered-document";
import type { ClosedQuote } from "@shared/quotes/public-quote";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import { linkActions } from "@shared/quotes/status-machine";
import { Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, isRouteErrorResponse, useRevalidator } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { buttonClasses } from "~/components/ui/button";
import { AskAboutQuote } from "~/features/quote-questions/ask-about-quote";
import { type Billing, BillingSwitch } from "~/features/quotes/quote-page/billing-switch";
import { DecisionEvidenceCard } from "~/features/quotes/quote-page/decision-evidence";
import { DecisionPanel } from "~/features/quotes/quote-page/decision-panel";
import { NextSteps } from "~/features/quotes/quote-page/next-steps";
import { OptionDetail, OptionTotals } from "~/features/quotes/quote-page/option-detail";
import { OptionsCompare } from "~/features/quotes/quote-page/options-compare";
import { ProviderContact } from "~/features/quotes/quote-page/provider-contact";
import { QuoteDay } from "~/features/quotes/quote-page/quote-day";
import {
  CoverLetter,
  ProviderMark,
  QuoteTerms,
} from "~/features/quotes/quote-page/quote-document-parts";
import { headline, prepaySaving } from "~/features/quotes/quote-page/quote-money";
import { useOptionalItems } from "~/features/quotes/quote-page/use-optional-items";
import type { Route } from "./+types/quote";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Quote ${loaderData.snapshot.reference} | ${loaderData.snapshot.provider.name}`
      : "Quote",
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/**
 * /sb/quote/{token} (issue 11): the shared quote, server-rendered from its frozen snapshot.
 * Unknown links answer 404 and expired or withdrawn ones 410, each with the contact details.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const opened = await context.openQuote(params.token);
  if ("closed" in opened) {
    throw data(opened.closed, { status: opened.closed.kind === "missing" ? 404 : 410 });
  }
  const { snapshot, decision } = opened.open;
  return {
    ...opened.open,
    document: renderedDocument(snapshot),
    // Issue 35 §7: the accepted option with exactly the lines accepted, priced on the server.
    accepted: decision?.decision === "accepted" ? acceptedOption(snapshot, decision) : null,
  };
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { snapshot, token, document } = loaderData;
  const [decision, setDecision] = useState<DecisionEvidence | null>(loaderData.decision);
  // An accepted quote shows the billing that was accepted (decision 048), after a reload too.
  const [billing, setBilling] = useState<Billing>(
    loaderData.decision?.decision === "accepted" ? loaderData.decision.billing : "monthly",
  );
  const [chosen, setChosen] = useState(loaderData.decision?.position ?? 0);
  const [accepted, setAccepted] = useState(loaderData.accepted);
  const revalidator = useRevalidator();
  // Issue 34: a decision made here, or found made elsewhere (409), brings its confirmation
  // into view and focus: the form the visitor was at is gone, at the bottom of the page.
  const confirmation = useRef<HTMLDivElement>(null);
  const [announce, setAnnounce] = useState<string | null>(null);
  const options = snapshot.options;
  const offered = (options[chosen] ?? options[0]) as SnapshotOption;
  const optional = useOptionalItems(offered, chosen);
  const showDecision = (evidence: DecisionEvidence, binding: SnapshotOption | null) => {
    setDecision(evidence);
    setAccepted(binding);
    if (evidence.decision === "accepted") {
      setBilling(evidence.billing);
      if (evidence.position !== null) setChosen(evidence.position);
    }
  };
  useEffect(() => {
    if (announce === null) return;
    confirmation.current?.scrollIntoView({ block: "start" });
    confirmation.current?.focus({ preventScroll: true });
  }, [announce]);
  // Someone decided while this page was open: the reloaded quote carries their decision.
  useEffect(() => {
    if (decision || !loaderData.decision) return;
    showDecision(loaderData.decision, loaderData.accepted);
    setAnnounce(
      `Someone else ${loaderData.decision.decision} this quote while this page was open. This is what was recorded.`,
    );
  });
  const option = decision?.decision === "accepted" && accepted ? accepted : optional.shown;
  const shownOptions = options.map((entry, index) => (index === chosen ? option : entry));
  const saving = prepaySaving(option);
  const price = headline(option, billing);
  const single = options.length === 1;
  // The page opens only for a live link (closed ones answer 410), so its state is its answer
  // or open; the link's own rule says what it still offers (issue 33 item 3).
  const actions = linkActions(decision ? decision.decision : "open");

  return (
    <div
      className="mx-auto grid max-w-6xl gap-8 px-4 pt-28 pb-20 sm:px-6 lg:px-8"
      data-page="quote"
    >
      <header className="grid gap-4 border-b border-border pb-8 lg:grid-cols-[1fr_auto] lg:items-end">
        <div className="grid gap-2">
          <ProviderMark document={document} />
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            {snapshot.provider.name} · Quote {snapshot.reference}
          </p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{snapshot.title}</h1>
          <p className="text-muted">
            {snapshot.preparedFor
              ? `Prepared for ${snapshot.preparedFor.companyName}, attention ${snapshot.preparedFor.contactName}. `
              : ""}
            Issued <QuoteDay iso={snapshot.issuedAt} />, valid until{" "}
            <strong className="text-fg">
              <QuoteDay iso={snapshot.validUntil} />
            </strong>
            .
          </p>
        </div>
        <a
          href={`/api/quotes/${encodeURIComponent(token)}/pdf`}
          download
          className={buttonClasses({ variant: "outline" })}
        >
          <Download aria-hidden className="size-4" />
          Download PDF
        </a>
      </header>

      {decision ? (
        <div ref={confirmation} tabIndex={-1} className="grid scroll-mt-28 gap-3 outline-none">
          {announce ? (
            <p role="status" className="text-sm font-medium">
              {announce}
            </p>
          ) : null}
          <DecisionEvidenceCard evidence={decision} showOption={options.length > 1} />
          {decision.decision === "accepted" ? (
            <NextSteps
              steps={nextStepsOf(snapshot)}
              provider={snapshot.provider}
              pdfUrl={`/api/quotes/${encodeURIComponent(token)}/pdf`}
            />
          ) : null}
        </div>
      ) : null}

      <CoverLetter html={document.coverLetterHtml} />

      <div className="flex flex-wrap items-center justify-between gap-4">
        <BillingSwitch
          value={billing}
          onChange={setBilling}
          saving={saving > 0 ? `Annual prepay saves ${formatMoney(saving)} a year` : null}
        />
        {single ? (
          <p className="text-right" data-testid="quote-headline">
            <span className="text-3xl font-bold tabular-nums">{price.amount}</span>{" "}
            <span className="text-muted">{price.per}</span>
          </p>
        ) : null}
      </div>

      {single ? null : (
        <OptionsCompare
          options={shownOptions}
          billing={billing}
          chosen={chosen}
          onChoose={setChosen}
          locked={decision !== null}
        />
      )}

      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="lines-title" className="grid min-w-0 content-start gap-4">
          <h2 id="lines-title" className="text-xl font-semibold">
            {single ? "Services by location" : `${option.label}: services by location`}
          </h2>
          <OptionDetail
            option={option}
            choice={{
              offered,
              declined: decision ? (decision.declinedOptional ?? []) : optional.declined,
              onInclude: decision ? undefined : optional.include,
            }}
          />
        </section>
        <aside className="grid content-start gap-4">
          <section
            aria-labelledby="totals-title"
            aria-busy={optional.updating}
            className="grid gap-3 rounded-2xl border border-border bg-surface p-5"
          >
            <h2 id="totals-title" className="text-lg font-semibold">
              {single ? "Totals" : `${option.label} totals`}
            </h2>
            <OptionTotals option={option} />
          </section>
          <ProviderContact provider={snapshot.provider} />
          <AskAboutQuote token={token} />
        </aside>
      </div>

      {actions.length > 0 ? (
        <DecisionPanel
          actions={actions}
          token={token}
          termsHtml={document.termsHtml}
          position={chosen}
          billing={billing}
          declinedOptional={optional.declined}
          pricing={optional.updating}
          check={acceptanceCheckOf(snapshot)}
          chosenLabel={single ? "this quote" : `${option.label} (${option.name})`}
          onDecided={(evidence) => {
            showDecision(evidence, evidence.decision === "accepted" ? optional.shown : null);
            setAnnounce(
              evidence.decision === "accepted"
                ? "Thank you: your acceptance is recorded."
                : "Your answer is recorded.",
            );
          }}
          onDecidedElsewhere={() => revalidator.revalidate()}
        />
      ) : null}
      {decision ? (
        <section aria-labelledby="terms-title" className="grid gap-2">
          <h2 id="terms-title" className="text-lg font-semibold">
            Terms
          </h2>
          <QuoteTerms html={document.termsHtml} />
        </section>
      ) : null}
    </div>
  );
}

const closedTitles: Record<ClosedQuote["kind"], string> = {
  missing: "Quote not found",
  expired: "This quote has expired",
  revoked: "This quote was withdrawn",
};

const closedText: Record<ClosedQuote["kind"], string> = {
  missing:
    "This quote link is not valid. Check that the address is complete, or ask us for a new link.",
  expired:
    "The link's validity date has passed, so the prices in it may no longer apply. Contact us and we will send an up-to-date quote.",
  revoked:
    "We withdrew this link, usually because a newer quote replaced it. Contact us for the current one.",
};

/** 404 and 410 pages of a quote link: what happened and whom to call. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || !error.data || typeof error.data !== "object") {
    return (
      <div className="pt-16">
        <ErrorScreen error={error} title="This quote could not be shown" />
      </div>
    );
  }
  const closed = error.data as ClosedQuote;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 pt-32 pb-24 sm:px-6" data-page="quote-closed">
      <div className="grid gap-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">
          {closed.kind === "missing" ? "Error 404" : `Quote ${closed.reference}`}
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{closedTitles[closed.kind]}</h1>
        <p className="text-muted">{closedText[closed.kind]}</p>
        {closed.kind === "expired" ? (
          <p className="text-sm text-muted">
            Valid until <QuoteDay iso={closed.validUntil} />
          </p>
        ) : null}
      </div>
      <ProviderContact provider={closed.provider} title="Contact us" />
    </div>
  );
}
