import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quoteStatuses } from "./status";
import {
  ACCEPTED_FROZEN,
  availableActions,
  decisionOutcome,
  effectiveStatus,
  linkActions,
  linkState,
  linkStates,
  quoteActions,
  transition,
} from "./status-machine";

const status = fc.constantFrom(...quoteStatuses);
const action = fc.constantFrom(...quoteActions);
const state = fc.record({ status, archived: fc.boolean() });

describe("quote status machine (decision 048)", () => {
  it("never leaves accepted except by an explicit revision (archiving keeps it accepted)", () => {
    fc.assert(
      fc.property(action, fc.boolean(), (act, archived) => {
        const result = transition({ status: "accepted", archived }, act);
        if (!result.ok) return;
        if (act === "revise") expect(result.to).toBe("draft");
        else expect(result.to).toBe("accepted");
      }),
    );
  });

  it("refuses a new version, a discount or a share of an accepted version, saying why", () => {
    for (const act of ["saveVersion", "share", "accept", "decline"] as const) {
      expect(transition({ status: "accepted" }, act)).toEqual({
        ok: false,
        code: "frozen",
        reason: ACCEPTED_FROZEN,
      });
    }
  });

  it("never stores 'expired' and never reaches accepted but by accepting", () => {
    fc.assert(
      fc.property(state, action, (from, act) => {
        const result = transition(from, act);
        if (!result.ok) return;
        expect(result.to).not.toBe("expired");
        if (result.to === "accepted")
          expect(act === "accept" || from.status === "accepted").toBe(true);
      }),
    );
  });

  it("withdrawing the last link leaves a draft, and an answer as it was", () => {
    fc.assert(
      fc.property(state, (from) => {
        const result = transition(from, "withdraw");
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        if (from.status === "accepted" || from.status === "declined") {
          expect(result.to).toBe(from.status);
        } else expect(result.to).toBe("draft");
      }),
    );
  });

  it("revises only accepted quotes", () => {
    fc.assert(
      fc.property(state, (from) => {
        expect(transition(from, "revise").ok).toBe(from.status === "accepted");
      }),
    );
  });

  it("lists as available exactly the actions it would allow", () => {
    fc.assert(
      fc.property(state, (from) => {
        for (const act of quoteActions) {
          expect(availableActions(from).includes(act)).toBe(transition(from, act).ok);
        }
      }),
    );
  });

  it("archives and restores without touching the status", () => {
    fc.assert(
      fc.property(status, (from) => {
        const archived = transition({ status: from, archived: false }, "archive");
        const restored = transition({ status: from, archived: true }, "restore");
        expect(archived.ok && restored.ok).toBe(true);
        if (archived.ok && restored.ok) {
          expect(archived.to).toBe(restored.to);
          expect(archived.to).toBe(from === "expired" ? "shared" : from);
        }
      }),
    );
  });

  it("accepting one option declines the others and keeps earlier acceptances", () => {
    const offered = fc
      .uniqueArray(fc.uuid(), { minLength: 1, maxLength: 4 })
      .chain((ids) =>
        fc.tuple(
          fc.constant(ids),
          fc.array(status, { minLength: ids.length, maxLength: ids.length }),
          fc.option(fc.nat(ids.length - 1), { nil: null }),
        ),
      );
    fc.assert(
      fc.property(offered, ([ids, statuses, chosen]) => {
        const before = new Map(ids.map((id, i) => [id, statuses[i] ?? "draft"]));
        const acceptedId = chosen === null ? null : (ids[chosen] ?? null);
        const after = decisionOutcome(before, acceptedId);
        for (const [id, was] of before) {
          if (was === "accepted" || id === acceptedId) expect(after.get(id)).toBe("accepted");
          else expect(after.get(id)).toBe("declined");
        }
        const accepted = [...after].filter(
          ([id, s]) => s === "accepted" && before.get(id) !== "accepted",
        );
        expect(accepted.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("reads a shared or viewed quote past its link's expiry as expired", () => {
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    expect(effectiveStatus("shared", past)).toBe("expired");
    expect(effectiveStatus("viewed", past)).toBe("expired");
    expect(effectiveStatus("viewed", future)).toBe("viewed");
    expect(effectiveStatus("accepted", past)).toBe("accepted");
    expect(effectiveStatus("draft", null)).toBe("draft");
  });
});

describe("a share link's own rule (issue 33 item 3)", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const instant = fc.date({
    min: new Date("2026-01-01T00:00:00Z"),
    max: new Date("2026-12-31T00:00:00Z"),
    noInvalidDate: true,
  });
  const link = fc.record({
    decision: fc.constantFrom("accepted" as const, "declined" as const, null),
    revokedAt: fc.option(instant, { nil: null }),
    expiresAt: instant,
  });

  it("is answered once: only an open link offers accept and decline", () => {
    for (const state of linkStates) {
      expect(linkActions(state)).toEqual(state === "open" ? ["accept", "decline"] : []);
    }
  });

  it("keeps a recorded answer over the link's end, then withdrawal over expiry", () => {
    fc.assert(
      fc.property(link, (l) => {
        const state = linkState(l, now);
        if (l.decision) expect(state).toBe(l.decision);
        else if (l.revokedAt) expect(state).toBe("revoked");
        else if (l.expiresAt.getTime() <= now.getTime()) expect(state).toBe("expired");
        else expect(state).toBe("open");
      }),
    );
  });

  it("never lets an answered link be answered again, whatever its dates", () => {
    fc.assert(
      fc.property(link, fc.constantFrom("accepted" as const, "declined" as const), (l, d) => {
        expect(linkActions(linkState({ ...l, decision: d }, now))).toEqual([]);
      }),
    );
  });

  it("reads an expiry at the very instant as expired, as the server's shareClosed does", () => {
    expect(linkState({ decision: null, revokedAt: null, expiresAt: now }, now)).toBe("expired");
    expect(
      linkState({ decision: null, revokedAt: null, expiresAt: "2026-06-01T12:00:01Z" }, now),
    ).toBe("open");
  });
});
