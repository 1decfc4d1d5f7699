import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/case-studies", () => {
  it("answers the four case studies in tab order with the figures of seed 000 §9", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/case-studies" });
    expect(res.statusCode).toBe(200);
    const studies = res.json().data;
    expect(studies.map((s: { industry: string }) => s.industry)).toEqual([
      "Financial Technology",
      "Healthcare",
      "Retail Technology",
      "Manufacturing",
    ]);
    expect(studies.map((s: { projectDuration: string }) => s.projectDuration)).toEqual([
      "6 months",
      "9 months",
      "4 months",
      "12 months",
    ]);
    expect(studies.map((s: { roi: string }) => s.roi)).toEqual([
      "427% over 3 years",
      "315% over 2 years",
      "580% over 1 year",
      "323% over 3 years",
    ]);
    expect(studies[0].metrics[0]).toMatchObject({ label: expect.any(String), isPositive: true });
    expect(studies[0].testimonial).toMatchObject({ quote: expect.any(String) });
  });
});
