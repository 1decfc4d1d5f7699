import { expect, test } from "@playwright/test";
import { gotoReady } from "./support";

test("uncaught errors and unhandled rejections are logged to the console, nothing else", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await gotoReady(page, "/transport-diagnostics");
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("boom from a timer");
    });
    void Promise.reject(new Error("nobody caught this"));
  });
  await expect.poll(() => errors.join("\n")).toContain("Uncaught error");
  await expect.poll(() => errors.join("\n")).toContain("Unhandled promise rejection");
  const log = errors.join("\n");
  expect(log).toContain("boom from a timer");
  expect(log).toContain("nobody caught this");
  // Logged only: the page shows no error screen.
  await expect(page.getByRole("heading", { name: "Transport diagnostics" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeHidden();
});
