import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  compileFormula,
  describeFormulaError,
  evaluateFormula,
  type FormulaType,
  type FormulaValue,
} from "./language";

const known = new Map<string, FormulaType>([
  ["userCount", "number"],
  ["serverCount", "number"],
  ["quantity", "number"],
  ["hipaa", "boolean"],
  ["pciDss", "boolean"],
]);
const values: Record<string, FormulaValue> = {
  userCount: 25,
  serverCount: 0,
  quantity: 120,
  hipaa: true,
  pciDss: false,
};

function run(source: string, with_ = values): FormulaValue | string {
  const compiled = compileFormula(source, known);
  if (!compiled.ok) throw new Error(describeFormulaError(compiled.error));
  const result = evaluateFormula(compiled.formula, with_);
  return result.ok ? result.value : result.error;
}

function problem(source: string) {
  const compiled = compileFormula(source, known);
  if (compiled.ok) throw new Error(`${source} compiled`);
  return compiled.error;
}

describe("the formula language", () => {
  it("does arithmetic with the usual precedence", () => {
    expect(run("1 + 2 * 3")).toBe(7);
    expect(run("(1 + 2) * 3")).toBe(9);
    expect(run("userCount / 5 - 1")).toBe(4);
    expect(run("userCount % 7")).toBe(4);
    expect(run("-userCount + +2")).toBe(-23);
    expect(run("1e3 + .5")).toBe(1000.5);
  });

  it("compares, combines conditions and chooses", () => {
    expect(run("userCount >= 25 && !pciDss")).toBe(true);
    expect(run("userCount > 25 || hipaa")).toBe(true);
    expect(run("userCount == 25")).toBe(true);
    expect(run("userCount != 25")).toBe(false);
    expect(run("hipaa ? 2 : 1")).toBe(2);
    expect(run("if(pciDss, 2, 1)")).toBe(1);
  });

  it("counts true as 1 and false as 0 in arithmetic", () => {
    expect(run("1 + hipaa + pciDss + (userCount > 10)")).toBe(3);
  });

  it("offers min, max, round, ceil, floor, abs and clamp", () => {
    expect(run("min(0.1, max(0, (quantity - 50) / 1000))")).toBeCloseTo(0.07);
    expect(run("round(2.5)")).toBe(3);
    expect(run("round(1.005, 2)")).toBe(1.01);
    expect(run("ceil(userCount / 10)")).toBe(3);
    expect(run("floor(userCount / 10)")).toBe(2);
    expect(run("abs(0 - userCount)")).toBe(25);
    expect(run("clamp(quantity, 1, 100)")).toBe(100);
    expect(run("max(userCount)")).toBe(25);
  });

  it("reports the variables a formula reads, each once", () => {
    const compiled = compileFormula("userCount + userCount * quantity > 3 && hipaa", known);
    expect(compiled.ok && compiled.formula.variables).toEqual(["userCount", "quantity", "hipaa"]);
  });

  it("types conditions as boolean and the rest as number", () => {
    const typeOf = (source: string) => {
      const compiled = compileFormula(source, known);
      return compiled.ok ? compiled.formula.type : null;
    };
    expect(typeOf("hipaa")).toBe("boolean");
    expect(typeOf("userCount > 3")).toBe("boolean");
    expect(typeOf("hipaa ? pciDss : hipaa")).toBe("boolean");
    expect(typeOf("hipaa ? 1 : pciDss")).toBe("number");
    expect(typeOf("userCount")).toBe("number");
  });

  it("turns runtime failures into results, not exceptions", () => {
    expect(run("userCount / serverCount")).toBe("Division by zero");
    expect(run("userCount % serverCount")).toBe("Division by zero");
    expect(run("round(userCount, 0.5)")).toMatch(/decimals/);
    expect(run("userCount + 1", { ...values, userCount: undefined as never })).toBe(
      "No value for userCount",
    );
    expect(run("1e308 * 10")).toBe("The result is not a finite number");
  });

  it("refuses syntax errors with the character where they are", () => {
    expect(problem("min(0.1, ")).toMatchObject({ index: expect.any(Number) });
    const unclosed = problem("1 + (2");
    expect(describeFormulaError(unclosed)).toBe("Unclosed ( at character 7");
    expect(problem("   ")).toEqual({ message: "Enter an expression", index: 0 });
  });

  it("refuses unknown variables and functions where they are written", () => {
    expect(problem("userCount + seats * 2")).toEqual({
      message: 'Unknown variable "seats"',
      index: 12,
    });
    expect(problem("1 + sqrt(userCount)")).toEqual({
      message: 'Unknown function "sqrt"',
      index: 4,
    });
    expect(problem("1 + max")).toMatchObject({ message: expect.stringContaining("is a function") });
  });

  it("refuses what is JavaScript but not a formula", () => {
    expect(problem("userCount.constructor").message).toMatch(/Property access/);
    expect(problem('"a" + 1').message).toMatch(/Text in quotes/);
    expect(problem("[1, 2]").message).toMatch(/Lists/);
    expect(problem("this").message).toMatch(/Unknown variable "this"/);
    expect(problem("userCount, 2").message).toMatch(/one expression/);
    expect(problem("userCount & 2").message).toMatch(/Unknown operator &/);
    expect(problem("constructor").message).toBe('Unknown variable "constructor"');
    expect(problem("if(hipaa, 1)").message).toBe("if takes 3 arguments");
    expect(problem("ceil(1, 2)").message).toBe("ceil takes 1 argument");
    expect(problem("min()").message).toBe("min needs at least one argument");
  });

  it("refuses nesting deep enough to exhaust the stack", () => {
    expect(problem(`${"(".repeat(500)}1${")".repeat(500)}`).message).toMatch(/Nest at most/);
  });

  test.prop([fc.string({ maxLength: 80 })])("never throws on any input", (source) => {
    const compiled = compileFormula(source, known);
    if (compiled.ok) expect(() => evaluateFormula(compiled.formula, values)).not.toThrow();
    else expect(compiled.error.index).toBeGreaterThanOrEqual(0);
  });

  test.prop([fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 })])(
    "agrees with integer arithmetic",
    (a, b) => {
      expect(run(`${a} + ${b} * 2 - min(${a}, ${b})`)).toBe(a + b * 2 - Math.min(a, b));
    },
  );
});
