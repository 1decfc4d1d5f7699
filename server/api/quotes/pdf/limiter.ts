import { PdfBusyError } from "./pdf-errors";

/**
 * At most `concurrency` tasks at once; up to `maxQueued` more wait in order, and beyond
 * that a task is refused with PdfBusyError (each render holds a Chromium page's memory).
 */
export function createLimiter(concurrency: number, maxQueued: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < concurrency) {
      active += 1;
    } else {
      if (waiting.length >= maxQueued) throw new PdfBusyError();
      // The finishing task hands its slot over: `active` stays as it is.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
