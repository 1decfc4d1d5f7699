import {
  complianceOptions,
  securityFocusOptions,
  timelineOptions,
} from "@shared/assessment/options";
import type { BuilderDraft } from "@shared/quotes/builder/draft";
import { MAX_LOCATIONS } from "@shared/quotes/engine/limits";
import type { QuoteLocation } from "@shared/quotes/engine/types";
import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import { FormNotice } from "~/components/ui/form-notice";
import { IntakePanel } from "~/features/intake/intake-panel";
import type { AcceptedIntake } from "~/features/intake/suggestions";
import { useBuilder } from "~/features/quotes/builder/builder-context";
import { useAdvance } from "~/features/quotes/builder/builder-shell";
import { ChoiceGroup } from "~/features/quotes/builder/choice-group";
import { LocationCard } from "~/features/quotes/builder/location-card";
import { addedLocation, firstLocation } from "~/features/quotes/builder/location-defaults";
import { nextIcon, StepActions } from "~/features/quotes/builder/step-actions";
import { StepHeading } from "~/features/quotes/builder/step-heading";
import { stepMeta } from "~/features/quotes/builder/step-meta";
import { invalidFields, refusalText } from "~/lib/invalid-fields";
import { applyIntake } from "./assessment-intake";

export const meta = () => stepMeta("Assessment");

const NONE = "none";
const complianceChoices = [...complianceOptions, { id: NONE, label: "None of these" }];

function toggled<T extends string>(list: readonly T[], id: T): T[] {
  return list.includes(id) ? list.filter((entry) => entry !== id) : [...list, id];
}

/** Step 2 (issue 10): the locations and what the business must comply with and fears most. */
export default function AssessmentStep() {
  const { draft, server, update } = useBuilder();
  const advance = useAdvance();
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [timelineError, setTimelineError] = useState<string | undefined>();
  // Bumped when the intake fills the form, so the location fields show the new counts.
  const [filled, setFilled] = useState(0);
  const { answers, locations } = draft;

  useEffect(() => {
    if (locations.length === 0) {
      update((current) => ({
        ...current,
        locations: [firstLocation(server.lead?.companySize ?? undefined)],
      }));
    }
  }, [locations.length, server.lead?.companySize, update]);

  const setAnswers = (change: Partial<BuilderDraft["answers"]>) =>
    update((current) => ({ ...current, answers: { ...current.answers, ...change } }));
  const setLocation = (id: string, change: Partial<QuoteLocation>) =>
    update((current) => ({
      ...current,
      locations: current.locations.map((location) =>
        location.id === id ? { ...location, ...change } : location,
      ),
    }));
  const validity = (key: string, message: string | null) =>
    setInvalid((current) => {
      if (!message) {
        const { [key]: _, ...rest } = current;
        return rest;
      }
      return { ...current, [key]: message };
    });

  const addLocation = () =>
    update((current) => {
      const added = addedLocation(
        current.locations.length,
        current.selections,
        current.locations[0]?.id,
      );
      return {
        ...current,
        locations: [...current.locations, added.location],
        selections: [...current.selections, ...added.selections],
      };
    });
  const removeLocation = (id: string) => {
    update((current) => ({
      ...current,
      locations: current.locations.filter((location) => location.id !== id),
      selections: current.selections.filter((selection) => selection.locationId !== id),
    }));
    setInvalid((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`${id}.`))),
    );
  };

  // Issue 36 §1: only what the visitor accepted from the description reaches the draft.
  const acceptIntake = (accepted: AcceptedIntake) => {
    const { changed } = applyIntake(draft, accepted);
    update((current) => applyIntake(current, accepted).draft);
    setInvalid({});
    if (accepted.timeline) setTimelineError(undefined);
    setFilled((count) => count + 1);
    return changed;
  };

  const step = useRef<HTMLDivElement>(null);
  const next = () => {
    const missingTimeline = answers.timeline ? undefined : "Choose when you want to start";
    // Rendered at once, so the fields in error are marked when they are read below.
    flushSync(() => setTimelineError(missingTimeline));
    // Issue 34 "Forms": the refusal names every field in error and focuses the first one.
    const refused = invalidFields(step.current);
    if (refused.length > 0 || Object.keys(invalid).length > 0) {
      setProblem(refusalText(refused));
      refused[0]?.focus();
      return;
    }
    setProblem(null);
    advance("recommendations");
  };

  const complianceSelected =
    answers.complianceRequirements.length > 0 ? answers.complianceRequirements : [NONE];

  return (
    <div ref={step} className="grid gap-8">
      <StepHeading step="assessment" />

      <IntakePanel onAccept={acceptIntake} />

      <section aria-labelledby="locations-title" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="locations-title" className="text-xl font-semibold">
              Locations
            </h2>
            <p className="text-sm text-muted">
              Offices, clinics, shops or sites with their own people and devices. Up to{" "}
              {MAX_LOCATIONS}.
            </p>
          </div>
          <Button
            variant="outline"
            onClick={addLocation}
            disabled={locations.length >= MAX_LOCATIONS}
          >
            <Plus aria-hidden className="size-4" />
            Add location
          </Button>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          {locations.map((location, index) => (
            <LocationCard
              key={`${location.id}:${filled}`}
              location={location}
              index={index}
              removable={locations.length > 1}
              onChange={(change) => setLocation(location.id, change)}
              onRemove={() => removeLocation(location.id)}
              onValidity={(field, message) => validity(`${location.id}.${field}`, message)}
            />
          ))}
        </div>
        {locations.length >= MAX_LOCATIONS ? (
          <p className="text-sm text-muted">
            That is the most one configuration holds; save it and start another for more sites.
          </p>
        ) : null}
      </section>

      <section className="grid gap-8 rounded-2xl border border-border bg-surface p-5 sm:p-8">
        <ChoiceGroup
          legend="Compliance requirements"
          hint="The rules your business must show it meets. Each one adds the safeguards it asks for."
          name="compliance"
          mode="multiple"
          choices={complianceChoices}
          selected={complianceSelected}
          onToggle={(id) =>
            setAnswers({
              complianceRequirements:
                id === NONE
                  ? []
                  : toggled(
                      answers.complianceRequirements,
                      id as (typeof complianceOptions)[number]["id"],
                    ),
            })
          }
        />
        <ChoiceGroup
          legend="Security focus"
          hint="What worries you most? Choose as many as apply."
          name="focus"
          mode="multiple"
          choices={securityFocusOptions}
          selected={answers.securityFocus}
          onToggle={(id) =>
            setAnswers({
              securityFocus: toggled(
                answers.securityFocus,
                id as (typeof securityFocusOptions)[number]["id"],
              ),
            })
          }
        />
        <ChoiceGroup
          legend="Timeline"
          hint="When should the services be in place?"
          name="timeline"
          mode="single"
          choices={timelineOptions}
          selected={answers.timeline ? [answers.timeline] : []}
          error={timelineError}
          onToggle={(id) => {
            setTimelineError(undefined);
            setAnswers({ timeline: id as (typeof timelineOptions)[number]["id"] });
          }}
        />
      </section>

      {problem ? (
        <FormNotice tone="danger" role="alert">
          {problem}
        </FormNotice>
      ) : null}
      <StepActions back="/sb/lead">
        <Button size="lg" onClick={next}>
          See recommendations
          {nextIcon}
        </Button>
      </StepActions>
    </div>
  );
}
