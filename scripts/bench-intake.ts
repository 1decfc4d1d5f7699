// Issue 36 §1's budget: the free-text intake reading a 2,000-character description (p95 under
// 20 ms), pure code as POST /api/sb/intake runs it. `npm run bench` runs this file in a
// process of its own, like the engine's; alone: `npx tsx scripts/bench-intake.ts`.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { prepareIntake, readIntake } from "../shared/intake/intake";
import { INTAKE_TEXT_MAX } from "../shared/intake/intake-constants";

const RUNS = 500;
const WARM_UP = 50;

/** A long description made of the held-out cases, cut at the limit the API allows. */
function longDescription(): string {
  const file = path.resolve(import.meta.dirname, "../shared/intake/held-out-cases.json");
  const cases = JSON.parse(fs.readFileSync(file, "utf8")) as { text: string }[];
  let text = "";
  for (let i = 0; text.length < INTAKE_TEXT_MAX; i += 1) {
    text += `${cases[i % cases.length]?.text ?? ""} `;
  }
  return text.slice(0, INTAKE_TEXT_MAX);
}

export async function benchIntake() {
  const started = performance.now();
  await prepareIntake();
  const prepareMs = performance.now() - started;
  const text = longDescription();
  for (let run = 0; run < WARM_UP; run += 1) await readIntake(text);
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await readIntake(text);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) =>
    timings[Math.min(timings.length - 1, Math.floor(timings.length * share))] ?? 0;
  return { characters: text.length, runs: RUNS, prepareMs, medianMs: at(0.5), p95Ms: at(0.95) };
}

export type IntakeFigures = Awaited<ReturnType<typeof benchIntake>>;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  benchIntake().then((figures) => process.stdout.write(JSON.stringify(figures)));
}
