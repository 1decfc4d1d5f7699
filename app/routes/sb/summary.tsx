import {
  complianceOptions,
  securityFocusOptions,
  timelineOptions,
} from "@shared/assessment/options";
import { dollarsToCents, formatMoney } from "@shared/pricing/money";
import { CONFIGURATION_NAME_MAX } from "@shared/quotes/builder/draft-constants";
import type { SavedConfiguration } from "@shared/quotes/configuration";
import { counted } from "@shared/text/plural";
import { Save } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { DateTime } from "~/components/ui/date-time";
import { Field, inputClasses } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { useBuilder } from "~/features/quotes/builder/builder-context";
import { LocationSummary } from "~/features/quotes/builder/location-summary";
import { ShareQuote } from "~/features/quotes/builder/share-quote";
import { StaffDiscounts } from "~/features/quotes/builder/staff-discounts";
import { StepActions } from "~/features/quotes/builder/step-actions";
import { StepHeading } from "~/features/quotes/builder/step-heading";
import { stepMeta } from "~/features/quotes/builder/step-meta";
import { TotalsPanel } from "~/features/quotes/builder/totals-panel";
import { useQuote } from "~/features/quotes/builder/use-quote";
import { formMessage, zodFieldErrors } from "~/lib/form-errors";
import { lazySchema } from "~/lib/lazy-schema";
import { useFormFailure } from "~/lib/use-form-failure";

export const meta = () => stepMeta("Summary");

/** The save's schema loads when the visitor first enters the save form (decision 079). */
const saveRule = lazySchema(() =>
  import("@shared/quotes/configuration").then((module) => module.configurationSaveSchema),
);

const labelOf = (options: readonly { id: string; label: string }[], id: string) =>
  options.find((option) => option.id === id)?.label ?? id;

/**
 * Step 5 (issue 10): the whole configuration and 'Save'. The server prices it again and
 * stores a new version; what the browser computed is never what gets stored.
 */
export default function SummaryStep() {
  const { draft, server, requests, update, adopt } = useBuilder();
  const quote = useQuote();
  const [saved, setSaved] = useState<SavedConfiguration | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const failure = useFormFailure("The configuration could not be saved. Please try again.");
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const name = draft.configurationName;
  const configurationId = server.configuration?.id;

  useEffect(() => {
    if (!name && server.lead) {
      update((d) => ({ ...d, configurationName: `${server.lead?.companyName} security services` }));
    }
  }, [name, server.lead, update]);

  // The versions of a configuration saved before this visit; a save here answers them itself.
  const savedId = saved?.configuration.id;
  useEffect(() => {
    if (!configurationId || configurationId === savedId) return;
    requests
      .apiData<SavedConfiguration>(`/api/sb/configurations/${configurationId}`)
      .then(setSaved)
      .catch(() => setSaved(null));
  }, [configurationId, savedId, requests]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    failure.clearAlert();
    setOutcome(null);
    const body = {
      name,
      answers: draft.answers,
      locations: draft.locations,
      selections: draft.selections,
    };
    setPending(true);
    try {
      const checked = await saveRule.check(body);
      if (!checked.success) {
        const fields = zodFieldErrors(checked.error);
        failure.setErrors(fields);
        failure.refuse(fields);
        return;
      }
      const envelope = await requests.apiRequest<{ data: SavedConfiguration; message?: string }>(
        "/api/sb/configurations",
        { method: "POST", body: checked.data },
      );
      const { configuration } = envelope.data;
      setSaved(envelope.data);
      setOutcome(envelope.message ?? `Saved as version ${configuration.version}`);
      adopt({
        ...server,
        configuration: { id: configuration.id, version: configuration.version },
        savedAt: configuration.updatedAt,
      });
      queueMicrotask(() => outcomeRef.current?.focus());
    } catch (error) {
      failure.fail(error);
    } finally {
      setPending(false);
    }
  };

  const { answers } = draft;
  // Refusals name no field (409, 429) or one this form has no input for (400 selections).
  const alert = formMessage(failure.alert, failure.errors, ["name"]);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="grid min-w-0 content-start gap-8">
        <StepHeading step="summary" />

        <section
          aria-labelledby="answers-title"
          className="grid gap-3 rounded-2xl border border-border bg-surface p-5"
        >
          <h2 id="answers-title" className="text-lg font-semibold">
            Your answers
          </h2>
          <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted">Company</dt>
            <dd>{server.lead ? `${server.lead.companyName} (${server.lead.contactName})` : "-"}</dd>
            <dt className="text-muted">Compliance</dt>
            <dd>
              {answers.complianceRequirements.length > 0
                ? answers.complianceRequirements
                    .map((id) => labelOf(complianceOptions, id))
                    .join(", ")
                : "None"}
            </dd>
            <dt className="text-muted">Security focus</dt>
            <dd>
              {answers.securityFocus.length > 0
                ? answers.securityFocus.map((id) => labelOf(securityFocusOptions, id)).join(", ")
                : "None chosen"}
            </dd>
            <dt className="text-muted">Timeline</dt>
            <dd>{answers.timeline ? labelOf(timelineOptions, answers.timeline) : "Not chosen"}</dd>
            <dt className="text-muted">Risk level</dt>
            <dd className="capitalize">{quote.riskLevel}</dd>
          </dl>
        </section>

        <section aria-labelledby="locations-summary-title" className="grid gap-3">
          <h2 id="locations-summary-title" className="text-xl font-semibold">
            Locations
          </h2>
          <div className="grid gap-3 xl:grid-cols-2">
            {quote.locations.map((location) => {
              const site = draft.locations.find((entry) => entry.id === location.locationId);
              return (
                <LocationSummary
                  key={location.locationId}
                  location={location}
                  counts={
                    site
                      ? [
                          counted(site.userCount, "user"),
                          counted(site.endpointCount, "endpoint"),
                          counted(site.serverCount, "server"),
                        ].join(" · ")
                      : ""
                  }
                />
              );
            })}
          </div>
        </section>

        <form
          ref={failure.formRef}
          noValidate
          onSubmit={submit}
          onFocus={saveRule.preload}
          className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6"
        >
          <h2 className="text-lg font-semibold">Save your configuration</h2>
          <Field label="Configuration name" required error={failure.errors.name}>
            {(control) => (
              <input
                {...control}
                name="name"
                maxLength={CONFIGURATION_NAME_MAX}
                value={name}
                onChange={(event) => {
                  const value = event.target.value;
                  update((d) => ({ ...d, configurationName: value }));
                  failure.setErrors({});
                }}
                className={`${inputClasses} h-11`}
              />
            )}
          </Field>
          {alert ? (
            <FormNotice tone="danger" role="alert">
              {alert}
            </FormNotice>
          ) : null}
          {outcome ? (
            <FormNotice tone="success" ref={outcomeRef} tabIndex={-1}>
              {outcome}
            </FormNotice>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton
              pending={pending}
              pendingLabel="Saving"
              size="lg"
              icon={<Save aria-hidden className="size-4" />}
            >
              Save configuration
            </SubmitButton>
            {saved ? (
              <span className="text-sm text-muted">
                Latest: version {saved.configuration.version}
              </span>
            ) : null}
          </div>
        </form>

        {saved ? (
          <ShareQuote saved={saved} onShared={(share) => setSaved({ ...saved, share })} />
        ) : null}

        {saved && saved.versions.length > 0 ? (
          <section aria-labelledby="versions-title" className="grid gap-3">
            <h2 id="versions-title" className="text-lg font-semibold">
              Saved versions
            </h2>
            <ol className="grid gap-2">
              {saved.versions.map((version) => (
                <li
                  key={version.version}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm"
                >
                  <span className="font-semibold">Version {version.version}</span>
                  <span className="text-muted">{version.name}</span>
                  <span className="tabular-nums">
                    {formatMoney(dollarsToCents(version.monthly))} / mo · setup{" "}
                    {formatMoney(dollarsToCents(version.setup))}
                  </span>
                  <DateTime iso={version.createdAt} className="text-muted" />
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <StepActions back="/sb/configure">{null}</StepActions>
      </div>
      <TotalsPanel quote={quote} title="Total, all locations">
        <StaffDiscounts />
      </TotalsPanel>
    </div>
  );
}
