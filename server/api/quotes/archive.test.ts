import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { type QuoteKit, quoteKit } from "./quote-test-kit";

/**
 * Archive and restore as use cases (issue 33, decision 055): the state machine decides, the
 * flag is written through the repository, and the audit entry is a reaction to the event, in
 * the same transaction.
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

const ADMIN = "/api/admin/configurations";

const auditOf = (event: "configuration.archived" | "configuration.restored", id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.event, event), eq(auditLog.targetId, id)));

describe("archive and restore", () => {
  it("flip the flag once each, keep the status, and leave one audit entry each", async () => {
    const quote = await kit.builderQuote();
    const shared = await kit.share(quote);
    expect(shared.token).toBeTruthy();

    const archived = await admin.request("POST", `${ADMIN}/${quote.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().message).toBe("Archived");
    expect(archived.json().data.configuration.isActive).toBe(false);
    // Archiving is a flag beside the status (decision 048): the quote stays shared.
    expect((await kit.configurationRow(quote.id)).status).toBe("shared");
    const [entry] = await auditOf("configuration.archived", quote.id);
    expect(entry).toMatchObject({
      targetType: "configuration",
      targetLabel: quote.name,
      actorUsername: expect.any(String),
    });
    expect(entry?.actorId).toBeTruthy();

    // The machine refuses a second archive: a stale page gets a 409, nothing is written.
    const again = await admin.request("POST", `${ADMIN}/${quote.id}/archive`);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe("This quote is already archived.");
    expect(await auditOf("configuration.archived", quote.id)).toHaveLength(1);

    const restored = await admin.request("POST", `${ADMIN}/${quote.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.configuration.isActive).toBe(true);
    expect(await auditOf("configuration.restored", quote.id)).toHaveLength(1);

    const restoredAgain = await admin.request("POST", `${ADMIN}/${quote.id}/restore`);
    expect(restoredAgain.statusCode, restoredAgain.body).toBe(409);
    expect(restoredAgain.json().message).toBe("This quote is not archived.");
    expect((await kit.configurationRow(quote.id)).isActive).toBe(true);
  });

  it("answers 404 for a quote that does not exist", async () => {
    const missing = await admin.request(
      "POST",
      `${ADMIN}/00000000-0000-4000-8000-000000000000/archive`,
    );
    expect(missing.statusCode, missing.body).toBe(404);
    expect(missing.json().message).toBe("Configuration not found");
  });
});
