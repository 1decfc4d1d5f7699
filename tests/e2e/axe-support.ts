import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 level AA, as axe-core tags it (2.0, 2.1 and 2.2 criteria, levels A and AA). */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** One line per failing element, so a failure says what to fix where. */
export async function violations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} at ${node.target.join(" ")}: ${node.failureSummary ?? ""}`,
    ),
  );
}
