import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { authenticate } from "../api/auth/authenticate";
import { openQuote } from "../api/quotes/public-quote";
import { cspNonce } from "../http/csp-nonce";
import { adminGuard } from "./admin-guard";
import { sendCachedPage, sharedPageKey } from "./cached-pages";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge";
import { createPageCache, toCachedPage } from "./page-cache";
import { createPageReads } from "./page-reads";

export interface WebOptions {
  mode: "production" | "development";
  /** Project root: holds vite.config.ts (development) or build/ (production). */
  root: string;
  /** PUBLIC_URL: the origin canonical URLs use instead of the request's Host. */
  publicUrl?: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

let serverBuild: Promise<ServerBuild> | undefined;

/**
 * The production page renderer (build/server/index.js, every route module with its
 * libraries), imported once. `#page-build` (package.json "imports") names that file, so the
 * server's compiler bundles it into the one file the server runs, with the same React and
 * React Router (decision 041). The process entry starts it before opening the database, and
 * health answers only once pages can be served.
 */
export function loadServerBuild(): Promise<ServerBuild> {
  serverBuild ??= import("#page-build") as Promise<ServerBuild>;
  return serverBuild;
}

async function serveBuiltAssets(app: FastifyInstance, root: string) {
  const client = path.join(root, "build/client");
  // Hashed assets: one /assets/* route. A route per file (about 450 with the .br and .gz
  // siblings) cost about 150 ms of every start (issue 12).
  await app.register(fastifyStatic, {
    root: path.join(client, "assets"),
    prefix: "/assets/",
    preCompressed: true,
    setHeaders(reply) {
      reply.header("cache-control", IMMUTABLE);
    },
  });
  // The other public files (favicon, images) route by route, so any other path still
  // reaches the pages below; their .br and .gz siblings are found without routes.
  await app.register(fastifyStatic, {
    root: client,
    wildcard: false,
    globIgnore: ["assets/**", "**/*.br", "**/*.gz"],
    preCompressed: true,
    decorateReply: false,
    setHeaders(reply) {
      reply.header("cache-control", "public, max-age=3600");
    },
  });
  // One handler for the one build: given a function instead, React Router would derive its
  // routes again on every request.
  const handler = createRequestHandler(await loadServerBuild(), "production");
  return async () => handler;
}

async function serveViteDevServer(app: FastifyInstance, root: string) {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import("vite"),
    import("@fastify/middie"),
  ]);
  const vite = await createServer({
    root,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook("onClose", () => vite.close());
  await app.register(middie);
  app.use(vite.middlewares);
  // A build per request, so edits show at once.
  const handler = createRequestHandler(
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  );
  return async () => handler;
}

/** Only a plain success without cookies may be shown to another visitor. */
function isShareable(response: Response): boolean {
  return response.status === 200 && !response.headers.has("set-cookie");
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

  const pageHandler =
    mode === "production" ? await serveBuiltAssets(app, root) : await serveViteDevServer(app, root);
  // Development renders every time: a cached page would hide the edit just made.
  const pages = mode === "production" ? createPageCache({ changes: app.contentChanges }) : null;
  const authCookies = [app.auth.cookies.session, app.auth.cookies.pending];
  const reads = createPageReads(app);

  app.all("/*", { schema: { hide: true } }, async (request, reply) => {
    const siteUrl = (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");
    const nonce = cspNonce(request.raw);
    const pageKey = pages ? sharedPageKey(request, siteUrl, authCookies) : undefined;
    if (pages && pageKey) {
      const cached = pages.get(pageKey);
      if (cached) return sendCachedPage(request, reply, cached, nonce, "hit");
    }
    const generation = app.contentChanges.generation();
    const auth = await authenticate(request);
    const handle = await pageHandler();
    const response = await handle(toFetchRequest(request, reply), {
      nonce,
      repositories: app.repositories,
      reads,
      user: auth?.user ?? null,
      sessionId: auth?.sessionId ?? null,
      siteUrl,
      async openQuote(token) {
        const opened = await openQuote(app, token, { countView: !auth, siteUrl });
        if ("open" in opened && opened.firstView) app.outbox.wake();
        return opened;
      },
    });
    if (pages && pageKey && request.method === "GET" && isShareable(response)) {
      const page = toCachedPage(await response.text(), nonce, response.headers);
      pages.set(pageKey, page, generation);
      return sendCachedPage(request, reply, page, nonce, "miss");
    }
    return sendFetchResponse(reply, response);
  });
}
