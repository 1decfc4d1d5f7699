import type { BuilderDraft, BuilderState } from "@shared/quotes/builder/draft";
import { emptyDraft } from "@shared/quotes/builder/empty-draft";
import { tooManyNewSessions } from "@shared/quotes/builder/storage-limits";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api-client";
import { AUTOSAVE_DEBOUNCE_MS, DraftAutosave, type SaveStatus } from "./draft-autosave";

const draft = (name: string): BuilderDraft => ({ ...emptyDraft(), configurationName: name });
const answered = (sent: BuilderDraft): BuilderState => ({
  sessionId: "session-1-abc",
  draft: sent,
  lead: null,
  configuration: null,
  savedAt: "2026-11-25T10:00:00.000Z",
});

function harness(send: (draft: BuilderDraft) => Promise<BuilderState>) {
  const statuses: SaveStatus[] = [];
  const kept: (BuilderDraft | null)[] = [];
  const saved: BuilderState[] = [];
  const autosave = new DraftAutosave({
    send,
    onStatus: (status) => statuses.push(status),
    onSaved: (state) => saved.push(state),
    keep: (value) => kept.push(value),
  });
  return { autosave, statuses, kept, saved, last: () => statuses.at(-1)?.kind };
}

describe("DraftAutosave", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for typing to settle and sends only the newest draft", async () => {
    const send = vi.fn(async (sent: BuilderDraft) => answered(sent));
    const { autosave, last, kept } = harness(send);
    autosave.queue(draft("A"));
    autosave.queue(draft("AB"));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].configurationName).toBe("AB");
    expect(last()).toBe("saved");
    expect(kept.at(-1)).toBeNull();
  });

  it("keeps the draft through a lost connection and retries with growing delays", async () => {
    let online = false;
    const send = vi.fn(async (sent: BuilderDraft) => {
      if (!online) throw new TypeError("Failed to fetch");
      return answered(sent);
    });
    const { autosave, last, kept, statuses } = harness(send);
    autosave.queue(draft("offline edit"), true);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("retrying");
    expect(kept.at(-1)?.configurationName).toBe("offline edit");
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    const second = statuses.at(-1);
    expect(second?.kind === "retrying" && second.at - Date.now()).toBe(2000);
    online = true;
    autosave.queue(draft("later edit"));
    await vi.advanceTimersByTimeAsync(2000);
    expect(send.mock.calls.at(-1)?.[0].configurationName).toBe("later edit");
    expect(last()).toBe("saved");
  });

  it("says when the server refuses a draft and does not repeat it", async () => {
    const send = vi.fn(async () => {
      throw new ApiError("400: Validation failed", 400, "/api/sb/draft", {
        message: "Validation failed",
      });
    });
    const { autosave, statuses } = harness(send);
    autosave.queue(draft("bad"), true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toEqual({ kind: "refused", message: "Validation failed" });
  });

  it("shows the daily cap on new sessions as it is instead of retrying for hours", async () => {
    const message = tooManyNewSessions(7200);
    const send = vi.fn(async () => {
      throw new ApiError(`429: ${message}`, 429, "/api/sb/draft", { message }, {}, 7200);
    });
    const { autosave, statuses } = harness(send);
    autosave.queue(draft("capped"), true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toEqual({ kind: "refused", message });
  });

  it("still retries a rate limit that asks for a short wait", async () => {
    const send = vi.fn(async () => {
      throw new ApiError("429: Slow down", 429, "/api/sb/draft", { message: "Slow down" }, {}, 20);
    });
    const { autosave, last } = harness(send);
    autosave.queue(draft("busy"), true);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("retrying");
    autosave.stop();
  });

  it("sends once more when the draft changed while a save was in flight", async () => {
    let release: () => void = () => {};
    const send = vi.fn(
      (sent: BuilderDraft) =>
        new Promise<BuilderState>((resolve) => {
          release = () => resolve(answered(sent));
        }),
    );
    const { autosave, last } = harness(send);
    autosave.queue(draft("first"), true);
    await vi.advanceTimersByTimeAsync(0);
    autosave.queue(draft("second"));
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("pending");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(send.mock.calls.map((call) => call[0].configurationName)).toEqual(["first", "second"]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("saved");
  });
});
