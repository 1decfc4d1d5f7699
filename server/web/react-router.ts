import path from "node:path";
import { pathToFileURL } from "node:url";
import middie from "@fastify/middie";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { authenticate } from "../api/auth/authenticate";
import { openQuote } from "../api/quotes/public-quote";
import { cspNonce } from "../plugins/csp-nonce";
import { adminGuard } from "./admin-guard";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge";

export interface WebOptions {
  mode: "production" | "development";
  /** Project root: holds vite.config.ts (development) or build/ (production). */
  root: string;
  /** PUBLIC_URL: the origin canonical URLs use instead of the request's Host. */
  publicUrl?: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

async function serveBuiltAssets(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root: path.join(root, "build/client"),
    wildcard: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", hashed ? IMMUTABLE : "public, max-age=3600");
    },
  });
  const build: ServerBuild = await import(
    pathToFileURL(path.join(root, "build/server/index.js")).href
  );
  return async () => build;
}

async function serveViteDevServer(app: FastifyInstance, root: string) {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook("onClose", () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  return () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

/**
 * Everything outside /api: server-rendered React Router pages, their data requests and
 * actions, and the static assets of the client build.
 */
export default async function webApp(app: FastifyInstance, { mode, root, publicUrl }: WebOptions) {
  // Actions read their own form bodies, so this scope must leave the body stream unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));
  app.addHook("onRequest", adminGuard);

  const getBuild =
    mode === "production" ? await serveBuiltAssets(app, root) : await serveViteDevServer(app, root);
  const handle = createRequestHandler(getBuild, mode);

  app.all("/*", { schema: { hide: true } }, async (request, reply) => {
    const auth = await authenticate(request);
    const siteUrl = (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");
    const response = await handle(toFetchRequest(request, reply), {
      nonce: cspNonce(request.raw),
      repositories: app.repositories,
      user: auth?.user ?? null,
      sessionId: auth?.sessionId ?? null,
      siteUrl,
      async openQuote(token) {
        const opened = await openQuote(app.repositories, token, { countView: !auth, siteUrl });
        if ("open" in opened && opened.firstView) app.outbox.wake();
        return opened;
      },
    });
    return sendFetchResponse(reply, response);
  });
}
