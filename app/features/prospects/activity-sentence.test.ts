import type { ActivityDataOf } from "@shared/prospects/activity-data";
import type { ProspectActivityType } from "@shared/prospects/prospect";
import type { ProspectActivity } from "@shared/prospects/prospect-item";
import { describe, expect, it } from "vitest";
import { activitySentence } from "./activity-sentence";

const entry = <T extends ProspectActivityType>(
  type: T,
  data: ActivityDataOf<T>,
  actor?: string,
): ProspectActivity =>
  ({
    id: 1,
    type,
    data,
    actor: actor ? { id: null, name: actor } : null,
    occurredAt: "2026-11-26T10:00:00.000Z",
  }) as ProspectActivity;

const option = {
  configurationId: "c-1",
  version: 1,
  reference: "Q-1001",
  option: "A",
  monthlyCents: 120_000,
  setupCents: 0,
};

describe("activitySentence", () => {
  it("names what happened and who did it", () => {
    expect(
      activitySentence(entry("status_changed", { from: "new", to: "contacted" }, "Jordan Lee")),
    ).toBe("Status changed from New to Contacted by Jordan Lee");
    expect(
      activitySentence(
        entry("lead_captured", {
          companyName: "Clinic",
          contactName: "Dana",
          email: "dana@clinic.example",
          matchedBy: "new",
        }),
      ),
    ).toBe("Lead captured in the Service Builder from Dana");
    expect(
      activitySentence(
        entry(
          "merged",
          { companyName: "Acme", email: "ops@acme.example", mergedId: 7, moved: { contacts: 2 } },
          "Sam",
        ),
      ),
    ).toBe("Acme merged into this prospect by Sam");
    expect(
      activitySentence(entry("owner_changed", { from: null, to: { id: "u-1", name: "Kim" } })),
    ).toBe("Assigned to Kim");
    expect(activitySentence(entry("quote_shared", { ...option, name: "Plan A" }))).toBe(
      'Quote "Plan A" shared',
    );
  });

  it("tells quote answers and pipeline moves with their reasons", () => {
    expect(
      activitySentence(
        entry("quote_accepted", {
          ...option,
          name: "Plan A",
          acceptedBy: "Dana",
          billing: "annual",
        }),
      ),
    ).toBe('Quote "Plan A" accepted by Dana');
    expect(
      activitySentence(entry("quote_declined", { ...option, name: "Plan B", reason: "Budget" })),
    ).toBe('Quote "Plan B" declined: Budget');
    expect(
      activitySentence(
        entry(
          "opportunity_stage_changed",
          {
            opportunityId: "o-1",
            name: "Clinic",
            from: "proposal",
            to: "lost",
            reason: "Went with a competitor",
          },
          "Kim",
        ),
      ),
    ).toBe('Opportunity "Clinic" moved from Proposal to Lost: Went with a competitor by Kim');
  });

  it("leaves out what the entry does not say: an empty reason, no recipients", () => {
    expect(
      activitySentence(entry("quote_declined", { ...option, name: "Plan B", reason: "" })),
    ).toBe('Quote "Plan B" declined');
    expect(
      activitySentence(
        entry("quote_sent", { ...option, name: "Plan C", recipients: [], attachPdf: true }),
      ),
    ).toBe('Quote "Plan C" e-mailed with its PDF');
  });
});
