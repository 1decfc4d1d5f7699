import { expect, test } from "@playwright/test";
import { failure, gotoReady } from "./support";

test.beforeEach(async ({ page }) => {
  await gotoReady(page, "/transport-test");
});

async function send(page: import("@playwright/test").Page, path: string, timeout?: number) {
  await page.getByLabel("Path").fill(path);
  if (timeout) await page.getByLabel("Time-out (ms)").fill(String(timeout));
  await page.getByRole("button", { name: "Send request" }).click();
}

test("a non-ok answer raises '{status}: {message}'", async ({ page }) => {
  await send(page, "/api/no-such-endpoint");
  await expect(page.getByTestId("request-error")).toContainText(
    "404: Route GET /api/no-such-endpoint not found",
  );
  await expect(page.getByTestId("request-error")).toContainText("Status 404");
});

test("field errors from the envelope are carried as validationErrors", async ({ page }) => {
  await page.route("**/api/example", (route) =>
    route.fulfill(failure(400, "Validation failed", { email: "Enter a valid e-mail address" })),
  );
  await send(page, "/api/example");
  await expect(page.getByTestId("request-error")).toContainText("400: Validation failed");
  await expect(page.getByTestId("request-error")).toContainText(
    "email: Enter a valid e-mail address",
  );
});

test("a slow answer times out with status 408", async ({ page }) => {
  await page.route("**/api/slow", async () => {
    // Never answer: the request layer must give up on its own.
  });
  await send(page, "/api/slow", 400);
  await expect(page.getByTestId("request-error")).toContainText(
    "Request to /api/slow timed out after 400ms",
  );
  await expect(page.getByTestId("request-error")).toContainText("Status 408");
});

test("requests carry the X-SB-Session header and cookies", async ({ page }) => {
  const sessionId = await page.getByTestId("session-id").textContent();
  const requestPromise = page.waitForRequest("**/api/health");
  await send(page, "/api/health");
  const request = await requestPromise;
  expect(request.headers()["x-sb-session"]).toBe(sessionId);
  await expect(page.getByTestId("request-result")).toContainText('"status": "ok"');
});
