// The portal's process: read configuration, open and migrate the database, make sure an admin exists, load
// the public catalogue and the demo data when they are new, serve, and shut down cleanly on SIGTERM/SIGINT.
import { prepareContent } from "../seed/prepare-content.ts";
import { prepareAdmin } from "./admin-account.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openReadyDatabase, StartupError, uploadsDir } from "./database.ts";
import { scheduleRetention } from "./plugins/retention.ts";

const SHUTDOWN_DEADLINE_MS = 9_000;

async function main() {
  const config = loadConfig();
  let database = await openReadyDatabase(config);
  let app = await buildApp({ database, config });
  try {
    // Before the demo data: a production server without an admin stops at once.
    await prepareAdmin(database.db, config, app.log);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  const { catalogue, demo } = await prepareContent(database, uploadsDir(config));
  if (catalogue) app.log.info({ catalogue }, "loaded the public catalogue (db/data)");
  if (demo) app.log.info({ demo }, "loaded the demo data into the empty database");
  if (catalogue && database.kind === "pglite") {
    // The embedded database's WebAssembly memory grows to the bulk load's peak and never shrinks: serve from
    // a fresh instance on the loaded files, about 200 MB lighter (docs/performance.md).
    await app.close();
    await database.close();
    database = await openReadyDatabase(config);
    app = await buildApp({ database, config });
  }
  // Enquiries and reviews older than RETENTION_MONTHS are deleted daily, as the privacy page promises.
  scheduleRetention(app, database.db, { months: config.RETENTION_MONTHS });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("requests still running after 9 s; exiting anyway");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await app.close(); // stops accepting, lets requests in flight finish
    await database.close();
    process.exit(0);
  };
  // One forgotten promise must not take every visitor's page down with it: log it and keep serving.
  process.on("unhandledRejection", (reason) => app.log.error({ err: reason }, "unhandled promise rejection"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    await database.close().catch(() => {});
    const code = (err as { code?: string }).code;
    throw new StartupError(`Cannot listen on ${config.HOST}:${config.PORT}: ${code ?? (err as Error).message}`);
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof StartupError) {
    console.error(`Start-up failed. ${err.message}`);
  } else {
    console.error("Start-up failed.", err);
  }
  process.exit(1);
});
