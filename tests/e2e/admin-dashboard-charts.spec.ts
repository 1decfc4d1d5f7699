import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./accounts";
import { sharedQuote } from "./quote-support";
import { asVisitor } from "./support";

// Its quotes are seeded through the lead step, which allows 10 leads per address in 10
// minutes: from the shared loopback address a fast suite met that limit (429).
test.use({ extraHTTPHeaders: asVisitor().headers });

/** Every axis label of every drawn chart, as boxes on the page. */
function axisLabels(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("section[aria-labelledby^='chart-']")].flatMap((chart) => {
      const frame = chart.getBoundingClientRect();
      // Recharts 3 draws the tick labels in a layer of their own, outside the axis group.
      return [
        {
          chart: chart.getAttribute("aria-labelledby") ?? "",
          frame: { left: frame.left, right: frame.right },
          labels: [...chart.querySelectorAll("text.recharts-cartesian-axis-tick-value")]
            .map((text) => {
              const box = text.getBoundingClientRect();
              return {
                text: text.textContent ?? "",
                left: box.left,
                right: box.right,
                top: box.top,
                bottom: box.bottom,
              };
            })
            .filter((box) => box.right > box.left),
        },
      ];
    }),
  );
}

type Axis = Awaited<ReturnType<typeof axisLabels>>[number];

/** Pairs of labels on one axis whose boxes cross, and labels that leave their chart's card. */
function problems(axes: Axis[]) {
  const found: string[] = [];
  for (const axis of axes) {
    axis.labels.forEach((a, i) => {
      if (a.left < axis.frame.left - 1 || a.right > axis.frame.right + 1)
        found.push(`${axis.chart}: "${a.text}" leaves the card`);
      for (const b of axis.labels.slice(i + 1)) {
        const cross =
          a.left < b.right - 0.5 &&
          b.left < a.right - 0.5 &&
          a.top < b.bottom - 0.5 &&
          b.top < a.bottom - 0.5;
        if (cross) found.push(`${axis.chart}: "${a.text}" overlaps "${b.text}"`);
      }
    });
  }
  return found;
}

test.use({ reducedMotion: "reduce" });

test("the dashboard's chart labels never overlap, from 360 to 1440 px (issue 34)", async ({
  page,
  accounts,
}) => {
  test.setTimeout(90_000);
  // An accepted quote (top services, won value) and an open one (pipeline by stage).
  const tag = `charts-${Date.now().toString(36)}`;
  const accepted = await sharedQuote(page.request, `${tag}a`);
  const answer = await page.request.post(`/api/quotes/${accepted.share.token}/accept`, {
    data: { position: 0, fullName: "Dana Reyes", title: "Practice manager", agreeToTerms: true },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await sharedQuote(page.request, `${tag}b`);

  await signIn(
    page,
    await accounts.create(),
    `/auth?redirectTo=${encodeURIComponent("/admin?period=90d")}`,
  );
  await expect(
    page
      .getByRole("region", { name: "Open pipeline by stage" })
      .locator(".recharts-surface")
      .last(),
  ).toBeVisible();
  // The services' long names each have a line of their own above their bar.
  await expect(
    page
      .getByRole("region", { name: "Top services by accepted value" })
      .getByText("Security Awareness Training & Phishing Simulation", { exact: true })
      .first(),
  ).toBeVisible();
  for (const width of [360, 390, 480, 640, 768, 900, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // Recharts redraws after its ResizeObserver; poll until the drawing settles without a clash.
    await expect
      .poll(async () => problems(await axisLabels(page)), { message: `at ${width} px` })
      .toEqual([]);
    const drawn = (await axisLabels(page)).flatMap((axis) => axis.labels);
    expect(drawn.length, "axis labels were measured").toBeGreaterThan(10);
  }
});
