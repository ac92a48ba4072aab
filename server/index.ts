// The portal's process: read configuration, prepare the database (migrate, make sure an admin exists, load the
// public catalogue and the demo data when they are new: once, however many processes start together), serve,
// and shut down cleanly on SIGTERM/SIGINT.
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openReadyDatabase, StartupError } from "./database.ts";
import { startupLogger } from "./logging.ts";
import type { Lifecycle } from "./plugins/health.ts";
import { scheduleRetention } from "./schedules/retention.ts";
import { prepareDatabase } from "./startup.ts";

const SHUTDOWN_DEADLINE_MS = 9_000;

async function main() {
  const config = loadConfig();
  const log = startupLogger(config.LOG_LEVEL);
  const prepared = await prepareDatabase(config, log);
  let { database } = prepared;
  const { catalogue, demo } = prepared.content;
  if (catalogue) log.info({ catalogue }, "loaded the public catalogue (db/data)");
  if (demo) log.info({ demo }, "loaded the demo data into the empty database");
  if (catalogue && database.kind === "pglite") {
    // The embedded database's WebAssembly memory grows to the bulk load's peak and never shrinks: serve from
    // a fresh instance on the loaded files, about 200 MB lighter (docs/performance.md).
    await database.close();
    database = await openReadyDatabase(config);
  }
  const lifecycle: Lifecycle = { phase: "starting" };
  const app = await buildApp({ database, config, lifecycle });
  // Leads and reviews older than RETENTION_MONTHS are deleted daily, as the privacy page promises.
  scheduleRetention(app, database.db, { months: config.RETENTION_MONTHS, auditMonths: config.AUDIT_RETENTION_MONTHS });

  const stop = async (signal: string) => {
    if (lifecycle.phase === "stopping") return;
    lifecycle.phase = "stopping"; // /readyz says 503 to requests still arriving on open connections
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
  if (lifecycle.phase === "starting") lifecycle.phase = "serving";
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof StartupError) {
    console.error(`Start-up failed. ${err.message}`);
  } else {
    console.error("Start-up failed.", err);
  }
  process.exit(1);
});
