import { createSessionId, isSessionId } from "@shared/quotes/builder/session-id";
import { describe, expect, it } from "vitest";
import {
  MAX_PREVIOUS_SESSIONS,
  previousAfter,
  resolveLinkedSession,
  sessionLink,
  startingSession,
} from "./session-id";

const HELD = "session-2-def456";
const LINKED = "session-1-abc123";

describe("session id (seed 001 §3)", () => {
  it("has the form session-<timestamp>-<alphanumeric>", () => {
    const id = createSessionId(1_700_000_000_000);
    expect(id).toMatch(/^session-1700000000000-[a-z0-9]{12}$/);
    expect(isSessionId(id)).toBe(true);
  });

  it("adopts a valid ?sessionId= when the browser holds none", () => {
    expect(startingSession(`?sessionId=${LINKED}`, null)).toEqual({
      sessionId: LINKED,
      pending: null,
    });
    expect(startingSession(`?sessionId=${LINKED}`, "garbage")).toEqual({
      sessionId: LINKED,
      pending: null,
    });
  });

  it("keeps the held id and leaves a link to another session pending (decision 046)", () => {
    expect(startingSession(`?sessionId=${LINKED}`, HELD)).toEqual({
      sessionId: HELD,
      pending: { held: HELD, linked: LINKED, fresh: false },
    });
  });

  it("has nothing to decide when the link is the held session", () => {
    expect(startingSession(`?sessionId=${HELD}`, HELD)).toEqual({ sessionId: HELD, pending: null });
  });

  it("keeps the stored id when the URL has none", () => {
    expect(startingSession("", HELD)).toEqual({ sessionId: HELD, pending: null });
    expect(sessionLink("")).toBe("none");
  });

  it("leads to a fresh session when the URL's id does not fit the pattern", () => {
    const { sessionId, pending } = startingSession("?sessionId=<script>", HELD);
    // The held session stays until the builder has decided, and is then kept within reach.
    expect(sessionId).toBe(HELD);
    expect(pending?.fresh).toBe(true);
    expect(pending?.held).toBe(HELD);
    expect(isSessionId(pending?.linked)).toBe(true);
    expect(pending?.linked).not.toBe(HELD);
    expect(sessionLink("?sessionId=<script>")).toBe("invalid");
    expect(sessionLink("?sessionId=session-1-abc")).toBe("valid");
  });

  it("creates a new id when neither is usable", () => {
    const { sessionId, pending } = startingSession("?sessionId=", "garbage");
    expect(isSessionId(sessionId)).toBe(true);
    expect(pending).toBeNull();
  });
});

describe("resolveLinkedSession (decision 046)", () => {
  it("asks before replacing a held session with a lead", () => {
    expect(resolveLinkedSession(HELD, LINKED, "lead")).toEqual({
      kind: "ask",
      held: HELD,
      linked: LINKED,
    });
  });

  it("opens the link over a held session without a lead, keeping typed input within reach", () => {
    expect(resolveLinkedSession(HELD, LINKED, "input")).toEqual({
      kind: "open",
      sessionId: LINKED,
      keep: HELD,
    });
    expect(resolveLinkedSession(HELD, LINKED, "nothing")).toEqual({
      kind: "open",
      sessionId: LINKED,
      keep: null,
    });
  });

  it("opens the link at once when the browser holds no session, or that same one", () => {
    for (const progress of ["lead", "input", "nothing"] as const) {
      expect(resolveLinkedSession(null, LINKED, progress)).toEqual({
        kind: "open",
        sessionId: LINKED,
        keep: null,
      });
      expect(resolveLinkedSession(LINKED, LINKED, progress).kind).toBe("open");
    }
  });

  it("opens a fresh session for an unusable link without asking, keeping a held lead", () => {
    expect(resolveLinkedSession(HELD, LINKED, "lead", true)).toEqual({
      kind: "open",
      sessionId: LINKED,
      keep: HELD,
    });
  });
});

describe("previousAfter", () => {
  it("puts the kept id first, without duplicates or the open one", () => {
    expect(previousAfter(["session-3-a", HELD], LINKED, HELD)).toEqual([HELD, "session-3-a"]);
    expect(previousAfter([LINKED, HELD], LINKED, null)).toEqual([HELD]);
  });

  it("keeps at most a few, and only session ids", () => {
    const many = ["session-3-a", "session-4-b", "session-5-c", "session-6-d", "not-an-id"];
    const kept = previousAfter(many, LINKED, HELD);
    expect(kept).toHaveLength(MAX_PREVIOUS_SESSIONS);
    expect(kept[0]).toBe(HELD);
    expect(kept).not.toContain("not-an-id");
  });
});
