import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { builderEvents } from "../../../db/schema/builder";
import { type QuoteKit, quoteKit } from "../quote-test-kit";

/**
 * Issue 36 §4: what prospects do with the AI suggestions is counted, by kind and outcome
 * only, and the builder analytics show how often they are accepted.
 */
let t: TestApp;
let admin: Client;
let kit: QuoteKit;

beforeAll(async () => {
  t = await createTestApp();
  ({ browser: admin } = await signedIn(t));
  kit = quoteKit(t);
});
afterAll(() => t.close());

const suggestions = () =>
  admin.request("GET", "/api/admin/analytics/builder").then((res) => res.json().data.suggestions);

describe("suggestion answers", () => {
  it("records one event per outcome, with the source and outcome only", async () => {
    const session = kit.newSession();
    const res = await kit.sb("POST", "/api/sb/suggestions", session, {
      source: "intake",
      outcomes: ["accepted", "corrected", "rejected"],
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db
      .select({ data: builderEvents.data })
      .from(builderEvents)
      .where(
        and(eq(builderEvents.sessionId, session), eq(builderEvents.type, "suggestion-answered")),
      );
    expect(rows.map((row) => row.data)).toEqual([
      { source: "intake", outcome: "accepted" },
      { source: "intake", outcome: "corrected" },
      { source: "intake", outcome: "rejected" },
    ]);
  });

  it("refuses an unknown source or outcome, none at all, and a call without a session", async () => {
    const session = kit.newSession();
    const badSource = await kit.sb("POST", "/api/sb/suggestions", session, {
      source: "oracle",
      outcomes: ["accepted"],
    });
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json().errors.source).toBe("Unknown suggestion source");
    const none = await kit.sb("POST", "/api/sb/suggestions", session, {
      source: "intake",
      outcomes: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.outcomes).toBe("Send at least one outcome");
    const badOutcome = await kit.sb("POST", "/api/sb/suggestions", session, {
      source: "intake",
      outcomes: ["maybe"],
    });
    expect(badOutcome.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/sb/suggestions",
      payload: { source: "intake", outcomes: ["accepted"] },
    });
    expect(anonymous.statusCode).toBe(400);
  });

  it("shows staff per kind how the period's suggestions were answered", async () => {
    const before = await suggestions();
    expect(before.map((figure: { source: string }) => figure.source)).toEqual([
      "intake",
      "similar-companies",
    ]);
    const session = kit.newSession();
    await kit.sb("POST", "/api/sb/suggestions", session, {
      source: "similar-companies",
      outcomes: ["accepted", "accepted", "rejected"],
    });
    const after = await suggestions();
    type Figure = { source: string; accepted: number; corrected: number; rejected: number };
    const similar = (figures: Figure[]) =>
      figures.find((figure) => figure.source === "similar-companies") as Figure;
    const was = similar(before);
    expect(similar(after)).toEqual({
      ...was,
      accepted: was.accepted + 2,
      rejected: was.rejected + 1,
    });
  });
});
