import compress from "@fastify/compress";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { MAX_FRAME_BYTES } from "../shared/realtime/messages";
import { type AuthContext, createAuthContext } from "./api/auth/auth-context";
import mediaFiles from "./api/media/file-routes";
import quotePdf, { type QuotePdf } from "./api/quotes/pdf/quote-pdf-plugin";
import apiRoutes from "./api/routes";
import { type ContentChanges, createContentChanges } from "./cache/content-changes";
import { relayContentChanges } from "./cache/content-relay";
import type { DatabaseHandle } from "./db/client";
import { checkServing, type Env } from "./env";
import { createAnswerLane, serverWithLane } from "./http/answer-lane";
import { sentAnswer } from "./http/conditional-get";
import { publicHostCheck } from "./http/public-host";
import { requestId } from "./http/request-id";
import { guardStreamErrors } from "./http/stream-error-guard";
import { fastifyTrustProxy } from "./http/trust-proxy";
import { registerWorkers } from "./jobs/background-worker";
import { loggerOptions } from "./logger";
import csrf from "./plugins/csrf";
import errorHandling from "./plugins/error-handling";
import hostCheck from "./plugins/host-check";
import openapi from "./plugins/openapi";
import redirects from "./plugins/redirects";
import security from "./plugins/security";
import textInput from "./plugins/text-input";
import { createRepositories, type Repositories } from "./repositories";
import { createServices, type Services } from "./services";
import webApp, { type WebOptions } from "./web/react-router";
import { type WorkerContext, workers } from "./workers";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
    repositories: Repositories;
    /** What each module offers the others (decision 061). */
    services: Services;
    /** Public content changed (here or on another instance): caches and cached pages drop. */
    contentChanges: ContentChanges;
    auth: AuthContext;
    /** Quote PDFs (issue 11); Chromium starts on the first render, not with the app. */
    quotePdf: QuotePdf;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Pages and assets; API tests leave it out. */
  web?: WebOptions;
  /**
   * False silences the log; an object (tests pass a stream and level) is laid over the
   * env-derived options, so redaction and the request serializer always apply.
   */
  logger?: false | Exclude<FastifyServerOptions["logger"], boolean | undefined>;
  outbox?: WorkerContext["outbox"];
}

export async function buildApp({ env, database, web, logger, outbox }: BuildAppOptions) {
  // Production serves only with PUBLIC_URL (e-mail links, the Host check): decision 044.
  checkServing(env);
  const answerLane = createAnswerLane({ acceptsHost: publicHostCheck(env.PUBLIC_URL) });
  const app = Fastify({
    serverFactory: serverWithLane(answerLane),
    logger: logger === false ? false : { ...loggerOptions(env), ...logger },
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    requestIdHeader: false,
    genReqId: requestId,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 256 * 1024,
    // Zod validates and serializes every route. Given here, Fastify does not load its default
    // compilers (Ajv, fast-json-stringify), which cost about 200 ms of every start (issue 12).
    // The option is typed for Ajv; at run time a factory has to return a compiler, as here.
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler as never,
        buildSerializer: () => serializerCompiler as never,
      },
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("database", database);
  const contentChanges = createContentChanges();
  app.decorate("contentChanges", contentChanges);
  contentChanges.subscribe(() => answerLane.clear());
  app.addHook("onResponse", (request, reply, done) => {
    const answer = sentAnswer(request.raw);
    if (answer) answerLane.keep(request.raw, answer, reply.statusCode, reply.getHeaders());
    done();
  });
  app.decorate("repositories", createRepositories(database.db, contentChanges));
  // The outbox worker is registered below; a wake before it exists sends at the next poll.
  app.decorate(
    "services",
    createServices(database.db, app.repositories, { wakeOutbox: () => app.outbox?.wake() }),
  );
  // LISTENs, started here and awaited once the app is put together: the embedded database may
  // still be opening on its thread meanwhile (decision 042). Until then a failure must not
  // count as unhandled; it fails the build where it is awaited.
  const relaying = relayContentChanges(contentChanges, database.notifications, app.log);
  relaying.catch(() => {});
  // preClose: the listening connection must go before the database closes (onClose).
  app.addHook("preClose", async () => {
    const stopRelay = await relaying;
    await stopRelay();
  });
  app.decorate("auth", createAuthContext(env));
  // The outbox, the blog scheduler, the sweeps and the staff fan-out: one list, one
  // start/stop shape (decision 052).
  const workersStarting = registerWorkers(app, workers, { env, outbox });
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    done(null, payload);
  });

  await app.register(errorHandling);
  await app.register(security, { env });
  await app.register(hostCheck, { env });
  await app.register(csrf);
  await app.register(textInput);
  await app.register(compress, { threshold: 1024 });
  guardStreamErrors(app);
  await app.register(openapi);
  await app.register(quotePdf);
  // Before the routes: the channel routes need its upgrade handling. ws closes a frame over
  // the limit with 1009 before anything parses it.
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  await app.register(apiRoutes, { prefix: "/api" });
  await app.register(redirects);
  await app.register(mediaFiles);
  if (web) await app.register(webApp, { publicUrl: env.PUBLIC_URL, ...web });
  await Promise.all([relaying, workersStarting]);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
