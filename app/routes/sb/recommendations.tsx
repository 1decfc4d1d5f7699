import { addService, chosenServiceIds, removeService } from "@shared/builder/selections";
import { recommend } from "@shared/quote-engine/recommendations";
import { riskFactors } from "@shared/quote-engine/risk";
import { removalBlocker } from "@shared/quote-engine/selection";
import { CheckCheck, ChevronDown, Gauge } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useBuilder } from "~/features/service-builder/builder-context";
import { useAdvance } from "~/features/service-builder/builder-shell";
import { RecommendationCard } from "~/features/service-builder/recommendation-card";
import { RiskSummary } from "~/features/service-builder/risk-summary";
import { nextIcon, StepActions } from "~/features/service-builder/step-actions";
import { StepHeading } from "~/features/service-builder/step-heading";
import { stepMeta } from "~/features/service-builder/step-meta";
import { TotalsPanel } from "~/features/service-builder/totals-panel";
import { useQuote } from "~/features/service-builder/use-quote";

export const meta = () => stepMeta("Recommendations");

/** The strongest further recommendations show first; the rest on request. */
const OTHERS_SHOWN = 6;

/**
 * Step 3 (issue 10): the risk level and the services the staff's recommendation rules pick,
 * each with its reasons. Essential ones start included; the visitor takes all or picks.
 */
export default function RecommendationsStep() {
  const { catalogue, servicesById: services, formulas, draft, update } = useBuilder();
  const advance = useAdvance();
  const { answers, locations, selections } = draft;
  const quote = useQuote();
  const [blocked, setBlocked] = useState<{ serviceId: number; reason: string } | null>(null);
  const [showAll, setShowAll] = useState(false);
  const result = useMemo(
    () => recommend({ services: catalogue, formulas, answers, locations }),
    [catalogue, formulas, answers, locations],
  );
  const factors = useMemo(
    () => riskFactors({ formulas, answers, locations }),
    [formulas, answers, locations],
  );
  const chosen = new Set(chosenServiceIds(selections));

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

  const toggle = (serviceId: number) => {
    setBlocked(null);
    if (!chosen.has(serviceId)) {
      update((current) => ({
        ...current,
        selections: addService(current.selections, current.locations, serviceId),
      }));
      return;
    }
    const reason = locations
      .map((location) => removalBlocker(catalogue, selections, location.id, serviceId))
      .find(Boolean);
    if (reason) {
      setBlocked({ serviceId, reason });
      return;
    }
    update((current) => ({ ...current, selections: removeService(current.selections, serviceId) }));
  };

  const includeAll = () =>
    update((current) => ({
      ...current,
      selections: result.recommendations.reduce(
        (all, entry) => addService(all, current.locations, entry.serviceId),
        current.selections,
      ),
    }));

  const essential = result.recommendations.filter((entry) => entry.essential);
  const others = result.recommendations.filter((entry) => !entry.essential);
  const card = (entry: (typeof essential)[number]) => {
    const service = services.get(entry.serviceId);
    return service ? (
      <RecommendationCard
        key={entry.serviceId}
        recommendation={entry}
        service={service}
        chosen={chosen.has(entry.serviceId)}
        blocked={blocked?.serviceId === entry.serviceId ? blocked.reason : null}
        onToggle={() => toggle(entry.serviceId)}
      />
    ) : null;
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="grid content-start gap-8">
        <StepHeading title="Recommended for you">
          Picked by our published rules from your answers, each with the reason it is here and, for
          a compliance requirement, the safeguard it supports. Include what fits; you can fine-tune
          every location next.
        </StepHeading>
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
                {chosen.size} of {result.recommendations.length} recommended services included
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
            {others.length > 0 ? (
              <section aria-labelledby="others-title" className="grid gap-3">
                <h2 id="others-title" className="text-xl font-semibold">
                  Also recommended
                </h2>
                <ul className="grid gap-3">
                  {(showAll ? others : others.slice(0, OTHERS_SHOWN)).map(card)}
                </ul>
                {others.length > OTHERS_SHOWN ? (
                  <Button
                    variant="ghost"
                    className="justify-self-start"
                    aria-expanded={showAll}
                    onClick={() => setShowAll((value) => !value)}
                  >
                    <ChevronDown aria-hidden className={showAll ? "size-4 rotate-180" : "size-4"} />
                    {showAll
                      ? "Show fewer"
                      : `Show ${others.length - OTHERS_SHOWN} more recommendations`}
                  </Button>
                ) : null}
              </section>
            ) : null}
          </>
        )}
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
      <TotalsPanel quote={quote} />
    </div>
  );
}
