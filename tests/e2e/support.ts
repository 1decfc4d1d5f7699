import { expect, type Page } from "@playwright/test";

/** Opens a page and waits until it is hydrated (the session banner of seed 001 §2 is gone). */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.getByText("Initializing session...")).toBeHidden();
  return response;
}
