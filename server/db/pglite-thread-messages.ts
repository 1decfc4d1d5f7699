/** What the server's main thread and the embedded database's thread say to each other. */

/** The first message: the data folder (DATA_DIR) whose database the thread is to open. */
export type ThreadOpen = { kind: "open"; dataDir: string };

/** workerData of a thread the launcher starts before the server knows its DATA_DIR. */
export interface ThreadPrestart {
  /** Open the folder the environment names (DATA_DIR) at once, before being asked. */
  fromEnvironment: true;
}

export type ThreadRequest =
  /** A wire-protocol message; the answer is PostgreSQL's bytes. */
  | { kind: "exec"; id: number; message: Uint8Array; syncToFs: boolean }
  | { kind: "close"; id: number };

export interface ThreadError {
  name: string;
  message: string;
}

export type ThreadReply =
  | { kind: "ready" }
  | { kind: "failed"; error: ThreadError }
  | { kind: "result"; id: number; data?: Uint8Array }
  | { kind: "error"; id: number; error: ThreadError };
