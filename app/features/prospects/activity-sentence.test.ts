import type { ProspectActivity } from "@shared/prospects/prospect-item";
import { describe, expect, it } from "vitest";
import { activitySentence } from "./activity-sentence";

const entry = (type: ProspectActivity["type"], data = {}, actor?: string): ProspectActivity => ({
  id: 1,
  type,
  data,
  actor: actor ? { id: null, name: actor } : null,
  occurredAt: "2026-11-26T10:00:00.000Z",
});

describe("activitySentence", () => {
  it("names what happened and who did it", () => {
    expect(
      activitySentence(entry("status_changed", { from: "new", to: "contacted" }, "Jordan Lee")),
    ).toBe("Status changed from New to Contacted by Jordan Lee");
    expect(activitySentence(entry("lead_captured", { contactName: "Dana" }))).toBe(
      "Lead captured in the Service Builder from Dana",
    );
    expect(activitySentence(entry("merged", { companyName: "Acme" }, "Sam"))).toBe(
      "Acme merged into this prospect by Sam",
    );
    expect(activitySentence(entry("owner_changed", { from: null, to: { name: "Kim" } }))).toBe(
      "Assigned to Kim",
    );
    expect(activitySentence(entry("quote_shared", { name: "Plan A" }))).toBe(
      'Quote "Plan A" shared',
    );
  });

  it("tells quote answers and pipeline moves with their reasons", () => {
    expect(activitySentence(entry("quote_accepted", { name: "Plan A", acceptedBy: "Dana" }))).toBe(
      'Quote "Plan A" accepted by Dana',
    );
    expect(activitySentence(entry("quote_declined", { name: "Plan B", reason: "Budget" }))).toBe(
      'Quote "Plan B" declined: Budget',
    );
    expect(
      activitySentence(
        entry(
          "opportunity_stage_changed",
          { name: "Clinic", from: "proposal", to: "lost", reason: "Went with a competitor" },
          "Kim",
        ),
      ),
    ).toBe('Opportunity "Clinic" moved from Proposal to Lost: Went with a competitor by Kim');
  });
});
