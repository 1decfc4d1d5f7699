import { emptyDraft } from "@shared/quotes/builder/empty-draft";
import { MAX_LOCATIONS } from "@shared/quotes/engine/limits";
import { describe, expect, it } from "vitest";
import { firstLocation } from "~/features/quotes/builder/location-defaults";
import { applyIntake } from "./assessment-intake";

const none = {
  companySize: null,
  locationCount: null,
  complianceRequirements: [],
  securityFocus: [],
  timeline: null,
};

function draftWith(locations = 1) {
  const draft = emptyDraft();
  const first = firstLocation("1-10");
  draft.locations = [
    first,
    ...Array.from({ length: locations - 1 }, (_, i) => ({ ...first, id: `loc-${i}` })),
  ];
  draft.selections = draft.locations.map((location) => ({ locationId: location.id, serviceId: 1 }));
  draft.answers = { complianceRequirements: ["soc2"], securityFocus: [], timeline: "later" };
  return draft;
}

describe("applying an accepted intake to the assessment", () => {
  it("changes nothing when nothing was accepted", () => {
    const draft = draftWith();
    const { draft: next, changed } = applyIntake(draft, none);
    expect(next).toEqual(draft);
    expect(changed).toBe("Nothing was changed.");
  });

  it("adds locations with the first one's services, sizes the first, joins requirements", () => {
    const draft = draftWith();
    const { draft: next, changed } = applyIntake(draft, {
      companySize: "51-200",
      locationCount: 3,
      complianceRequirements: ["hipaa"],
      securityFocus: ["endpoint"],
      timeline: "asap",
    });
    expect(next.locations).toHaveLength(3);
    expect(next.locations[0]).toMatchObject({ id: draft.locations[0]?.id, userCount: 100 });
    expect(next.selections.filter((s) => s.serviceId === 1)).toHaveLength(3);
    expect(next.answers).toEqual({
      complianceRequirements: ["hipaa", "soc2"],
      securityFocus: ["endpoint"],
      timeline: "asap",
    });
    expect(changed).toMatch(/^Filled in below: 3 locations, the first location sized for 51-200/);
  });

  it("removes locations from the end with their services, within the limits", () => {
    const { draft: fewer } = applyIntake(draftWith(4), { ...none, locationCount: 2 });
    expect(fewer.locations).toHaveLength(2);
    expect(fewer.selections).toHaveLength(2);
    const { draft: most } = applyIntake(draftWith(), { ...none, locationCount: 500 });
    expect(most.locations).toHaveLength(MAX_LOCATIONS);
  });
});
