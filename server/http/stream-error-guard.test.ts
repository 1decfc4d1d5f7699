import { PassThrough } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { guardStreamErrors } from "./stream-error-guard";

describe("guardStreamErrors", () => {
  it("gives a streamed body an error listener, so a client leaving cannot end the process", async () => {
    const app = Fastify();
    let sent: PassThrough | undefined;
    let listenersBefore = 0;
    let listenersAfter = 0;
    app.addHook("onSend", (_request, _reply, payload, done) => {
      listenersBefore = (payload as PassThrough).listenerCount("error");
      done(null, payload);
    });
    guardStreamErrors(app);
    app.addHook("onSend", (_request, _reply, payload, done) => {
      sent = payload as PassThrough;
      listenersAfter = sent.listenerCount("error");
      done(null, payload);
    });
    app.get("/stream", (_request, reply) => {
      const body = new PassThrough();
      body.end("robots");
      return reply.type("text/plain").send(body);
    });
    const response = await app.inject("/stream");
    expect(response.body).toBe("robots");
    expect(listenersAfter).toBe(listenersBefore + 1);
    const premature = Object.assign(new Error("Premature close"), {
      code: "ERR_STREAM_PREMATURE_CLOSE",
    });
    expect(() => sent?.emit("error", premature)).not.toThrow();
    await app.close();
  });
});
