import jsep, { type Expression } from "jsep";
import { roundHalfUp } from "../numbers/round";

/**
 * The calculation formulas' small language (issue 9): numbers, true/false, the variables the
 * purpose offers, + - * / %, comparisons, && || !, `c ? a : b` and a few functions. jsep
 * parses; this module checks the tree once and turns it into plain closures, so nothing is
 * ever evaluated as JavaScript (no eval, no new Function: the CSP forbids both). In
 * arithmetic true counts 1 and false 0, so `1 + (complianceCount > 0)` scores a level.
 */

export type FormulaValue = number | boolean;
export type FormulaType = "number" | "boolean";

/** A problem found while compiling, with the 0-based character where it starts. */
export interface FormulaError {
  message: string;
  index: number;
}

export interface CompiledFormula {
  /** What the expression yields; a number-valued purpose also accepts a condition. */
  type: FormulaType;
  /** The variables the expression reads, each once, in order of appearance. */
  variables: readonly string[];
  run: (values: Readonly<Record<string, FormulaValue>>) => FormulaValue;
}

export type CompileResult =
  | { ok: true; formula: CompiledFormula }
  | { ok: false; error: FormulaError };
export type EvaluationResult = { ok: true; value: FormulaValue } | { ok: false; error: string };

/** The functions staff may call, with the help text the editor shows. */
export const formulaFunctions = [
  { name: "min", usage: "min(a, b, ...)", description: "The smallest of its arguments" },
  { name: "max", usage: "max(a, b, ...)", description: "The largest of its arguments" },
  { name: "round", usage: "round(x) or round(x, decimals)", description: "Rounds half up" },
  { name: "ceil", usage: "ceil(x)", description: "Rounds up to a whole number" },
  { name: "floor", usage: "floor(x)", description: "Rounds down to a whole number" },
  { name: "abs", usage: "abs(x)", description: "The value without its sign" },
  { name: "clamp", usage: "clamp(x, low, high)", description: "x kept within low and high" },
  {
    name: "if",
    usage: "if(condition, then, otherwise)",
    description: "then when the condition holds, otherwise otherwise",
  },
] as const;

type Run = (values: Readonly<Record<string, FormulaValue>>) => FormulaValue;
interface Node {
  type: FormulaType;
  run: Run;
}

/** Raised while evaluating; caught by evaluateFormula and reported as a result. */
class EvaluationProblem extends Error {}
/** Raised while compiling with the character it concerns. */
class CompileProblem extends Error {
  constructor(
    message: string,
    readonly index: number,
  ) {
    super(message);
  }
}

const num = (value: FormulaValue): number => (typeof value === "boolean" ? Number(value) : value);
const truthy = (value: FormulaValue): boolean => (typeof value === "boolean" ? value : value !== 0);

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new EvaluationProblem("The result is not a finite number");
  return value;
}

const arithmetic: Record<string, (a: number, b: number) => number> = {
  "+": (a, b) => a + b,
  "-": (a, b) => a - b,
  "*": (a, b) => a * b,
  "/": (a, b) => {
    if (b === 0) throw new EvaluationProblem("Division by zero");
    return a / b;
  },
  "%": (a, b) => {
    if (b === 0) throw new EvaluationProblem("Division by zero");
    return a % b;
  },
};

const comparison: Record<string, (a: number, b: number) => boolean> = {
  "<": (a, b) => a < b,
  "<=": (a, b) => a <= b,
  ">": (a, b) => a > b,
  ">=": (a, b) => a >= b,
  "==": (a, b) => a === b,
  "!=": (a, b) => a !== b,
};

/** Where each token starts, so a problem found in the tree can point at its text. */
interface Token {
  text: string;
  index: number;
}
const TOKEN = /\d*\.?\d+(?:[eE][+-]?\d+)?|[A-Za-z_$][\w$]*|>>>?|<<|[<>!=]=?=?|&&?|\|\|?|\?\??|\S/g;

function tokenize(source: string): Token[] {
  return [...source.matchAll(TOKEN)].map((match) => ({ text: match[0], index: match.index ?? 0 }));
}

class Compiler {
  private readonly tokens: Token[];
  private readonly used: string[] = [];

  constructor(
    source: string,
    private readonly known: ReadonlyMap<string, FormulaType>,
  ) {
    this.tokens = tokenize(source);
  }

  get variables(): readonly string[] {
    return this.used;
  }

  private at(text: string): number {
    return this.tokens.find((token) => token.text === text)?.index ?? 0;
  }

  compile(node: Expression): Node {
    switch (node.type) {
      case "Literal":
        return this.literal(node);
      case "Identifier":
        return this.identifier(node.name as string);
      case "UnaryExpression":
        return this.unary(node.operator as string, node.argument as Expression);
      case "BinaryExpression":
        return this.binary(
          node.operator as string,
          node.left as Expression,
          node.right as Expression,
        );
      case "ConditionalExpression":
        return this.choice(
          node.test as Expression,
          node.consequent as Expression,
          node.alternate as Expression,
        );
      case "CallExpression":
        return this.call(node.callee as Expression, node.arguments as Expression[]);
      case "Compound":
        throw new CompileProblem(
          "Expected one expression: join the parts with an operator",
          this.at(","),
        );
      case "MemberExpression":
        throw new CompileProblem(
          "Property access with . or [ ] is not part of formulas",
          this.at("."),
        );
      case "ArrayExpression":
        throw new CompileProblem("Lists [ ] are not part of formulas", this.at("["));
      case "ThisExpression":
        throw new CompileProblem('Unknown variable "this"', this.at("this"));
      default:
        throw new CompileProblem(`Unsupported expression (${node.type})`, 0);
    }
  }

  private literal(node: Expression): Node {
    const value = node.value;
    if (typeof value === "number" || typeof value === "boolean") {
      return { type: typeof value === "number" ? "number" : "boolean", run: () => value };
    }
    if (typeof value === "string") {
      const quote = this.tokens.find((token) => token.text === '"' || token.text === "'");
      throw new CompileProblem("Text in quotes is not part of formulas", quote?.index ?? 0);
    }
    throw new CompileProblem(`Unknown value ${String(node.raw)}`, this.at(String(node.raw)));
  }

  private identifier(name: string): Node {
    const type = this.known.get(name);
    if (!type) {
      const hint = formulaFunctions.some((fn) => fn.name === name)
        ? ` (${name} is a function: write ${name}(...))`
        : "";
      throw new CompileProblem(`Unknown variable "${name}"${hint}`, this.at(name));
    }
    if (!this.used.includes(name)) this.used.push(name);
    return {
      type,
      run: (values) => {
        // Own properties only: a name can never reach Object.prototype (DESIGN: formulas).
        const value = Object.hasOwn(values, name) ? values[name] : undefined;
        if (value === undefined) throw new EvaluationProblem(`No value for ${name}`);
        return value;
      },
    };
  }

  private unary(operator: string, argument: Expression): Node {
    const inner = this.compile(argument);
    if (operator === "!") return { type: "boolean", run: (values) => !truthy(inner.run(values)) };
    if (operator === "-") return { type: "number", run: (values) => -num(inner.run(values)) };
    if (operator === "+") return { type: "number", run: (values) => num(inner.run(values)) };
    throw new CompileProblem(`Unknown operator ${operator}`, this.at(operator));
  }

  private binary(operator: string, leftNode: Expression, rightNode: Expression): Node {
    const left = this.compile(leftNode);
    const right = this.compile(rightNode);
    if (operator === "&&") {
      return { type: "boolean", run: (v) => truthy(left.run(v)) && truthy(right.run(v)) };
    }
    if (operator === "||") {
      return { type: "boolean", run: (v) => truthy(left.run(v)) || truthy(right.run(v)) };
    }
    const compare = comparison[operator === "===" ? "==" : operator === "!==" ? "!=" : operator];
    if (compare) {
      return { type: "boolean", run: (v) => compare(num(left.run(v)), num(right.run(v))) };
    }
    const calculate = arithmetic[operator];
    if (calculate) {
      return {
        type: "number",
        run: (v) => finite(calculate(num(left.run(v)), num(right.run(v)))),
      };
    }
    throw new CompileProblem(`Unknown operator ${operator}`, this.at(operator));
  }

  private choice(test: Expression, consequent: Expression, alternate: Expression): Node {
    const condition = this.compile(test);
    const whenTrue = this.compile(consequent);
    const whenFalse = this.compile(alternate);
    const type = whenTrue.type === "boolean" && whenFalse.type === "boolean" ? "boolean" : "number";
    return {
      type,
      run: (v) => (truthy(condition.run(v)) ? whenTrue.run(v) : whenFalse.run(v)),
    };
  }

  private call(callee: Expression, args: Expression[]): Node {
    const name = callee.type === "Identifier" ? (callee.name as string) : "";
    const at = name ? this.at(name) : 0;
    const arity = (min: number, max: number, usage: string) => {
      if (args.length < min || args.length > max) {
        throw new CompileProblem(
          `${usage} takes ${min === max ? min : `${min} or ${max}`} argument${max === 1 ? "" : "s"}`,
          at,
        );
      }
    };
    if (name === "if") {
      arity(3, 3, "if");
      return this.choice(args[0] as Expression, args[1] as Expression, args[2] as Expression);
    }
    const compiled = args.map((arg) => this.compile(arg));
    const values = (v: Readonly<Record<string, FormulaValue>>) =>
      compiled.map((arg) => num(arg.run(v)));
    const numeric = (run: Run): Node => ({ type: "number", run });
    switch (name) {
      case "min":
      case "max": {
        if (args.length === 0) throw new CompileProblem(`${name} needs at least one argument`, at);
        const pick = name === "min" ? Math.min : Math.max;
        const [first, ...rest] = compiled as [Node, ...Node[]];
        // A loop, not pick(...values(v)): no array per evaluation on the engine's hot path.
        return numeric((v) => {
          let result = num(first.run(v));
          for (const arg of rest) result = pick(result, num(arg.run(v)));
          return result;
        });
      }
      case "round":
        arity(1, 2, "round");
        return numeric((v) => {
          const [value = 0, decimals = 0] = values(v);
          if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
            throw new EvaluationProblem("round's decimals must be a whole number from 0 to 10");
          }
          return roundHalfUp(value, decimals);
        });
      case "ceil":
      case "floor":
      case "abs": {
        arity(1, 1, name);
        const apply = Math[name];
        return numeric((v) => apply(values(v)[0] ?? 0));
      }
      case "clamp":
        arity(3, 3, "clamp");
        return numeric((v) => {
          const [value = 0, low = 0, high = 0] = values(v);
          return Math.min(Math.max(value, low), high);
        });
      default:
        throw new CompileProblem(
          name ? `Unknown function "${name}"` : "Only the listed functions can be called",
          at,
        );
    }
  }
}

const MAX_NESTING = 60;

/** Deeply nested input would exhaust the stack long before it means anything. */
function nestingProblem(source: string): FormulaError | null {
  let depth = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === "(" || char === "[") depth += 1;
    if (char === ")" || char === "]") depth -= 1;
    if (depth > MAX_NESTING) return { message: `Nest at most ${MAX_NESTING} brackets`, index };
  }
  return null;
}

/**
 * Parses and checks an expression against the variables `known` offers (name -> type). Every problem
 * (syntax, unknown variable or function, wrong argument count) comes back with its position.
 */
export function compileFormula(
  source: string,
  known: ReadonlyMap<string, FormulaType>,
): CompileResult {
  if (source.trim() === "")
    return { ok: false, error: { message: "Enter an expression", index: 0 } };
  const nesting = nestingProblem(source);
  if (nesting) return { ok: false, error: nesting };
  let tree: Expression;
  try {
    tree = jsep(source);
  } catch (error) {
    const problem = error as { description?: string; index?: number; message: string };
    return {
      ok: false,
      error: { message: problem.description ?? problem.message, index: problem.index ?? 0 },
    };
  }
  const compiler = new Compiler(source, known);
  try {
    const node = compiler.compile(tree);
    return { ok: true, formula: { type: node.type, variables: compiler.variables, run: node.run } };
  } catch (error) {
    if (error instanceof CompileProblem) {
      return { ok: false, error: { message: error.message, index: error.index } };
    }
    throw error;
  }
}

/** Runs a compiled formula; division by zero, a missing value or an infinite result is an error. */
export function evaluateFormula(
  formula: CompiledFormula,
  values: Readonly<Record<string, FormulaValue>>,
): EvaluationResult {
  try {
    return { ok: true, value: formula.run(values) };
  } catch (error) {
    if (error instanceof EvaluationProblem) return { ok: false, error: error.message };
    throw error;
  }
}

/** "Unclosed ( at character 7": positions count from 1 for people. */
export function describeFormulaError(error: FormulaError): string {
  return `${error.message} at character ${error.index + 1}`;
}
