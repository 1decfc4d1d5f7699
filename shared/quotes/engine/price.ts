import type { Service } from "../../catalog/service";
import { type PriceBasis, priceBasis, type RiskLevel } from "../../catalog/service-constants";
import type { ActiveFormula } from "../../formulas/formula";
import type { FormulaValue } from "../../formulas/language";
import { dollarsToCents } from "../../pricing/money";
import { answerValues, locationValues, quoteValues, readsLocation } from "./answers";
import { clampRate, FormulaRunner, firstOf } from "./formula-runner";
import { assessRisk, riskScore } from "./risk";
import { roundCents } from "./rounding";
import {
  type IndexedCatalogue,
  indexCatalogue,
  type ResolvedSelection,
  resolveSelections,
} from "./selection";
import type {
  AppliedAdjustment,
  PricedLocation,
  QuoteInput,
  QuoteLine,
  QuoteLocation,
  QuoteResult,
  QuoteSelection,
} from "./types";

/**
 * The quote engine (issue 9, decision 021): pure and synchronous, the same code in the
 * browser (live totals) and on the server (the price that is saved). Every amount is
 * integer cents; each line's unit price is rounded once (./rounding, decision 049) and
 * everything above is products and sums.
 */

/** Discounts never take more than half a line or half a year's bill. */
export const MAX_DISCOUNT_RATE = 0.5;

/** What a line needs of its service, worked out once per quote. */
interface Priced {
  service: Service;
  basis: PriceBasis;
  /** Where a location keeps the count of this basis (Site.counts). */
  basisSlot: number;
  unitPriceCents: number;
  setupCents: number;
  riskMultiplier: number;
  quantityFormula: ActiveFormula | undefined;
  /** Where a location keeps this formula's result; services sharing an expression share it. */
  quantitySlot: number;
  /**
   * The counts (Site.counts slots) the default quantity is driven by: the basis, or the
   * counts the quantity formula reads. When all of them are 0 at a location there is nothing
   * there to cover, and the line is not priced (decision 050). Empty for a flat price.
   */
  countSlots: readonly number[];
}

interface Quote {
  runner: FormulaRunner;
  /** A year's volume discounts, summed while the lines are priced. */
  volumeDiscountCents: number;
  catalogue: IndexedCatalogue;
  /** By the service's place in the indexed catalogue, as resolved selections carry it. */
  priced: readonly Priced[];
  volumeFormula: ActiveFormula | undefined;
  /** Staff discounts as given, each with what it has taken off so far. */
  applied: AppliedAdjustment[];
  /** Line discounts by location and service (indexes into `applied`). */
  lineAdjustments: ReadonlyMap<string, number[]>;
  /** Indexes of line discounts that found their line (even if it had nothing left to take). */
  matchedLines: Set<number>;
  /** A year's staff discounts on recurring charges, summed as they are applied. */
  staffDiscountCents: number;
}

/**
 * One location while it is priced. Formula results are remembered per location: the same
 * quantity formula or the same line quantity gives the same value, and a quote of 100
 * locations x 50 services must price within a millisecond (npm run bench).
 */
interface Site {
  location: QuoteLocation;
  /** The location's users, endpoints, servers and 1, by Priced.basisSlot. */
  counts: readonly number[];
  values: Record<string, FormulaValue>;
  /**
   * Quantity formula results by slot (see Priced). Null marks a formula that failed here:
   * each service then counts its own basis.
   */
  quantities: (number | null | undefined)[];
  /**
   * Volume discount rates by line quantity (an array: quantities are small whole numbers).
   * One array for the whole quote when the formula reads nothing of the location's own.
   */
  discounts: number[];
}

const BASIS_SLOTS: readonly PriceBasis[] = ["user", "endpoint", "server", "location"];

const basisCounts = (location: QuoteLocation): readonly number[] => [
  location.userCount,
  location.endpointCount,
  location.serverCount,
  1,
];

/** The formula variables that hold a location's counts, by their Site.counts slot. */
const COUNT_VARIABLES: readonly string[] = ["userCount", "endpointCount", "serverCount"];
const COUNT_NAMES: readonly string[] = ["users", "endpoints", "servers"];

/**
 * Why a line taking its quantity from the location's counts is not priced there, or
 * undefined when it is: a per-server service at a location with no servers (issue 33).
 * A quantity the visitor typed is theirs to pay, so it is always priced.
 */
function notPricedReason(site: Site, item: Priced, choice: ResolvedSelection) {
  if (choice.quantity !== undefined || item.countSlots.length === 0) return undefined;
  for (const slot of item.countSlots) if (site.counts[slot] !== 0) return undefined;
  const names = item.countSlots.map((slot) => COUNT_NAMES[slot]).join(" or ");
  return `Not priced: this location has no ${names}`;
}

const countedAs = (basis: PriceBasis) =>
  basis === "location" ? "once per location" : `per ${basis}`;

/** The quantity before clamping: the visitor's, else the quantity formula, else the basis. */
function wantedQuantity(quote: Quote, site: Site, item: Priced, choice: ResolvedSelection) {
  if (choice.quantity !== undefined) return Math.max(0, Math.floor(choice.quantity));
  const byBasis = site.counts[item.basisSlot] as number;
  const formula = item.quantityFormula;
  if (!formula) return byBasis;
  let computed = site.quantities[item.quantitySlot];
  if (computed === undefined) {
    const value = quote.runner.number(formula, site.values);
    computed = value === null ? null : Math.max(0, Math.ceil(value));
    site.quantities[item.quantitySlot] = computed;
  }
  if (computed !== null) return computed;
  quote.runner.failed(formula, `${item.service.name} is counted ${countedAs(item.basis)}`);
  return byBasis;
}

function discountRate(quote: Quote, site: Site, quantity: number): number {
  let rate = site.discounts[quantity];
  if (rate === undefined) {
    site.values.quantity = quantity;
    const raw = quote.runner.value(
      quote.volumeFormula,
      site.values,
      0,
      "no volume discount was applied",
    );
    rate = clampRate(raw, MAX_DISCOUNT_RATE);
    site.discounts[quantity] = rate;
  }
  return rate;
}

/** Most lines need no note: one shared empty list spares thousands of allocations. */
const NO_NOTES: readonly string[] = Object.freeze([]);

function lineNotes(
  quote: Quote,
  item: Priced,
  choice: ResolvedSelection,
  wanted: number,
  quantity: number,
) {
  if (!choice.addedFor && quantity === wanted) return NO_NOTES;
  const notes: string[] = [];
  if (choice.addedFor) {
    const owner = quote.catalogue.byId.get(choice.addedFor.serviceId)?.name ?? "another service";
    notes.push(
      choice.addedFor.link === "prerequisite"
        ? `Added because ${owner} requires it`
        : `Added because ${owner} depends on it`,
    );
  }
  if (quantity > wanted) {
    notes.push(`Raised from ${wanted} to the minimum of ${item.service.minQuantity}`);
  } else if (quantity < wanted) {
    notes.push(`Limited from ${wanted} to the maximum of ${item.service.maxQuantity}`);
  }
  return notes;
}

function priceLine(quote: Quote, site: Site, choice: ResolvedSelection): QuoteLine {
  const item = quote.priced[choice.at] as Priced;
  const { service } = item;
  const notPriced = notPricedReason(site, item, choice);
  if (notPriced) return unpricedLine(quote, item, choice, notPriced);
  const wanted = wantedQuantity(quote, site, item, choice);
  const quantity = Math.min(service.maxQuantity, Math.max(service.minQuantity, wanted));
  const rate = discountRate(quote, site, quantity);
  // Decision 049: the unit price is rounded, then multiplied by the quantity, so quantity x
  // unit price is the line's amount on every surface, to the cent.
  const exact = item.unitPriceCents * item.riskMultiplier;
  const line: QuoteLine = {
    serviceId: service.id,
    name: service.name,
    category: service.category,
    basis: item.basis,
    billing: service.annual ? "annual" : "monthly",
    quantity,
    unitPriceCents: item.unitPriceCents,
    riskMultiplier: item.riskMultiplier,
    discountRate: rate,
    listCents: roundCents(exact) * quantity,
    totalCents: roundCents(exact * (1 - rate)) * quantity,
    staffDiscountCents: 0,
    setupCents: quantity > 0 ? item.setupCents : 0,
    // Always present (maybe undefined) so every line has one shape for V8.
    addedFor: choice.addedFor?.serviceId,
    notPriced: undefined,
    notes: lineNotes(quote, item, choice, wanted, quantity),
  };
  return line;
}

/**
 * A chosen service with nothing to cover at the location: kept as a line (so the builder
 * can say why, and choosing it is not lost when servers are added) at quantity 0, with no
 * charge and no setup fee; the minimum quantity does not apply (decision 050).
 */
function unpricedLine(
  quote: Quote,
  item: Priced,
  choice: ResolvedSelection,
  reason: string,
): QuoteLine {
  const { service } = item;
  const notes = lineNotes(quote, item, choice, 0, 0);
  return {
    serviceId: service.id,
    name: service.name,
    category: service.category,
    basis: item.basis,
    billing: service.annual ? "annual" : "monthly",
    quantity: 0,
    unitPriceCents: item.unitPriceCents,
    riskMultiplier: item.riskMultiplier,
    discountRate: 0,
    listCents: 0,
    totalCents: 0,
    staffDiscountCents: 0,
    setupCents: 0,
    addedFor: choice.addedFor?.serviceId,
    notPriced: reason,
    notes: [...notes, reason],
  };
}

function priceLocation(
  quote: Quote,
  site: Site,
  chosen: readonly QuoteSelection[],
  notes: Set<string>,
): PricedLocation {
  const { resolved, missing } = resolveSelections(chosen, quote.catalogue);
  for (const id of missing) notes.add(`Service ${id} is not in the catalogue and was left out`);
  const totals = { monthlyCents: 0, annualBilledCents: 0, setupCents: 0 };
  const lines = resolved.map((choice) => {
    const line = priceLine(quote, site, choice);
    const discount = line.listCents - line.totalCents;
    // Most quotes carry no line discount: no key to build for each of their lines.
    if (quote.lineAdjustments.size > 0) {
      const adjusted = quote.lineAdjustments.get(lineKey(site.location.id, line.serviceId));
      if (adjusted) discountLine(quote, line, adjusted);
    }
    const perYear = line.billing === "monthly" ? 12 : 1;
    quote.volumeDiscountCents += discount * perYear;
    quote.staffDiscountCents += line.staffDiscountCents * perYear;
    if (line.billing === "monthly") totals.monthlyCents += line.totalCents;
    else totals.annualBilledCents += line.totalCents;
    totals.setupCents += line.setupCents;
    return line;
  });
  return { locationId: site.location.id, name: site.location.name, lines, totals };
}

const lineKey = (locationId: string, serviceId: number) => `${locationId}\u0000${serviceId}`;

/** What a percentage or an amount takes off `cents`: never more than is there. */
function cut(adjustment: AppliedAdjustment, cents: number): number {
  const off =
    adjustment.kind === "percent" ? roundCents((cents * adjustment.value) / 100) : adjustment.value;
  return Math.min(cents, off);
}

function discountLine(quote: Quote, line: QuoteLine, indexes: readonly number[]) {
  for (const index of indexes) {
    quote.matchedLines.add(index);
    const adjustment = quote.applied[index] as AppliedAdjustment;
    const off = cut(adjustment, line.totalCents);
    line.totalCents -= off;
    line.staffDiscountCents += off;
    if (line.billing === "monthly") adjustment.monthlyCents += off;
    else adjustment.annualCents += off;
  }
}

function indexLineAdjustments(applied: readonly AppliedAdjustment[]) {
  const byLine = new Map<string, number[]>();
  applied.forEach((adjustment, index) => {
    if (adjustment.scope !== "line") return;
    const key = lineKey(adjustment.locationId ?? "", adjustment.serviceId ?? 0);
    byLine.set(key, [...(byLine.get(key) ?? []), index]);
  });
  return byLine;
}

function pricedServices(
  catalogue: IndexedCatalogue,
  input: QuoteInput,
  riskLevel: RiskLevel,
  runner: FormulaRunner,
) {
  const quantityFormulas = new Map<number, ActiveFormula>();
  // The lowest id wins should two quantity formulas for one service ever be active.
  for (const formula of [...input.formulas].sort((a, b) => b.id - a.id)) {
    if (formula.purpose === "quantity" && formula.serviceId !== null) {
      quantityFormulas.set(formula.serviceId, formula);
    }
  }
  const slots = new Map<string, number>();
  const slotOf = (formula: ActiveFormula | undefined) => {
    if (!formula) return -1;
    if (!slots.has(formula.expression)) slots.set(formula.expression, slots.size);
    return slots.get(formula.expression) as number;
  };
  return catalogue.inOrder.map((service): Priced => {
    const quantityFormula = quantityFormulas.get(service.id);
    const basis = priceBasis(service);
    const basisSlot = BASIS_SLOTS.indexOf(basis);
    const reads = quantityFormula ? runner.reads(quantityFormula) : [];
    const countSlots = quantityFormula
      ? COUNT_VARIABLES.flatMap((name, slot) => (reads.includes(name) ? [slot] : []))
      : basis === "location"
        ? []
        : [basisSlot];
    return {
      service,
      basis,
      basisSlot,
      unitPriceCents: dollarsToCents(service.price),
      setupCents: dollarsToCents(service.setupFee),
      riskMultiplier: service.riskLevelMultiplier[riskLevel] ?? 1,
      quantityFormula,
      quantitySlot: slotOf(quantityFormula),
      countSlots,
    };
  });
}

function byLocation(input: QuoteInput, notes: Set<string>): Map<string, QuoteSelection[]> {
  const groups = new Map(input.locations.map((location) => [location.id, [] as QuoteSelection[]]));
  // A location's choices usually come together: look its group up once per run of them.
  let lastId: string | undefined;
  let group: QuoteSelection[] | undefined;
  for (const selection of input.selections) {
    if (selection.locationId !== lastId) {
      lastId = selection.locationId;
      group = groups.get(lastId);
    }
    if (group) group.push(selection);
    else notes.add("A choice for an unknown location was left out");
  }
  return groups;
}

/** Prices a configuration: lines per location and the quote's totals, all in cents. */
export function price(input: QuoteInput): QuoteResult {
  const runner = new FormulaRunner();
  const notes = new Set<string>();
  const riskLevel = assessRisk(runner, input);
  const applied = (input.adjustments ?? []).map((adjustment) => ({
    ...adjustment,
    monthlyCents: 0,
    annualCents: 0,
    setupCents: 0,
  }));
  const catalogue = indexCatalogue(input.services);
  const quote: Quote = {
    runner,
    volumeDiscountCents: 0,
    catalogue,
    priced: pricedServices(catalogue, input, riskLevel, runner),
    volumeFormula: firstOf(input.formulas, "volume-discount"),
    applied,
    lineAdjustments: indexLineAdjustments(applied),
    matchedLines: new Set(),
    staffDiscountCents: 0,
  };
  const groups = byLocation(input, notes);
  // One values object for every location, its counts overwritten as each is priced:
  // building a wide object per location costs more than pricing its lines.
  const values = Object.assign(answerValues(input.answers), { riskLevel: riskScore(riskLevel) });
  const sharedDiscounts =
    quote.volumeFormula && readsLocation(runner.reads(quote.volumeFormula)) ? undefined : [];
  const locations = input.locations.map((location) => {
    const site: Site = {
      location,
      counts: basisCounts(location),
      values: Object.assign(values, locationValues(location, input.locations.length)),
      quantities: [],
      discounts: sharedDiscounts ?? [],
    };
    return priceLocation(quote, site, groups.get(location.id) ?? [], notes);
  });
  return summarize(input, quote, riskLevel, locations, notes);
}

/** Quote-wide staff discounts, after the lines': the recurring charges, then the setup fees. */
function discountQuote(
  quote: Quote,
  sums: { monthly: number; annualBilled: number; setup: number },
  notes: Set<string>,
) {
  let setupDiscountCents = 0;
  quote.applied.forEach((adjustment, index) => {
    if (adjustment.scope === "recurring") {
      adjustment.monthlyCents = cut(adjustment, sums.monthly);
      // An amount is per month; a percentage takes its share of yearly-billed lines too.
      adjustment.annualCents =
        adjustment.kind === "percent" ? cut(adjustment, sums.annualBilled) : 0;
      sums.monthly -= adjustment.monthlyCents;
      sums.annualBilled -= adjustment.annualCents;
      quote.staffDiscountCents += adjustment.monthlyCents * 12 + adjustment.annualCents;
    } else if (adjustment.scope === "setup") {
      adjustment.setupCents = cut(adjustment, sums.setup);
      sums.setup -= adjustment.setupCents;
      setupDiscountCents += adjustment.setupCents;
    } else if (!quote.matchedLines.has(index)) {
      notes.add(`The discount "${adjustment.reason}" is for a line not in this quote`);
    }
  });
  return setupDiscountCents;
}

function summarize(
  input: QuoteInput,
  quote: Quote,
  riskLevel: RiskLevel,
  locations: PricedLocation[],
  notes: Set<string>,
): QuoteResult {
  const { runner, volumeDiscountCents } = quote;
  const sums = { monthly: 0, annualBilled: 0, setup: 0 };
  for (const location of locations) {
    sums.monthly += location.totals.monthlyCents;
    sums.annualBilled += location.totals.annualBilledCents;
    sums.setup += location.totals.setupCents;
  }
  const setupDiscountCents = quote.applied.length > 0 ? discountQuote(quote, sums, notes) : 0;
  const { monthly, annualBilled, setup } = sums;
  const prepayDiscountRate = clampRate(
    runner.value(
      firstOf(input.formulas, "annual-discount"),
      Object.assign(quoteValues(input.answers, input.locations), {
        riskLevel: riskScore(riskLevel),
        monthlyTotal: monthly / 100,
      }),
      0,
      "no prepay discount was applied",
    ),
    MAX_DISCOUNT_RATE,
  );
  // The prepay discount applies to monthly-billed lines; annual ones are already yearly.
  const prepayDiscountCents = roundCents(monthly * 12 * prepayDiscountRate);
  for (const note of runner.notes) notes.add(note);
  return {
    riskLevel,
    locations,
    totals: {
      monthly,
      annually: monthly * 12 - prepayDiscountCents + annualBilled,
      setup,
      savings:
        volumeDiscountCents + prepayDiscountCents + quote.staffDiscountCents + setupDiscountCents,
    },
    yearlyPayMonthlyCents: monthly * 12 + annualBilled,
    volumeDiscountCents,
    prepayDiscountRate,
    prepayDiscountCents,
    staffDiscountCents: quote.staffDiscountCents,
    setupDiscountCents,
    adjustments: quote.applied,
    formulaVersions: runner.versions,
    notes: [...notes],
  };
}
