// Several server processes on one PostgreSQL database each keep pages and API reads in memory
// (response-cache.ts). A change staff save in one process must show in all of them, so the saving process
// says so with NOTIFY, and every process LISTENs and empties its own cache when another one speaks.
// PostgreSQL delivers a notice when the transaction that sent it commits, and it is sent after the change
// was saved, so a process that empties its cache on a notice reads the change at its next request.
//
// The listener holds one connection of its own (a pooled one would be handed to queries), in place before the
// process serves anything. When it drops (the server restarts, a network blip), notices sent meanwhile are
// lost: it connects again, waiting longer after each failure, and empties the cache once connected, in case
// it missed one.
// The embedded database serves one process only: there is nobody to tell.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import type { DatabaseHandle } from "../../db/client.server.ts";

export const CONTENT_CHANGES_CHANNEL = "portal_content_changed";
const FIRST_RETRY_MS = 200;
const MAX_RETRY_MS = 10_000;

export async function addContentChanges(app: FastifyInstance, database: DatabaseHandle) {
  const { url } = database;
  if (database.kind !== "postgres" || !url) return;
  // Every process hears its own notices too: the payload says which process sent one.
  const sender = randomUUID();

  app.responseCache.onContentChanged(() => {
    database.db.execute(sql`select pg_notify(${CONTENT_CHANGES_CHANNEL}, ${sender})`).catch((err: unknown) => {
      // The other processes catch up when their kept answers expire (a minute).
      app.log.warn({ err }, "could not tell the other server processes about a change");
    });
  });

  const listener = listenForChanges(url, {
    onNotice: (payload) => {
      if (payload !== sender) app.responseCache.clear();
    },
    onReconnected: () => app.responseCache.clear(),
    onLost: (err) => app.log.warn({ err }, "lost the connection that listens for content changes; connecting again"),
  });
  app.addHook("onClose", () => listener.close());
  await listener.firstAttempt;
}

interface ListenHandlers {
  onNotice: (payload: string | undefined) => void;
  /** Once LISTEN is in place again after the connection was lost or the first attempt failed */
  onReconnected: () => void;
  onLost: (err: unknown) => void;
}

/**
 * Keeps one connection LISTENing on the channel, connecting again with back-off whenever it is lost.
 * `firstAttempt` settles when the first connection is listening or has failed.
 */
function listenForChanges(url: string, handlers: ListenHandlers) {
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let attempts = 0;
  let closed = false;

  const retry = (lost: pg.Client, err: unknown) => {
    if (closed || client !== lost) return;
    client = undefined;
    lost.removeAllListeners();
    lost.on("error", () => {}); // a late error from the dropped connection must not crash the process
    lost.end().catch(() => {});
    handlers.onLost(err);
    const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures++);
    timer = setTimeout(connect, wait);
  };

  async function connect() {
    attempts++;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    client = next;
    next.on("notification", (notice) => handlers.onNotice(notice.payload));
    next.on("error", (err) => retry(next, err));
    next.on("end", () => retry(next, new Error("connection ended")));
    try {
      await next.connect();
      await next.query(`listen ${CONTENT_CHANGES_CHANNEL}`);
    } catch (err) {
      retry(next, err);
      return;
    }
    if (client !== next) return;
    failures = 0;
    if (attempts > 1) handlers.onReconnected();
  }

  return {
    firstAttempt: connect(),
    async close() {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
