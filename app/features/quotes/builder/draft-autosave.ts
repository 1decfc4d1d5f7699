import type { BuilderDraft, BuilderState } from "@shared/quotes/builder/draft";
import { ApiError } from "~/lib/api-client";
import { apiMessage } from "~/lib/form-errors";
import { retryDelay } from "~/lib/retry-policy";

/** Typing settles for this long before the draft is sent. */
export const AUTOSAVE_DEBOUNCE_MS = 800;

export type SaveStatus =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "retrying"; at: number }
  | { kind: "refused"; message: string };

/**
 * A 429 asking to wait longer than this is a limit, not congestion (the daily cap on new
 * builder sessions, decision 045): its message is shown instead of retrying for hours.
 */
export const LONGEST_RETRIED_WAIT_S = 5 * 60;

/** A failure worth trying again: no answer, a time-out, a server fault or a short rate limit. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 429) return (error.retryAfterSeconds ?? 0) <= LONGEST_RETRIED_WAIT_S;
  return error.status >= 500 || error.status === 408;
}

interface AutosaveOptions {
  send(draft: BuilderDraft): Promise<BuilderState>;
  onSaved(state: BuilderState, settled: boolean): void;
  onStatus(status: SaveStatus): void;
  /** Where the unsent draft is kept so a reload while offline loses nothing. */
  keep(draft: BuilderDraft | null): void;
}

/**
 * The builder's autosave: one request at a time, always the newest draft, debounced while
 * the visitor types. A lost connection keeps the draft (in memory and in local storage),
 * says so, and tries again with the request layer's back-off (1 s doubling, capped at 30 s).
 */
export class DraftAutosave {
  private pending: BuilderDraft | null = null;
  private inFlight = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private stopped = false;

  constructor(private readonly options: AutosaveOptions) {}

  /** Queues the draft; `immediate` skips the debounce (a step change). */
  queue(draft: BuilderDraft, immediate = false): void {
    this.pending = draft;
    this.options.keep(draft);
    if (this.failures > 0) return; // the retry timer sends it
    this.options.onStatus({ kind: "pending" });
    this.schedule(immediate ? 0 : AUTOSAVE_DEBOUNCE_MS);
  }

  /** Sends now what is waiting (back online, or the visitor asked). */
  retryNow(): void {
    if (this.pending) this.schedule(0);
  }

  get hasUnsaved(): boolean {
    return this.pending !== null || this.inFlight;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), delay);
  }

  private async flush(): Promise<void> {
    if (this.inFlight || !this.pending || this.stopped) return;
    const draft = this.pending;
    this.pending = null;
    this.inFlight = true;
    this.options.onStatus({ kind: "saving" });
    try {
      const state = await this.options.send(draft);
      if (this.stopped) return;
      this.failures = 0;
      const settled = this.pending === null;
      if (settled) this.options.keep(null);
      this.options.onSaved(state, settled);
      this.options.onStatus(
        settled
          ? { kind: "saved", at: state.savedAt ?? new Date().toISOString() }
          : { kind: "pending" },
      );
    } catch (error) {
      if (this.stopped) return;
      this.pending ??= draft;
      if (isTransient(error)) {
        const delay = retryDelay(this.failures);
        this.failures += 1;
        this.options.onStatus({ kind: "retrying", at: Date.now() + delay });
        this.schedule(delay);
      } else {
        this.options.onStatus({
          kind: "refused",
          message: apiMessage(error, "The server refused this change."),
        });
        this.pending = null;
      }
      return;
    } finally {
      this.inFlight = false;
    }
    if (this.pending) this.schedule(AUTOSAVE_DEBOUNCE_MS);
  }
}
