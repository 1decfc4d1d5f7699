import { ensureFirstAdmin, firstAdminNotice } from "./api/users/first-admin";
import { buildApp } from "./app";
import { openDatabase } from "./db/open";
import { checkServing, loadEnv } from "./env";
import { announceListening } from "./listening-signal";
import { projectRoot } from "./project-root";
import { createRepositories, seedDatabase } from "./repositories";
import { createServices } from "./services";
import { loadServerBuild } from "./web/react-router";

const SHUTDOWN_GRACE_MS = 10_000;
const IDLE_REAP_MS = 50;

async function main() {
  const env = loadEnv();
  checkServing(env);
  const production = env.NODE_ENV !== "development";
  // Started now, awaited by buildApp: module loading overlaps the database's start-up.
  const pages = production ? loadServerBuild() : undefined;
  // A failure surfaces where buildApp awaits it; until then it must not count as unhandled.
  pages?.catch(() => {});
  const { database, release } = await openDatabase(env, {
    pgliteThread: production,
  });
  // Built while the embedded database may still be opening on its thread: the app's set-up
  // queries nothing but LISTEN, which waits for it (decision 042). Migrations and the seed
  // come before the app serves anything.
  const app = await buildApp({
    env,
    database,
    web: { mode: production ? "production" : "development", root: projectRoot },
  });
  app.addHook("onClose", async () => {
    await database.close();
    release();
  });
  await database.migrate();
  const repositories = createRepositories(database.db);
  await seedDatabase(repositories);
  const firstAdminPassword = await ensureFirstAdmin({
    users: repositories.users,
    audit: createServices(database.db, repositories).audit,
  });
  // Straight to the terminal, once, never through the (possibly collected) log.
  if (firstAdminPassword) process.stdout.write(firstAdminNotice(firstAdminPassword));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Connections busy when the signal came go idle once their response is sent; close them
    // then, or keep-alive clients would hold the server open until the grace period ends.
    const reapIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_REAP_MS);
    reapIdle.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  await app.listen({ port: env.PORT, host: env.HOST });
  announceListening();
  app.log.info(
    { database: database.kind, dataDir: database.kind === "pglite" ? env.DATA_DIR : undefined },
    "ready",
  );
}

main().catch((error: Error) => {
  // Start-up failures (bad env, locked data folder, unreachable database) are for a human.
  console.error(`\n${error.name === "Error" ? "Start-up failed" : error.name}: ${error.message}\n`);
  process.exit(1);
});
