// Entry for `npm run dev`: Vite loads this module and calls createServer on every reload. The database is
// kept on globalThis so a reload does not open the same PGlite folder twice.
import type { ViteDevServer } from "vite";
import type { DatabaseHandle } from "../db/client.server.ts";
import { prepareContent } from "../seed/prepare-content.ts";
import { prepareAdmin } from "./admin-account.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openReadyDatabase, uploadsDir } from "./database.ts";

const cache = globalThis as typeof globalThis & { __portalDatabase?: Promise<DatabaseHandle> };

export async function createServer(devServer: ViteDevServer) {
  // Links point at the development server's own address unless SITE_URL says otherwise.
  const config = loadConfig(undefined, { servedAt: `http://localhost:${devServer.config.server.port ?? 5173}` });
  cache.__portalDatabase ??= openReadyDatabase(config).then(async (database) => {
    await prepareContent(database, uploadsDir(config));
    await prepareAdmin(database.db, config, {
      info: (_obj, msg) => console.info(msg),
      warn: (_obj, msg) => console.warn(msg),
    });
    return database;
  });
  return buildApp({ database: await cache.__portalDatabase, config, devServer });
}
