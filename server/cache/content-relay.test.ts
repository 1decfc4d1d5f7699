import { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pgliteNotifications } from "../db/notifications";
import { createContentChanges } from "./content-changes";
import { relayContentChanges } from "./content-relay";

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

// Two relays on one database stand for two instances: NOTIFY carries the change across.
describe("content changes between instances", () => {
  const database = new PGlite();
  // Starting PGlite compiles its WebAssembly: seconds on a busy 2-core machine. That is the
  // set-up's time, not the relay's, so the test's own timeout measures only the relay.
  beforeAll(() => database.waitReady, 120_000);
  afterAll(() => database.close());

  it("tells the other instance once, and does not echo a change back to its writer", async () => {
    const notifications = pgliteNotifications(database);
    const [here, there] = [createContentChanges(), createContentChanges()];
    const stops = await Promise.all([
      relayContentChanges(here, notifications, log),
      relayContentChanges(there, notifications, log),
    ]);
    const heard = { here: vi.fn(), there: vi.fn() };
    here.subscribe(heard.here);
    there.subscribe(heard.there);

    await here.publish();
    await vi.waitFor(() => expect(heard.there).toHaveBeenCalledTimes(1));
    expect(heard.here).toHaveBeenCalledTimes(1);
    expect([here.generation(), there.generation()]).toEqual([1, 1]);

    await Promise.all(stops.map((stop) => stop()));
    await here.publish();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard.there).toHaveBeenCalledTimes(1);
  });

  it("logs a NOTIFY that fails instead of failing the write it follows", async () => {
    const changes = createContentChanges();
    const stop = await relayContentChanges(
      changes,
      {
        listen: async () => async () => {},
        notify: () => Promise.reject(new Error("connection lost")),
      },
      log,
    );
    await expect(changes.publish()).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalled();
    await stop();
  });

  it("drops the caches when the listening connection comes back, as news may be lost", async () => {
    const changes = createContentChanges();
    let reconnected = () => {};
    await relayContentChanges(
      changes,
      {
        listen: async (_channel, _onMessage, onGap) => {
          reconnected = onGap;
          return async () => {};
        },
        notify: async () => {},
      },
      log,
    );
    reconnected();
    expect(changes.generation()).toBe(1);
  });
});
