import type { Worker } from "node:worker_threads";
import {
  type ExecProtocolOptions,
  type ExecProtocolResult,
  Mutex,
  messages,
  type PGliteInterface,
  protocol,
  type Transaction,
} from "@electric-sql/pglite";
import { PGliteWorker } from "@electric-sql/pglite/worker";
import type { ThreadError, ThreadOpen, ThreadReply, ThreadRequest } from "./pglite-thread-messages";
import { takePgliteThread } from "./pglite-thread-start";

type BackendMessage = messages.BackendMessage;
/** A request before it is numbered. */
type Unnumbered<T> = T extends unknown ? Omit<T, "id"> : never;
type Shared = Pick<PGliteInterface, "query" | "sql" | "exec" | "transaction" | "describeQuery">;

/**
 * PGlite's base class: queries, transactions and type parsing, written over the raw wire
 * protocol. Not exported by name; PGliteWorker, PGlite's client for a browser's worker,
 * extends it as this client does for a Node worker thread.
 */
const BasePGlite = Object.getPrototypeOf(PGliteWorker) as abstract new () => Shared & {
  _initArrayTypes(): Promise<void>;
};

type Pending = { resolve: (data: Uint8Array | undefined) => void; reject: (error: Error) => void };
type Listener = (payload: string) => void;

function threadError({ name, message }: ThreadError): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** PostgreSQL folds an unquoted channel name to lower case (PGlite's own rule). */
function postgresName(channel: string): string {
  return channel.startsWith('"') && channel.endsWith('"')
    ? channel.slice(1, -1)
    : channel.toLowerCase();
}

const code = (letter: string) => letter.charCodeAt(0);
/** Parse, Bind, Execute and a portal's Describe: nothing in their answers is read at once. */
const HELD = new Set([code("P"), code("B"), code("E")]);

function answeredLater(message: Uint8Array): boolean {
  const type = message[0] ?? 0;
  // A Describe is 'D', its length (4 bytes), then 'S' (a statement) or 'P' (a portal).
  return HELD.has(type) || (type === code("D") && message[5] === code("P"));
}

/** One array of its own (a pooled Buffer's whole slab would be copied to the thread). */
function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Decision 042: PGlite run by pglite-thread.ts on a worker thread, used as PGlite is (Drizzle,
 * notifications). Wire-protocol bytes cross the thread boundary; parsing, errors and
 * notifications happen here, as in PGlite's own execProtocol.
 */
export class PGliteThread extends BasePGlite {
  readonly debug = 0;
  #worker: Worker;
  /** The thread has opened the folder. */
  #opened: Promise<void>;
  /** ...and the array types are read: the client is ready. */
  #ready: Promise<void>;
  #closed = false;
  #failure: Error | undefined;
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #parser = new protocol.Parser();
  /** Messages whose answers come with the next one sent (execProtocolStream). */
  #held: Uint8Array[] = [];
  #queryMutex = new Mutex();
  #transactionMutex = new Mutex();
  #listenMutex = new Mutex();
  #listeners = new Map<string, Set<Listener>>();
  #globalListeners = new Set<(channel: string, payload: string) => void>();

  /**
   * Starts opening the folder on the thread and returns at once: queries wait until it is
   * open, so the server can put itself together meanwhile. `waitReady` settles then, and
   * carries a failure to open.
   */
  static start(dataDir: string): PGliteThread {
    const client = new PGliteThread(takePgliteThread());
    client.#worker.postMessage({ kind: "open", dataDir } satisfies ThreadOpen);
    return client;
  }

  private constructor(worker: Worker) {
    super();
    this.#worker = worker;
    this.#opened = new Promise((resolve, reject) => {
      worker.on("message", (reply: ThreadReply) => {
        if (reply.kind === "ready") resolve();
        else if (reply.kind === "failed") reject(threadError(reply.error));
        else this.#settle(reply);
      });
      const stop = (error: Error) => {
        this.#failure ??= error;
        reject(error);
        for (const pending of this.#pending.values()) pending.reject(error);
        this.#pending.clear();
      };
      worker.on("error", stop);
      worker.on("exit", (code) => stop(new Error(`The database thread stopped (exit ${code}).`)));
    });
    // As PGlite does before it answers anything: the array types' parsers. Asked first, so it
    // holds the transaction lock (first come, first served) before any other query.
    this.#ready = this._initArrayTypes();
    // Reported through waitReady and to every query; never unhandled.
    this.#ready.catch(() => {});
  }

  #settle(reply: Extract<ThreadReply, { id: number }>) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.kind === "error") pending.reject(threadError(reply.error));
    else pending.resolve(reply.data);
  }

  #call(request: Unnumbered<ThreadRequest>): Promise<Uint8Array | undefined> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  get closed() {
    return this.#closed;
  }

  get waitReady() {
    return this.#ready;
  }

  async close() {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await this.#call({ kind: "close" });
    } finally {
      await this.#worker.terminate();
    }
  }

  async execProtocolRaw(message: Uint8Array, { syncToFs = true }: ExecProtocolOptions = {}) {
    const held = this.#held;
    this.#held = [];
    const batch = held.length === 0 ? message : joined([...held, message]);
    return (await this.#call({ kind: "exec", message: batch, syncToFs })) ?? new Uint8Array(0);
  }

  async execProtocolRawStream(
    message: Uint8Array,
    { syncToFs, onRawData }: ExecProtocolOptions & { onRawData: (data: Uint8Array) => void },
  ) {
    onRawData(await this.execProtocolRaw(message, { syncToFs }));
  }

  async execProtocol(
    message: Uint8Array,
    { syncToFs, throwOnError = true, onNotice }: ExecProtocolOptions = {},
  ): Promise<ExecProtocolResult> {
    const data = await this.execProtocolRaw(message, { syncToFs });
    return { messages: this.#parse(data, throwOnError, onNotice), data };
  }

  /**
   * Issue 37: PGlite's query sends Parse, Describe, Bind, Describe, Execute and Sync one by
   * one, each a round trip to the thread. Only the statement's Describe answers something the
   * query needs before it goes on (its parameter types); the others are held and go with the
   * next message that must be answered, as a PostgreSQL client pipelines them on a socket.
   * PostgreSQL answers them in order and skips to the Sync after an error, so the answers,
   * their order and the first error are what they were one by one.
   */
  async execProtocolStream(
    message: Uint8Array,
    { syncToFs, throwOnError = true, onNotice }: ExecProtocolOptions = {},
  ): Promise<BackendMessage[]> {
    if (answeredLater(message)) {
      this.#held.push(message);
      return [];
    }
    return this.#parse(await this.execProtocolRaw(message, { syncToFs }), throwOnError, onNotice);
  }

  /** PGlite's handling of an answer: the first error is thrown, notices and notifications go out. */
  #parse(
    data: Uint8Array,
    throwOnError: boolean,
    onNotice: ExecProtocolOptions["onNotice"],
  ): BackendMessage[] {
    const results: BackendMessage[] = [];
    let databaseError: messages.DatabaseError | undefined;
    this.#parser.parse(data, (message) => {
      if (databaseError) return;
      if (message instanceof messages.DatabaseError) {
        if (throwOnError) databaseError = message;
      } else if (message instanceof messages.NoticeMessage) {
        onNotice?.(message);
      } else if (message instanceof messages.NotificationResponseMessage) {
        const { channel, payload } = message;
        for (const listener of this.#listeners.get(channel) ?? []) {
          queueMicrotask(() => listener(payload));
        }
        for (const listener of this.#globalListeners) {
          queueMicrotask(() => listener(channel, payload));
        }
      }
      results.push(message);
    });
    if (databaseError) {
      this.#parser = new protocol.Parser();
      throw databaseError;
    }
    return results;
  }

  // PGlite's folder in Node is its NodeFS, which writes through to the disk: its syncToFs
  // does nothing, so it is not worth a round trip after every query.
  async syncToFs() {}

  // COPY ... FROM/TO a blob is not used by the product.
  async _handleBlob() {}
  async _getWrittenBlob() {
    return undefined;
  }
  async _cleanupBlob() {}

  async _checkReady() {
    if (this.#closed) throw new Error("PGlite is closed");
    await this.#opened;
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryMutex.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionMutex.runExclusive(fn);
  }

  async listen(channel: string, callback: Listener, tx?: Transaction) {
    const name = postgresName(channel);
    await this.#listenMutex.runExclusive(async () => {
      const listeners = this.#listeners.get(name) ?? new Set();
      this.#listeners.set(name, listeners);
      listeners.add(callback);
      try {
        await (tx ?? this).exec(`LISTEN ${channel}`);
      } catch (error) {
        listeners.delete(callback);
        if (listeners.size === 0) this.#listeners.delete(name);
        throw error;
      }
    });
    return (unlistenTx?: Transaction) => this.unlisten(name, callback, unlistenTx);
  }

  async unlisten(channel: string, callback?: Listener, tx?: Transaction) {
    const name = postgresName(channel);
    await this.#listenMutex.runExclusive(async () => {
      const listeners = this.#listeners.get(name);
      if (callback) listeners?.delete(callback);
      if (callback && listeners && listeners.size > 0) return;
      await (tx ?? this).exec(`UNLISTEN ${channel}`);
      if (this.#listeners.get(name)?.size === 0 || !callback) this.#listeners.delete(name);
    });
  }

  onNotification(callback: (channel: string, payload: string) => void) {
    this.#globalListeners.add(callback);
    return () => this.#globalListeners.delete(callback);
  }

  offNotification(callback: (channel: string, payload: string) => void) {
    this.#globalListeners.delete(callback);
  }
}
