import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { type BackgroundWorker, registerWorkers } from "./background-worker";

function recorder(log: string[], name: string): BackgroundWorker {
  return {
    start: () => {
      log.push(`${name} start`);
    },
    stop: async () => {
      log.push(`${name} stop`);
    },
  };
}

describe("registerWorkers (decision 052)", () => {
  it("starts build workers at once, listen workers on listen, and stops all before onClose", async () => {
    const log: string[] = [];
    const app = Fastify({ logger: false });
    app.addHook("onClose", async () => {
      log.push("database closed");
    });
    const started = registerWorkers(
      app,
      [
        { name: "hub", startsOn: "build", create: () => recorder(log, "hub") },
        { name: "sweep", startsOn: "listen", create: () => recorder(log, "sweep") },
      ],
      {},
    );
    await started;
    expect(log).toEqual(["hub start"]);
    expect((app as unknown as Record<string, unknown>).sweep).toBeDefined();

    await app.ready();
    expect(log).toEqual(["hub start"]);
    await app.listen({ port: 0, host: "127.0.0.1" });
    expect(log).toEqual(["hub start", "sweep start"]);

    await app.close();
    expect(log).toEqual(["hub start", "sweep start", "hub stop", "sweep stop", "database closed"]);
  });

  it("answers with the failure of a build worker that cannot start", async () => {
    const app = Fastify({ logger: false });
    const failing: BackgroundWorker = {
      start: () => {
        throw new Error("no LISTEN");
      },
      stop: async () => {},
    };
    await expect(
      registerWorkers(app, [{ name: "hub", startsOn: "build", create: () => failing }], {}),
    ).rejects.toThrow("no LISTEN");
    await app.close();
  });

  it("gives each worker the app and the context it was registered with", async () => {
    const app = Fastify({ logger: false });
    const seen: unknown[] = [];
    await registerWorkers(
      app,
      [
        {
          name: "outbox",
          startsOn: "listen",
          create: (instance, context: { pollMs: number }) => {
            seen.push(instance === app, context.pollMs);
            return recorder([], "outbox");
          },
        },
      ],
      { pollMs: 50 },
    );
    expect(seen).toEqual([true, 50]);
    await app.close();
  });
});
