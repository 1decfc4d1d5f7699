import type { AdminFormula } from "@shared/formulas/formula";
import { describe, expect, it } from "vitest";
import { filterFormulas, parseFormulaView } from "./formula-filters";

const formula = (
  id: number,
  purpose: AdminFormula["purpose"],
  name: string,
  serviceId: number | null,
) => ({ id, purpose, name, expression: "hipaa", serviceId }) as AdminFormula;
const list = [
  formula(1, "recommendation", "HIPAA: EDR", 1),
  formula(2, "volume-discount", "Volume discount", null),
  formula(3, "recommendation", "PCI DSS: Firewall", 2),
];
const names = (id: number | null) =>
  id === 1 ? "Endpoint Detection" : id === 2 ? "Managed Firewall" : "";

describe("the formulas page's filters", () => {
  it("reads purpose and search from the URL, ignoring unknown values", () => {
    expect(parseFormulaView(new URLSearchParams("purpose=quantity&q= edr "))).toEqual({
      purpose: "quantity",
      q: "edr",
    });
    expect(parseFormulaView(new URLSearchParams("purpose=nope")).purpose).toBe("all");
  });

  it("keeps a purpose and every searched word in name, expression or service", () => {
    expect(
      filterFormulas(list, { purpose: "recommendation", q: "" }, names).map((f) => f.id),
    ).toEqual([1, 3]);
    expect(
      filterFormulas(list, { purpose: "all", q: "firewall pci" }, names).map((f) => f.id),
    ).toEqual([3]);
    expect(filterFormulas(list, { purpose: "all", q: "endpoint" }, names).map((f) => f.id)).toEqual(
      [1],
    );
  });
});
