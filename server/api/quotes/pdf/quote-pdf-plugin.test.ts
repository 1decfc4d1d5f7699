import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import errorHandling from "../../../plugins/error-handling";
import { sampleSnapshot } from "../sample-snapshot";
import { PDF_UNAVAILABLE_MESSAGE } from "./pdf-renderer";
import quotePdf from "./quote-pdf-plugin";

describe("quote-pdf plugin", () => {
  it("decorates app.quotePdf without starting Chromium, and closes cleanly", async () => {
    const app = Fastify({ logger: false });
    await app.register(quotePdf);
    await app.ready();
    expect(typeof app.quotePdf.render).toBe("function");
    await app.close();
  });

  it("lets a route answer 503 when no Chromium is available", async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandling);
    await app.register(quotePdf, { findExecutable: () => null });
    app.get("/pdf", async (_, reply) => {
      const pdf = await app.quotePdf.render(sampleSnapshot({ locations: 1 }), { decision: null });
      return reply.type("application/pdf").send(pdf);
    });
    const response = await app.inject({ method: "GET", url: "/pdf" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, message: PDF_UNAVAILABLE_MESSAGE });
    await app.close();
  });
});
