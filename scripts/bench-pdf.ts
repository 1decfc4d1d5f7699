// The quote PDF's budget (issue 11): a shared quote of 100 locations rendered by the system
// Chromium as the server does it (document HTML, warm browser, a fresh page per PDF), in this
// process. Run alone with `npx tsx scripts/bench-pdf.ts`.
import { performance } from "node:perf_hooks";
import { createPdfRenderer } from "../server/api/quotes/pdf/pdf-renderer";
import { quotePdfJob } from "../server/api/quotes/pdf/quote-document";
import { sampleSnapshot } from "../server/api/quotes/sample-snapshot";

const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Cold: the first PDF, Chromium's launch included (no budget). Median: the warm renders after it. */
export async function benchQuotePdf() {
  const snapshot = sampleSnapshot({ locations: 100 });
  const renderer = createPdfRenderer();
  const timed = async () => {
    const start = performance.now();
    const pdf = await renderer.render(quotePdfJob(snapshot, { decision: null }));
    return { ms: performance.now() - start, bytes: pdf.length };
  };
  try {
    const cold = await timed();
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) warm.push((await timed()).ms);
    return { coldMs: cold.ms, medianMs: median(warm), bytes: cold.bytes };
  } finally {
    await renderer.close();
  }
}

if (process.argv[1]?.endsWith("bench-pdf.ts")) {
  benchQuotePdf().then(
    ({ coldMs, medianMs, bytes }) => {
      console.info(
        `quote PDF, 100 locations: median ${medianMs.toFixed(0)} ms (budget 3000 ms), cold first render ${coldMs.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KB`,
      );
      process.exitCode = medianMs <= 3000 ? 0 : 1;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
