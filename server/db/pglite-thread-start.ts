import path from "node:path";
import { Worker } from "node:worker_threads";
import { projectRoot } from "../project-root";
import type { ThreadPrestart } from "./pglite-thread-messages";

/** The embedded database's thread as the build compiles it (scripts/build-server.mjs). */
export const PGLITE_THREAD_SCRIPT = path.join(projectRoot, "build/server-node/pglite-thread.cjs");

/**
 * Decision 042: the embedded database's thread can start before the server's code is loaded.
 * The launcher starts it first thing, and on a core of its own it loads PGlite and opens the
 * folder the environment names while the main thread loads the server; the server then takes
 * it over. Kept on the global object: the launcher and the server bundle share no modules.
 */
const SLOT = Symbol.for("sentinel.pglite-thread");
interface Prestarted {
  worker: Worker;
  /** Ended before it was taken (it could not load): its error and exit went unheard. */
  ended: boolean;
}
const slot = globalThis as { [SLOT]?: Prestarted };

export function prestartPgliteThread(): void {
  const workerData: ThreadPrestart = { fromEnvironment: true };
  const prestarted: Prestarted = {
    worker: new Worker(PGLITE_THREAD_SCRIPT, { workerData }),
    ended: false,
  };
  // Until taken over, a failing thread only marks itself: the server starts another and hears
  // that one's failure.
  prestarted.worker.on("error", () => {});
  prestarted.worker.once("exit", () => {
    prestarted.ended = true;
  });
  slot[SLOT] = prestarted;
}

/** The thread started ahead of time, else a new one. */
export function takePgliteThread(): Worker {
  const prestarted = slot[SLOT];
  delete slot[SLOT];
  if (prestarted && !prestarted.ended) return prestarted.worker;
  return new Worker(PGLITE_THREAD_SCRIPT);
}
