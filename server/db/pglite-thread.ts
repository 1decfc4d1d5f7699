// The embedded database on a thread of its own (decision 042): PostgreSQL's start and every
// query run here, beside the server's main thread instead of on it. This side takes the data
// folder's lock, opens the folder and answers wire-protocol messages with PostgreSQL's bytes;
// the server's side (pglite-thread-client.ts) parses them, as PGlite does in process.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { loadEnv } from "../env";
import { claimPgliteFolder, PGLITE_START_PARAMS } from "./pglite-folder";
import type {
  ThreadOpen,
  ThreadPrestart,
  ThreadReply,
  ThreadRequest,
} from "./pglite-thread-messages";

const port = parentPort;
if (!port) throw new Error("pglite-thread runs as a worker thread");

// PostgreSQL's WebAssembly and the files it brings (pglite.data) do not depend on the folder.
const require = createRequire(import.meta.url);
const wasmModule = readFile(require.resolve("@electric-sql/pglite/pglite.wasm")).then((bytes) =>
  WebAssembly.compile(bytes),
);
const fsBundle = readFile(require.resolve("@electric-sql/pglite/pglite.data")).then(
  (bytes) => new Blob([bytes]),
);

interface Open {
  dataDir: string;
  opened: Promise<{ database: PGlite; release: () => void }>;
}
let open: Open | undefined;

function openFolder(dataDir: string): Open {
  const opened = (async () => {
    const { folder, release } = await claimPgliteFolder(dataDir);
    try {
      const database = await PGlite.create(folder, {
        startParams: PGLITE_START_PARAMS,
        pgliteWasmModule: await wasmModule,
        fsBundle: await fsBundle,
      });
      return { database, release };
    } catch (error) {
      release();
      throw error;
    }
  })();
  // Reported when the server asks for the folder; until then not unhandled.
  opened.catch(() => {});
  return { dataDir, opened };
}

/** The environment's folder, or none: the server reports a bad environment itself. */
function environmentDataDir(): string | undefined {
  try {
    const env = loadEnv();
    return env.DATABASE_URL ? undefined : env.DATA_DIR;
  } catch {
    return undefined;
  }
}

// Started by the launcher (pglite-thread-start.ts): open at once, as the server will ask.
if ((workerData as ThreadPrestart | undefined)?.fromEnvironment) {
  const dataDir = environmentDataDir();
  if (dataDir) open = openFolder(dataDir);
}

async function close(current: Open): Promise<void> {
  const { database, release } = await current.opened;
  await database.close();
  release();
}

function errorFields(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: "Error", message: String(error) };
}

/** PGlite answers with a view into its WebAssembly memory: moved out as a buffer of its own. */
function detached(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : bytes.slice();
}

async function answer(request: ThreadRequest): Promise<void> {
  if (!open) throw new Error("The database is not open.");
  if (request.kind === "close") {
    await close(open);
    port?.postMessage({ kind: "result", id: request.id } satisfies ThreadReply);
    return;
  }
  const { database } = await open.opened;
  const data = detached(
    await database.execProtocolRaw(request.message, { syncToFs: request.syncToFs }),
  );
  const reply: ThreadReply = { kind: "result", id: request.id, data };
  port?.postMessage(reply, [data.buffer as ArrayBuffer]);
}

async function openAsked({ dataDir }: ThreadOpen): Promise<void> {
  // Opened ahead for another folder (the environment and the server disagree): that one goes.
  if (open && open.dataDir !== dataDir) await close(open).catch(() => {});
  if (open?.dataDir !== dataDir) open = openFolder(dataDir);
  await open.opened;
}

// Messages are answered in the order they came: each waits for the one before, as queries on
// one connection do.
let previous: Promise<void> = Promise.resolve();
port.on("message", (request: ThreadOpen | ThreadRequest) => {
  if (request.kind === "open") {
    previous = openAsked(request).then(
      () => port.postMessage({ kind: "ready" } satisfies ThreadReply),
      (error: unknown) =>
        port.postMessage({ kind: "failed", error: errorFields(error) } satisfies ThreadReply),
    );
    return;
  }
  previous = previous
    .then(() => answer(request))
    .catch((error: unknown) =>
      port.postMessage({
        kind: "error",
        id: request.id,
        error: errorFields(error),
      } satisfies ThreadReply),
    );
});
