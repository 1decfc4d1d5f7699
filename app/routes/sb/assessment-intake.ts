import {
  complianceOptions,
  securityFocusOptions,
  timelineOptions,
} from "@shared/assessment/options";
import type { BuilderDraft } from "@shared/quotes/builder/draft";
import { MAX_LOCATIONS } from "@shared/quotes/engine/limits";
import type { AcceptedIntake } from "~/features/intake/suggestions";
import { addedLocation, firstLocation } from "~/features/quotes/builder/location-defaults";

/**
 * The assessment step's side of the intake (issue 36 §1): what the visitor accepted, put
 * into the draft. Size sets the first location's counts (as the lead step's size does);
 * the location count adds or removes locations at the end; requirements and focus areas
 * join those already chosen; the timeline replaces the one chosen. Returns the new draft
 * and a sentence saying what changed.
 */
export function applyIntake(
  draft: BuilderDraft,
  accepted: AcceptedIntake,
): { draft: BuilderDraft; changed: string } {
  const changes: string[] = [];
  let { locations, selections } = draft;

  if (accepted.locationCount !== null) {
    const wanted = Math.min(Math.max(1, accepted.locationCount), MAX_LOCATIONS);
    while (locations.length < wanted) {
      const added = addedLocation(locations.length, selections, locations[0]?.id);
      locations = [...locations, added.location];
      selections = [...selections, ...added.selections];
    }
    if (locations.length > wanted) {
      const kept = new Set(locations.slice(0, wanted).map((location) => location.id));
      locations = locations.filter((location) => kept.has(location.id));
      selections = selections.filter((selection) => kept.has(selection.locationId));
    }
    changes.push(wanted === 1 ? "1 location" : `${wanted} locations`);
    if (accepted.locationCount > MAX_LOCATIONS) changes.push(`(${MAX_LOCATIONS} at most)`);
  }
  if (accepted.companySize !== null) {
    const sized = firstLocation(accepted.companySize);
    const [first, ...rest] = locations;
    locations = first
      ? [
          {
            ...first,
            userCount: sized.userCount,
            endpointCount: sized.endpointCount,
            serverCount: sized.serverCount,
          },
          ...rest,
        ]
      : [sized];
    changes.push(`the first location sized for ${accepted.companySize} employees`);
  }

  const answers = { ...draft.answers };
  if (accepted.complianceRequirements.length > 0) {
    const chosen = new Set([...answers.complianceRequirements, ...accepted.complianceRequirements]);
    answers.complianceRequirements = complianceOptions
      .map((option) => option.id)
      .filter((id) => chosen.has(id));
    changes.push(labels(accepted.complianceRequirements, complianceOptions));
  }
  if (accepted.securityFocus.length > 0) {
    const chosen = new Set([...answers.securityFocus, ...accepted.securityFocus]);
    answers.securityFocus = securityFocusOptions
      .map((option) => option.id)
      .filter((id) => chosen.has(id));
    changes.push(labels(accepted.securityFocus, securityFocusOptions));
  }
  if (accepted.timeline !== null) {
    answers.timeline = accepted.timeline;
    changes.push(`timeline ${labels([accepted.timeline], timelineOptions).toLowerCase()}`);
  }
  return {
    draft: { ...draft, answers, locations, selections },
    changed:
      changes.length > 0
        ? `Filled in below: ${changes.join(", ")}. Check the details before you go on.`
        : "Nothing was changed.",
  };
}

function labels(ids: readonly string[], options: readonly { id: string; label: string }[]) {
  return ids.map((id) => options.find((option) => option.id === id)?.label ?? id).join(", ");
}
