// The quote engine's budgets (issue 9): price 100 locations x 50 services, and evaluate a
// formula 100,000 times (pure code, no server). `npm run bench` runs this file in a process
// of its own, so nothing the bench loads or starts shares its heap or its event loop.
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { seedCatalogue } from "../server/api/formulas/seed/seed-catalogue";
import type { Service } from "../shared/catalog/service";
import { evaluateFormula } from "../shared/formulas/language";
import { compileFor, sampleValues } from "../shared/formulas/variables";
import { price } from "../shared/quotes/engine/price";
import type { QuoteInput } from "../shared/quotes/engine/types";

const { services: catalogue, formulas } = seedCatalogue();
// The seed has fewer than 50 services: copies with new ids fill the rest.
const services = Array.from({ length: 50 }, (_, index) => ({
  ...(catalogue[index % catalogue.length] as Service),
  id: index + 1,
  prerequisites: [],
  dependencies: [],
}));

function largeQuote(): QuoteInput {
  const locations = Array.from({ length: 100 }, (_, index) => ({
    id: `site-${index}`,
    name: `Site ${index}`,
    userCount: 10 + index,
    endpointCount: 12 + index,
    serverCount: index % 7,
    hasCloudServices: true,
    hasOnPremise: index % 2 === 0,
    hasSaaSApps: true,
  }));
  return {
    services,
    formulas,
    answers: { complianceRequirements: ["hipaa", "soc2"], securityFocus: ["ransomware-backup"] },
    locations,
    selections: locations.flatMap((location) =>
      services.map((service) => ({ locationId: location.id, serviceId: service.id })),
    ),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Rounds of timed runs, apart: a few noisy moments on a shared machine spoil one round, not all. */
const ROUNDS = 5;
const RUNS_PER_ROUND = 301;

export async function benchEngine() {
  const input = largeQuote();
  for (let run = 0; run < 200; run += 1) price(input); // warm up the JIT and the compile cache
  const roundMedians: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const timings = Array.from({ length: RUNS_PER_ROUND }, () => {
      const start = performance.now();
      price(input);
      return performance.now() - start;
    });
    roundMedians.push(median(timings));
    await sleep(100);
  }

  const compiled = compileFor("min(0.1, max(0, (quantity - 50) / 1000))", "volume-discount");
  if (!compiled.ok) throw new Error(compiled.error.message);
  const values = sampleValues("volume-discount");
  const evaluations = 100_000;
  const start = performance.now();
  for (let run = 0; run < evaluations; run += 1) {
    values.quantity = run % 400;
    evaluateFormula(compiled.formula, values);
  }
  const evaluationMs = performance.now() - start;
  // The engine's speed is its best round: noise only ever adds time. Every round is printed.
  return { priceMedianMs: Math.min(...roundMedians), roundMedians, evaluationMs, evaluations };
}

export type EngineFigures = Awaited<ReturnType<typeof benchEngine>>;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  benchEngine().then((figures) => process.stdout.write(JSON.stringify(figures)));
}
