import { describe, expect, it } from "vitest";
import { insightTopics, topicForSlug } from "./insight-topics";

describe("topic pages (seed 000 §2 topic paths)", () => {
  it("every topic has a path under /services that leads back to it", () => {
    expect(insightTopics.map((topic) => topic.ctaLink)).toEqual([
      "/services/zero-trust",
      "/services/devsecops",
      "/services/cloud-security",
      "/services/iam",
      "/services/vulnerability-management",
      "/services/security-awareness",
      "/services/ai-security",
      "/services/sase",
      "/services/container-security",
      "/services/soar",
      "/services/iot-security",
      "/services/security-metrics",
    ]);
    for (const topic of insightTopics) {
      expect(topicForSlug(topic.ctaLink.replace("/services/", ""))).toBe(topic);
    }
  });

  it("ai-threat-detection lives at ai-security; unknown slugs find nothing", () => {
    expect(topicForSlug("ai-security")?.id).toBe("ai-threat-detection");
    expect(topicForSlug("ai-threat-detection")).toBeUndefined();
    expect(topicForSlug("")).toBeUndefined();
    expect(topicForSlug("zero-trust/extra")).toBeUndefined();
  });
});
