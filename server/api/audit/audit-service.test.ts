import { describe, expect, it } from "vitest";
import type { AuditRecord } from "./audit-repository";
import { createAuditService } from "./audit-service";

function recorder() {
  const written: { entry: AuditRecord; executor: unknown }[] = [];
  const service = createAuditService({
    record: async (entry, executor) => {
      written.push({ entry, executor });
    },
  });
  return { service, written };
}

const fact = { event: "user.created", targetType: "user", targetId: "u1" } as const;

describe("the audit service (decision 061)", () => {
  it("names a staff member by id and username, with the request's client", async () => {
    const { service, written } = recorder();
    const tx = { marker: "tx" };
    await service.record(
      fact,
      { actor: { id: "a1", username: "dana" }, client: { ip: "203.0.113.9", userAgent: "UA" } },
      tx as never,
    );
    expect(written).toEqual([
      {
        entry: {
          ...fact,
          actorId: "a1",
          actorUsername: "dana",
          ip: "203.0.113.9",
          userAgent: "UA",
        },
        executor: tx,
      },
    ]);
  });

  it("names a process without an account, and no one when nobody acted", async () => {
    const { service, written } = recorder();
    await service.record(fact, { actor: { process: "command line" } });
    await service.record(fact);
    expect(written.map(({ entry }) => [entry.actorId, entry.actorUsername, entry.ip])).toEqual([
      [null, "command line", null],
      [null, null, null],
    ]);
    expect(written[0]?.executor).toBeUndefined();
  });
});
