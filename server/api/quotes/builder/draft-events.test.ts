import { emptyDraft } from "@shared/quotes/builder/empty-draft";
import { describe, expect, it } from "vitest";
import { draftEvents, furthestStep } from "./draft-events";

const at = (
  stepReached: ReturnType<typeof emptyDraft>["stepReached"],
  serviceIds: number[] = [],
) => ({
  ...emptyDraft(),
  stepReached,
  selections: serviceIds.map((serviceId) => ({ locationId: "hq", serviceId })),
});

describe("draftEvents", () => {
  it("completes the assessment and shows recommendations once the step is first reached", () => {
    expect(draftEvents(at("assessment"), at("recommendations"))).toEqual([
      "assessment-completed",
      "recommendations-shown",
    ]);
    expect(draftEvents(null, at("configure"))).toEqual([
      "assessment-completed",
      "recommendations-shown",
    ]);
    expect(draftEvents(at("recommendations"), at("recommendations"))).toEqual([]);
  });

  it("counts a change of the choices only while configuring or later", () => {
    expect(draftEvents(at("configure", [1]), at("configure", [1, 2]))).toEqual([
      "configuration-changed",
    ]);
    expect(draftEvents(at("configure", [1]), at("configure", [1]))).toEqual([]);
    expect(draftEvents(at("assessment"), at("assessment", [1]))).toEqual([]);
  });
});

describe("furthestStep", () => {
  it("keeps the furthest step when the visitor goes back", () => {
    expect(furthestStep(at("configure"), at("assessment")).stepReached).toBe("configure");
    expect(furthestStep(at("assessment"), at("summary")).stepReached).toBe("summary");
    expect(furthestStep(null, at("lead")).stepReached).toBe("lead");
  });
});
