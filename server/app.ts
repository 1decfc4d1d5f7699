import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { type AuthContext, createAuthContext } from "./api/auth/auth-context";
import apiRoutes from "./api/routes";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import { loggerOptions } from "./logger";
import csrf from "./plugins/csrf";
import errorHandling from "./plugins/error-handling";
import openapi from "./plugins/openapi";
import redirects from "./plugins/redirects";
import security from "./plugins/security";
import { createRepositories, type Repositories } from "./repositories";
import webApp, { type WebOptions } from "./web/react-router";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
    repositories: Repositories;
    auth: AuthContext;
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
}

const REQUEST_ID = /^[\w-]{1,64}$/;

export async function buildApp({ env, database, web, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger === false ? false : { ...loggerOptions(env), ...logger },
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("database", database);
  app.decorate("repositories", createRepositories(database.db));
  app.decorate("auth", createAuthContext(env));
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(errorHandling);
  await app.register(security, { env });
  await app.register(csrf);
  await app.register(compress, { threshold: 1024 });
  await app.register(openapi);
  await app.register(apiRoutes, { prefix: "/api" });
  await app.register(redirects);
  if (web) await app.register(webApp, { publicUrl: env.PUBLIC_URL, ...web });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
