import { expect, test } from "@playwright/test";
import { gotoReady, refuseStorage } from "./support";

const pages: [path: string, heading: string][] = [
  ["/transport-diagnostics", "Transport diagnostics"],
  ["/transport-test", "Transport test"],
  ["/transport-debug", "Transport debug"],
  ["/ws-test", "WebSocket echo test"],
  ["/websocket-reconnect-test", "WebSocket reconnect test"],
];

test("each diagnostics page has its own heading, noindex, and the nav marks it current", async ({
  page,
}) => {
  for (const [path, heading] of pages) {
    await gotoReady(page, path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const nav = page.getByRole("navigation", { name: "Diagnostics pages" });
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", path);
  }
});

test("the overview proves the X-SB-Session round trip and compares the clocks", async ({
  page,
}) => {
  await gotoReady(page, "/transport-diagnostics");
  const sessionId = await page.getByTestId("session-id").textContent();
  expect(sessionId).toMatch(/^session-\d+-[a-z0-9]+$/);
  await expect(page.getByTestId("session-round-trip")).toHaveText("Round trip matches");
  await expect(page.getByTestId("session-echo")).toHaveText(sessionId ?? "");
  await expect(page.getByTestId("connection-state")).toHaveText("Open");
  await expect(page.getByTestId("clock-offset")).toHaveText(/^[+-]?\d+ ms, within ±\d+ ms$/);
});

test("when the browser refuses storage the overview says there is no round trip, instead of waiting", async ({
  page,
}) => {
  await refuseStorage(page);
  await gotoReady(page, "/transport-diagnostics");
  await expect(page.getByTestId("session-id")).toHaveText("not established");
  await expect(page.getByTestId("session-round-trip")).toHaveText(
    "No round trip: this browser refused storage, so there is no session id to send.",
  );
  await expect(page.getByTestId("session-echo")).toHaveText("none");
  // The rest of the page still works without a session.
  await expect(page.getByTestId("connection-state")).toHaveText("Open");
});

test("the request log lists this tab's requests with status and request id", async ({ page }) => {
  await gotoReady(page, "/transport-debug");
  await expect(page.getByText("No requests yet.")).toBeVisible();
  await page.getByRole("button", { name: "Send sample requests" }).click();
  await expect(page.getByText("3 requests logged.")).toBeVisible();
  const notFound = page.getByTestId("logged-request").filter({ hasText: "/api/no-such-endpoint" });
  await expect(notFound).toContainText("404");
  await expect(notFound).toContainText(/Request id: \S+/);
  await notFound.getByText("Envelope").click();
  await expect(notFound).toContainText('"success": false');
});

test("the echo test measures round trips and echoes a typed message", async ({ page }) => {
  await gotoReady(page, "/ws-test");
  await expect(page.getByTestId("connection-state")).toHaveText("Open");
  await page.getByLabel("Pings (1-100)").fill("20");
  await page.getByRole("button", { name: "Run echo test" }).click();
  await expect(page.getByTestId("latency-summary")).toHaveText(
    /^20 round trips: p50 \d+ ms, p90 \d+ ms, p99 \d+ ms \(min \d+ ms, max \d+ ms\)\.$/,
  );
  await expect(page.getByTestId("latency-p50")).toHaveText(/^\d+ ms$/);
  await expect(page.getByTestId("latency-p99")).toHaveText(/^\d+ ms$/);

  const text = `Hello ${Date.now()}`;
  await page.getByLabel("Message", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("echo-result")).toContainText(text);
});

test("the reconnect test drops the connection and shows the client recover", async ({ page }) => {
  await gotoReady(page, "/websocket-reconnect-test");
  const timeline = page.getByRole("list", { name: "Echo channel timeline" });
  await expect(page.getByTestId("connection-state").first()).toHaveText("Open");
  await page.getByRole("button", { name: "Drop the connection" }).click();
  await expect(timeline).toContainText(
    /Closed with code 4000; reconnecting \(attempt 2\), waiting/,
  );
  await expect(timeline).toContainText("Connecting (attempt 2)");
  await expect(timeline.getByRole("listitem").last()).toContainText("Open");
  await expect(page.getByTestId("connection-state").first()).toHaveText("Open");
});

test("against a channel that refuses, the client's waits grow attempt by attempt", async ({
  page,
}) => {
  await gotoReady(page, "/websocket-reconnect-test");
  await page.getByRole("button", { name: "Connect to a refusing channel" }).click();
  const timeline = page.getByRole("list", { name: "Refused channel timeline" });
  await expect(timeline).toContainText(/reconnecting \(attempt 2\), waiting (0\.[5-9]|1) s/);
  await expect(timeline).toContainText(/reconnecting \(attempt 3\), waiting (1(\.\d)?|2) s/);
  await expect(timeline).not.toContainText("Open");
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(timeline).toBeHidden();
});
