import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter";
import { PdfBusyError } from "./pdf-errors";

describe("createLimiter", () => {
  it("runs at most `concurrency` tasks at once and refuses beyond the queue", async () => {
    const run = createLimiter(2, 2);
    let active = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise<void>((resolve) => releases.push(resolve));
        active -= 1;
      });
    const accepted = [task(), task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(PdfBusyError);
    while (releases.length > 0 || active > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
  });

  it("frees the slot when a task fails", async () => {
    const run = createLimiter(1, 0);
    await expect(run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(run(async () => 42)).resolves.toBe(42);
  });
});
