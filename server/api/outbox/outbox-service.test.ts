import { describe, expect, it } from "vitest";
import { createOutboxService } from "./outbox-service";

function outbox() {
  const queued: unknown[] = [];
  let wakes = 0;
  const service = createOutboxService({
    repository: {
      enqueue: async (message, executor) => {
        queued.push({ message, executor });
        return {} as never;
      },
    },
    recipients: {
      tokenFor: async (email) => (email.startsWith("gone@") ? null : "token"),
      unsubscribedAmong: async () => new Map(),
    },
    wake: () => {
      wakes++;
    },
  });
  return { service, queued, wakes: () => wakes };
}

const message = { kind: "quote.viewed", to: "sales@example.com", subject: "Viewed", text: "." };

describe("the outbox service (decision 061)", () => {
  it("queues in the caller's transaction and wakes the worker once it committed", async () => {
    const { service, queued, wakes } = outbox();
    const batch = service.batch();
    const tx = { marker: "tx" } as never;
    await batch.queue(message, tx);
    expect(queued).toEqual([{ message, executor: tx }]);
    expect(wakes()).toBe(0); // not before the commit: the message is not visible yet
    batch.committed();
    expect(wakes()).toBe(1);
  });

  it("does not wake for a unit of work that queued nothing, whatever another one queued", async () => {
    const { service, wakes } = outbox();
    const quiet = service.batch();
    const busy = service.batch();
    await busy.queue(message, {} as never);
    quiet.committed();
    expect(wakes()).toBe(0);
    busy.committed();
    expect(wakes()).toBe(1);
  });

  it("queues customer mail with its unsubscribe link, and nothing for an unsubscribed address", async () => {
    const { service, queued, wakes } = outbox();
    const batch = service.batch();
    const tx = {} as never;
    const to = {
      kind: "quote.sent",
      to: "dana@example.com",
      subject: "Quote",
      text: "Hello",
      brand: { name: "Sentinel", logoUrl: null, color: "#0e7490" },
    };
    await batch.queueCustomer(to, tx, "https://www.example.com");
    expect(queued).toEqual([
      {
        message: {
          ...to,
          text: "Hello\n\n--\nTo receive no more e-mail about quotes from us: https://www.example.com/unsubscribe/token",
          audience: "customer",
          unsubscribeUrl: "https://www.example.com/api/unsubscribe/token",
        },
        executor: tx,
      },
    ]);
    const refused = await batch.queueCustomer({ ...to, to: "gone@example.com" }, tx, "https://x");
    expect(refused).toBeNull();
    expect(queued).toHaveLength(1);
    batch.committed();
    expect(wakes()).toBe(1);
  });
});
