import { priceBasis, type RiskLevel, type Service } from "../catalog/service";
import type { ActiveFormula } from "../formulas/formula";
import { dollarsToCents } from "../pricing/money";
import { locationValues, quoteValues } from "./answers";
import { clampRate, FormulaRunner, firstOf } from "./formula-runner";
import { assessRisk, riskScore } from "./risk";
import { roundCents } from "./rounding";
import { type ResolvedSelection, resolveSelections } from "./selection";
import type { PricedLocation, QuoteInput, QuoteLine, QuoteLocation, QuoteResult } from "./types";

/**
 * The quote engine (issue 9, decision 021): pure and synchronous, the same code in the
 * browser (live totals) and on the server (the price that is saved). Every amount is
 * integer cents; each line is rounded once (./rounding) and everything above is sums.
 */

/** Discounts never take more than half a line or half a year's bill. */
export const MAX_DISCOUNT_RATE = 0.5;
interface Context {
  runner: FormulaRunner;
  input: QuoteInput;
  riskLevel: RiskLevel;
  services: ReadonlyMap<number, Service>;
  quantityFormulas: ReadonlyMap<number, ActiveFormula>;
  volumeFormula: ActiveFormula | undefined;
}

const basisCount = {
  user: (location: QuoteLocation) => location.userCount,
  endpoint: (location: QuoteLocation) => location.endpointCount,
  server: (location: QuoteLocation) => location.serverCount,
  location: () => 1,
};

/** The quantity before clamping: the visitor's, else the quantity formula, else the basis. */
function wantedQuantity(
  context: Context,
  service: Service,
  location: QuoteLocation,
  choice: ResolvedSelection,
) {
  if (choice.quantity !== undefined) return Math.max(0, Math.floor(choice.quantity));
  const byBasis = basisCount[priceBasis(service)](location);
  const values = locationValues(context.input.answers, location, context.input.locations.length);
  const formula = context.quantityFormulas.get(service.id);
  const computed = context.runner.value(
    formula,
    values,
    byBasis,
    `${service.name} is counted ${priceBasis(service) === "location" ? "once per location" : `per ${priceBasis(service)}`}`,
  );
  return Math.max(0, Math.ceil(computed));
}

function clampNote(service: Service, wanted: number, quantity: number): string | null {
  if (quantity > wanted) return `Raised from ${wanted} to the minimum of ${service.minQuantity}`;
  if (quantity < wanted) return `Limited from ${wanted} to the maximum of ${service.maxQuantity}`;
  return null;
}

function addedNote(context: Context, choice: ResolvedSelection): string | null {
  if (!choice.addedFor) return null;
  const owner = context.services.get(choice.addedFor.serviceId)?.name ?? "another service";
  return choice.addedFor.link === "prerequisite"
    ? `Added because ${owner} requires it`
    : `Added because ${owner} depends on it`;
}

function priceLine(
  context: Context,
  location: QuoteLocation,
  choice: ResolvedSelection,
): QuoteLine {
  const service = context.services.get(choice.serviceId) as Service;
  const wanted = wantedQuantity(context, service, location, choice);
  const quantity = Math.min(service.maxQuantity, Math.max(service.minQuantity, wanted));
  const unitPriceCents = dollarsToCents(service.price);
  const riskMultiplier = service.riskLevelMultiplier[context.riskLevel] ?? 1;
  const values = {
    ...locationValues(context.input.answers, location, context.input.locations.length),
    riskLevel: riskScore(context.riskLevel),
    quantity,
  };
  const discountRate = clampRate(
    context.runner.value(context.volumeFormula, values, 0, "no volume discount was applied"),
    MAX_DISCOUNT_RATE,
  );
  const exact = unitPriceCents * riskMultiplier * quantity;
  const notes = [addedNote(context, choice), clampNote(service, wanted, quantity)].filter(
    (note): note is string => note !== null,
  );
  return {
    serviceId: service.id,
    name: service.name,
    category: service.category,
    basis: priceBasis(service),
    billing: service.annual ? "annual" : "monthly",
    quantity,
    unitPriceCents,
    riskMultiplier,
    discountRate,
    listCents: roundCents(exact),
    totalCents: roundCents(exact * (1 - discountRate)),
    setupCents: quantity > 0 ? dollarsToCents(service.setupFee) : 0,
    ...(choice.addedFor ? { addedFor: choice.addedFor.serviceId } : {}),
    notes,
  };
}

function priceLocation(
  context: Context,
  location: QuoteLocation,
  notes: Set<string>,
): PricedLocation {
  const chosen = context.input.selections.filter(
    (selection) => selection.locationId === location.id,
  );
  const { resolved, missing } = resolveSelections(chosen, context.services);
  for (const id of missing) notes.add(`Service ${id} is not in the catalogue and was left out`);
  const lines = resolved.map((choice) => priceLine(context, location, choice));
  const sumOf = (pick: (line: QuoteLine) => number, billing?: QuoteLine["billing"]) =>
    lines
      .filter((line) => !billing || line.billing === billing)
      .reduce((sum, line) => sum + pick(line), 0);
  return {
    locationId: location.id,
    name: location.name,
    lines,
    totals: {
      monthlyCents: sumOf((line) => line.totalCents, "monthly"),
      annualBilledCents: sumOf((line) => line.totalCents, "annual"),
      setupCents: sumOf((line) => line.setupCents),
    },
  };
}

/** Prices a configuration: lines per location and the quote's totals, all in cents. */
export function price(input: QuoteInput): QuoteResult {
  const runner = new FormulaRunner();
  const notes = new Set<string>();
  const quantityFormulas = new Map(
    input.formulas
      .filter((formula) => formula.purpose === "quantity" && formula.serviceId !== null)
      .sort((a, b) => b.id - a.id)
      .map((formula) => [formula.serviceId as number, formula]),
  );
  const context: Context = {
    runner,
    input,
    riskLevel: assessRisk(runner, input),
    services: new Map(input.services.map((service) => [service.id, service])),
    quantityFormulas,
    volumeFormula: firstOf(input.formulas, "volume-discount"),
  };
  const known = new Set(input.locations.map((location) => location.id));
  for (const selection of input.selections) {
    if (!known.has(selection.locationId))
      notes.add("A choice for an unknown location was left out");
  }
  const locations = input.locations.map((location) => priceLocation(context, location, notes));
  return summarize(context, locations, notes);
}

function summarize(context: Context, locations: PricedLocation[], notes: Set<string>): QuoteResult {
  const lines = locations.flatMap((location) => location.lines);
  const total = (pick: (location: PricedLocation) => number) =>
    locations.reduce((sum, location) => sum + pick(location), 0);
  const monthly = total((location) => location.totals.monthlyCents);
  const annualBilled = total((location) => location.totals.annualBilledCents);
  const setup = total((location) => location.totals.setupCents);
  const { runner, input } = context;
  const prepayDiscountRate = clampRate(
    runner.value(
      firstOf(input.formulas, "annual-discount"),
      {
        ...quoteValues(input.answers, input.locations),
        riskLevel: riskScore(context.riskLevel),
        monthlyTotal: monthly / 100,
      },
      0,
      "no prepay discount was applied",
    ),
    MAX_DISCOUNT_RATE,
  );
  // The prepay discount applies to monthly-billed lines; annual ones are already yearly.
  const prepayDiscountCents = roundCents(monthly * 12 * prepayDiscountRate);
  const volumeDiscountCents = lines.reduce(
    (sum, line) => sum + (line.listCents - line.totalCents) * (line.billing === "monthly" ? 12 : 1),
    0,
  );
  for (const note of runner.notes) notes.add(note);
  return {
    riskLevel: context.riskLevel,
    locations,
    totals: {
      monthly,
      annually: monthly * 12 - prepayDiscountCents + annualBilled,
      setup,
      savings: volumeDiscountCents + prepayDiscountCents,
    },
    yearlyPayMonthlyCents: monthly * 12 + annualBilled,
    volumeDiscountCents,
    prepayDiscountRate,
    prepayDiscountCents,
    formulaVersions: runner.versions,
    notes: [...notes],
  };
}
