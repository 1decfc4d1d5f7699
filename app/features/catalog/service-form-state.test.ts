import { serviceInputSchema } from "@shared/catalog/service";
import { describe, expect, it } from "vitest";
import {
  emptyServiceForm,
  previewService,
  serviceFormFrom,
  serviceInputFrom,
} from "./service-form-state";

const filled = {
  ...emptyServiceForm(),
  name: "Managed SIEM",
  description: "Log collection and correlation.",
  category: "Managed Detection & Response",
  price: "12.50",
  basis: "endpoint" as const,
  features: " Log collection \n\n12 months retention",
  prerequisites: [1],
};

describe("the catalogue form state", () => {
  it("maps the basis to the seed's three flags and features to a trimmed list", () => {
    const input = serviceInputFrom(filled);
    expect(input).toMatchObject({
      price: 12.5,
      pricePerEndpoint: true,
      pricePerUser: false,
      pricePerServer: false,
      features: ["Log collection", "12 months retention"],
      riskLevelMultiplier: { low: 1, medium: 1.15, high: 1.3, critical: 1.5 },
    });
    expect(serviceInputSchema.safeParse(input).success).toBe(true);
  });

  it("keeps an empty or non-numeric field as text so the schema explains it", () => {
    const parsed = serviceInputSchema.safeParse(serviceInputFrom({ ...filled, price: "" }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["price"]);
  });

  it("round-trips a stored service", () => {
    const service = { id: 7, ...serviceInputSchema.parse(serviceInputFrom(filled)) };
    const admin = {
      ...service,
      archived: false,
      version: 1,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    expect(serviceInputSchema.parse(serviceInputFrom(serviceFormFrom(admin)))).toEqual(
      serviceInputSchema.parse(serviceInputFrom(filled)),
    );
  });

  it("previews only a valid form", () => {
    expect(previewService(filled, 99)?.id).toBe(99);
    expect(previewService({ ...filled, maxQuantity: "0", minQuantity: "5" }, 99)).toBeNull();
  });
});
