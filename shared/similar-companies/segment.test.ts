import { describe, expect, it } from "vitest";
import { parseSegmentKey, peersText, segmentKey, segmentLabel, segmentOf, sizeOf } from "./segment";

const sites = (...users: number[]) => users.map((userCount) => ({ userCount }));

describe("segments", () => {
  it("buckets the users of every location as the contact form's sizes do", () => {
    expect([0, 1, 10, 11, 50, 51, 200, 201, 500, 501, 5000].map(sizeOf)).toEqual([
      "1-10",
      "1-10",
      "1-10",
      "11-50",
      "11-50",
      "51-200",
      "51-200",
      "201-500",
      "201-500",
      "501+",
      "501+",
    ]);
    expect(segmentOf({ complianceRequirements: [], sites: sites(25, 5) }).size).toBe("11-50");
  });

  it("keeps the requirements in the assessment's order, once, and drops unknown ones", () => {
    const segment = segmentOf({
      complianceRequirements: ["pci-dss", "hipaa", "pci-dss", "made-up"],
      sites: sites(8),
    });
    expect(segment).toEqual({ size: "1-10", compliance: ["hipaa", "pci-dss"] });
    expect(segmentKey(segment)).toBe("1-10|hipaa+pci-dss");
  });

  it("reads back only the keys it makes", () => {
    for (const key of ["1-10|", "11-50|hipaa", "501+|hipaa+pci-dss+gdpr-ccpa"]) {
      const segment = parseSegmentKey(key);
      expect(segment).not.toBeNull();
      expect(segmentKey(segment as NonNullable<typeof segment>)).toBe(key);
    }
    for (const key of ["", "11-50", "12-40|", "11-50|pci-dss+hipaa", "11-50|hipaa+", "11-50|x|y"]) {
      expect(parseSegmentKey(key), key).toBeNull();
    }
  });

  it("names the peers in plain words", () => {
    expect(peersText({ size: "11-50", compliance: [] })).toBe("companies of your size");
    expect(peersText({ size: "11-50", compliance: ["hipaa"] })).toBe(
      "companies of your size with HIPAA",
    );
    expect(peersText({ size: "11-50", compliance: ["hipaa", "soc2", "pci-dss"] })).toBe(
      "companies of your size with HIPAA, SOC 2 and PCI DSS",
    );
    expect(segmentLabel({ size: "51-200", compliance: [] })).toBe(
      "51-200 people, no compliance requirement",
    );
  });
});
