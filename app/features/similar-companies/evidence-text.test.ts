import { describe, expect, it } from "vitest";
import { chosenByText, evidenceText } from "./evidence-text";

const pattern = {
  serviceId: 42,
  support: 7,
  segmentQuotes: 9,
  confidence: 0.81,
  baseline: 0.49,
  lift: 1.65,
};

describe("the words of companies like yours", () => {
  it("says who chose it, of how many, and who they are", () => {
    expect(chosenByText(pattern, { size: "11-50", compliance: ["hipaa"] })).toBe(
      "Chosen by 7 of 9 companies of your size with HIPAA",
    );
    expect(chosenByText(pattern, { size: "1-10", compliance: [] })).toBe(
      "Chosen by 7 of 9 companies of your size",
    );
  });

  it("explains support, confidence and lift in plain words", () => {
    const text = evidenceText(pattern, { size: "11-50", compliance: ["hipaa", "pci-dss"] });
    expect(text.peers).toBe(
      "11-50 people across all your locations, with exactly these requirements: HIPAA and PCI DSS.",
    );
    expect(text.support).toMatch(/^7 of the 9 quotes .* at least 5 quotes chose it/);
    expect(text.confidence).toBe(
      "81%: how often companies like yours chose it, where a quote saved but not accepted counts 50% of an accepted one.",
    );
    expect(text.lift).toBe(
      "1.7×: companies like yours choose it 1.7 times as often as our customers overall (49% of all quotes).",
    );
    expect(evidenceText({ ...pattern, lift: 1.02 }, { size: "1-10", compliance: [] }).lift).toMatch(
      /^About 1×: .* as often as/,
    );
    expect(evidenceText({ ...pattern, lift: 0.8 }, { size: "1-10", compliance: [] }).lift).toMatch(
      /^0\.8×: .* less often than/,
    );
  });
});
