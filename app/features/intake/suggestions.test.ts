import { describe, expect, it } from "vitest";
import { acceptedOf, labelOf, outcomesOf, suggestionsOf } from "./suggestions";

const reading = {
  companySize: "11-50" as const,
  locationCount: 2,
  complianceRequirements: ["hipaa" as const, "pci-dss" as const],
  securityFocus: ["email-phishing" as const],
  timeline: "asap" as const,
  evidence: [
    { field: "complianceRequirements" as const, value: "pci-dss", quote: "take cards" },
    { field: "companySize" as const, value: "11-50", quote: "forty-five staff" },
    { field: "locationCount" as const, value: 2, quote: "offices in Boston and Hartford" },
    { field: "complianceRequirements" as const, value: "hipaa", quote: "patient records" },
    { field: "complianceRequirements" as const, value: "hipaa", quote: "dental practice" },
    { field: "securityFocus" as const, value: "email-phishing", quote: "phishing" },
    { field: "timeline" as const, value: "asap", quote: "ASAP" },
  ],
};

describe("intake suggestions", () => {
  it("makes one chip per answer in the form's order, with every quote behind it", () => {
    const chips = suggestionsOf(reading);
    expect(chips.map((chip) => chip.key)).toEqual([
      "companySize:11-50",
      "locationCount:2",
      "complianceRequirements:hipaa",
      "complianceRequirements:pci-dss",
      "securityFocus:email-phishing",
      "timeline:asap",
    ]);
    expect(chips[2]?.quotes).toEqual(["patient records", "dental practice"]);
    expect(chips.every((chip) => !chip.rejected)).toBe(true);
  });

  it("labels values as the form does", () => {
    expect(labelOf("complianceRequirements", "pci-dss")).toBe("PCI DSS");
    expect(labelOf("companySize", "11-50")).toBe("11-50 employees");
    expect(labelOf("locationCount", 1)).toBe("1 location");
    expect(labelOf("timeline", "asap")).toBe("As soon as possible");
  });

  it("accepts only what was kept, with the visitor's corrections", () => {
    const chips = suggestionsOf(reading).map((chip) => {
      if (chip.key === "complianceRequirements:pci-dss") return { ...chip, rejected: true };
      if (chip.key === "timeline:asap") return { ...chip, value: "1-3-months" };
      return chip;
    });
    expect(acceptedOf(chips)).toEqual({
      companySize: "11-50",
      locationCount: 2,
      complianceRequirements: ["hipaa"],
      securityFocus: ["email-phishing"],
      timeline: "1-3-months",
    });
    expect(acceptedOf(chips.map((chip) => ({ ...chip, rejected: true })))).toEqual({
      companySize: null,
      locationCount: null,
      complianceRequirements: [],
      securityFocus: [],
      timeline: null,
    });
  });

  it("answers each chip as accepted, corrected (its value changed) or rejected", () => {
    const [size, sites, hipaa, ...rest] = suggestionsOf(reading);
    if (!size || !sites || !hipaa) throw new Error("chips missing");
    expect(
      outcomesOf([size, { ...sites, value: 3 }, { ...hipaa, rejected: true }, ...rest]),
    ).toEqual(["accepted", "corrected", "rejected", "accepted", "accepted", "accepted"]);
  });
});
