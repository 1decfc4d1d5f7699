import type { Page } from "@playwright/test";
import axe from "axe-core";

/** WCAG 2.2 level AA, as axe-core tags it (2.0, 2.1 and 2.2 criteria, levels A and AA). */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * One line per failing element, so a failure says what to fix where.
 *
 * axe runs in the page itself, injected once per document. `@axe-core/playwright` injects it
 * anew for every check and merges the results of each frame in a blank page it opens for the
 * purpose: about a second per check on CI's machine, three times axe's own time. These pages
 * have no frames to merge.
 */
export async function violations(page: Page, include?: string) {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) {
    await page.evaluate(axe.source);
  }
  const found = await page.evaluate(
    ([include, tags]) => {
      const run = (window as AxeWindow).axe?.run;
      if (!run) throw new Error("axe-core did not load in the page");
      return run(include ? { include: [[include]] } : document, {
        runOnly: { type: "tag", values: tags },
      }).then((results) => results.violations);
    },
    [include ?? null, WCAG_AA] as const,
  );
  return found.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} at ${node.target.join(" ")}: ${node.failureSummary ?? ""}`,
    ),
  );
}
