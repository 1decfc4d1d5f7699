import { addService, chosenServiceIds, removeService } from "@shared/quotes/builder/selections";
import { recommendationStatus, servicesInQuote } from "@shared/quotes/engine/recommendation-status";
import { type Recommendation, recommend, shortList } from "@shared/quotes/engine/recommendations";
import { riskFactors } from "@shared/quotes/engine/risk";
import { CheckCheck, ChevronDown, Gauge } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useBuilder } from "~/features/quotes/builder/builder-context";
import { useAdvance } from "~/features/quotes/builder/builder-shell";
import { RecommendationCard } from "~/features/quotes/builder/recommendation-card";
import { RiskSummary } from "~/features/quotes/builder/risk-summary";
import { StaffDiscounts } from "~/features/quotes/builder/staff-discounts";
import { nextIcon, StepActions } from "~/features/quotes/builder/step-actions";
import { StepHeading } from "~/features/quotes/builder/step-heading";
import { stepMeta } from "~/features/quotes/builder/step-meta";
import { TotalsPanel } from "~/features/quotes/builder/totals-panel";
import { useQuote } from "~/features/quotes/builder/use-quote";
import { SimilarChoice } from "~/features/similar-companies/similar-choice";
import { useSimilarCompanies } from "~/features/similar-companies/use-similar-companies";

export const meta = () => stepMeta("Recommendations");

/**
 * Step 3 (issue 10): the risk level and the services the staff's recommendation rules pick,
 * each with its reasons. Essential ones start included; the visitor takes all or picks.
 * Issue 33 (decision 050): a short list ranked by these answers (essentials, then the few
 * that matter most, the rest behind "more"), and "included" means in the priced quote, so
 * a prerequisite another service pulled in shows as included, with what needs it. Issue 36
 * §2: beside a recommendation, what companies like the visitor's chose, when enough did;
 * what they chose that the rules did not pick, in a section of its own.
 */
export default function RecommendationsStep() {
  const { catalogue, servicesById: services, formulas, draft, update, ready } = useBuilder();
  const advance = useAdvance();
  const { answers, locations, selections } = draft;
  const quote = useQuote();
  const [showAll, setShowAll] = useState(false);
  const moreId = useId();
  const result = useMemo(
    () => recommend({ services: catalogue, formulas, answers, locations }),
    [catalogue, formulas, answers, locations],
  );
  const factors = useMemo(
    () => riskFactors({ formulas, answers, locations }),
    [formulas, answers, locations],
  );
  const chosen = new Set(chosenServiceIds(selections));
  const inQuote = useMemo(() => servicesInQuote(quote), [quote]);
  const statusOf = (serviceId: number) =>
    recommendationStatus(serviceId, { services: catalogue, selections, locations, inQuote });
  const similar = useSimilarCompanies({
    complianceRequirements: answers.complianceRequirements,
    sites: locations,
    ready,
  });

  // On the first visit the essential services start included.
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current) return;
    seeded.current = true;
    if (draft.stepReached !== "recommendations" || selections.length > 0) return;
    const essential = result.recommendations.filter((entry) => entry.essential);
    if (essential.length === 0) return;
    update((current) => ({
      ...current,
      selections: essential.reduce(
        (all, entry) => addService(all, current.locations, entry.serviceId),
        current.selections,
      ),
    }));
  }, [draft.stepReached, selections.length, result, update]);

  // Only services the visitor may add or remove have a control (see recommendationStatus).
  const toggle = (serviceId: number) =>
    update((current) => ({
      ...current,
      selections: chosen.has(serviceId)
        ? removeService(current.selections, serviceId)
        : addService(current.selections, current.locations, serviceId),
    }));

  const includeAll = () =>
    update((current) => ({
      ...current,
      selections: result.recommendations.reduce(
        (all, entry) => addService(all, current.locations, entry.serviceId),
        current.selections,
      ),
    }));

  const { essential, top, more } = shortList(result.recommendations);
  // Issue 36 §2: what companies like the visitor's chose that the rules did not pick.
  const recommended = new Set(result.recommendations.map((entry) => entry.serviceId));
  const alsoChosen: Recommendation[] = similar.patterns.flatMap((pattern) => {
    const service = services.get(pattern.serviceId);
    if (!service || recommended.has(pattern.serviceId)) return [];
    return [{ serviceId: service.id, name: service.name, essential: false, reasons: [], score: 0 }];
  });
  const included = result.recommendations.filter((entry) => inQuote.has(entry.serviceId)).length;
  const moreIncluded = more.filter((entry) => inQuote.has(entry.serviceId)).length;
  const card = (entry: Recommendation) => {
    const service = services.get(entry.serviceId);
    const pattern = similar.patternOf(entry.serviceId);
    return service ? (
      <RecommendationCard
        key={entry.serviceId}
        recommendation={entry}
        service={service}
        status={statusOf(entry.serviceId)}
        onToggle={() => {
          if (!inQuote.has(entry.serviceId)) similar.included(entry.serviceId);
          toggle(entry.serviceId);
        }}
      >
        {pattern ? (
          <SimilarChoice
            pattern={pattern}
            segment={similar.segment}
            serviceName={service.name}
            setAside={similar.isSetAside(entry.serviceId)}
            onToggle={() => similar.toggle(entry.serviceId)}
          />
        ) : null}
      </RecommendationCard>
    ) : null;
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="grid content-start gap-8">
        <StepHeading step="recommendations" />
        <RiskSummary level={result.riskLevel} factors={factors} />
        {result.recommendations.length === 0 ? (
          <section className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-border p-10 text-center">
            <Gauge aria-hidden className="size-8 text-muted" />
            <h2 className="text-lg font-semibold">No rule matched your answers</h2>
            <p className="max-w-md text-sm text-muted">
              Go back and add your compliance needs or what worries you most, or continue and choose
              services from the whole catalogue.
            </p>
          </section>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted">
                {included} of {result.recommendations.length} recommended services included
              </p>
              <Button variant="outline" onClick={includeAll}>
                <CheckCheck aria-hidden className="size-4" />
                Include all recommendations
              </Button>
            </div>
            {essential.length > 0 ? (
              <section aria-labelledby="essential-title" className="grid gap-3">
                <h2 id="essential-title" className="text-xl font-semibold">
                  Essential
                </h2>
                <ul className="grid gap-3">{essential.map(card)}</ul>
              </section>
            ) : null}
            {top.length > 0 ? (
              <section aria-labelledby="others-title" className="grid gap-3">
                <h2 id="others-title" className="text-xl font-semibold">
                  Also recommended
                </h2>
                <ul className="grid gap-3">{top.map(card)}</ul>
                {more.length > 0 ? (
                  <>
                    <Button
                      variant="ghost"
                      className="justify-self-start"
                      aria-expanded={showAll}
                      aria-controls={moreId}
                      onClick={() => setShowAll((value) => !value)}
                    >
                      <ChevronDown
                        aria-hidden
                        className={showAll ? "size-4 rotate-180" : "size-4"}
                      />
                      {showAll
                        ? "Show fewer services"
                        : `Show ${more.length} more services${moreIncluded > 0 ? ` (${moreIncluded} included)` : ""}`}
                    </Button>
                    <ul id={moreId} className="grid gap-3" hidden={!showAll}>
                      {showAll ? more.map(card) : null}
                    </ul>
                  </>
                ) : null}
              </section>
            ) : null}
          </>
        )}
        {alsoChosen.length > 0 ? (
          <section aria-labelledby="similar-title" className="grid gap-3">
            <div className="grid gap-1">
              <h2 id="similar-title" className="text-xl font-semibold">
                Chosen by companies like yours
              </h2>
              <p className="text-sm text-muted">
                Our rules did not pick these for your answers, but at least half of the companies of
                your size with the same requirements included them.
              </p>
            </div>
            <ul className="grid gap-3">{alsoChosen.map(card)}</ul>
          </section>
        ) : null}
        <StepActions back="/sb/assessment">
          <Button
            size="lg"
            onClick={() => {
              advance("configure");
            }}
          >
            Configure locations
            {nextIcon}
          </Button>
        </StepActions>
      </div>
      <TotalsPanel quote={quote}>
        <StaffDiscounts />
      </TotalsPanel>
    </div>
  );
}
