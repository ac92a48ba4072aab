// Where @fastify/rate-limit counts submissions: a table, not the memory of one process, so that several
// server processes behind one proxy allow a client one budget between them and not one each.
//
// Each submission is counted by countInWindow (domain/rate-limits/counts.server.ts), which the emails'
// per-recipient limit shares.
import { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { rateLimitCounts } from "../db/schema.ts";
import { countInWindow } from "../domain/rate-limits/counts.server.ts";

/** A client: its address, and an IPv6 client by its /64 (one household or server), as the sign-in throttle counts. */
export const clientOf = (req: FastifyRequest) => normalizeIP(req.ip, 64);

/** Forgets windows that are over (run by the daily retention job; a counted key comes back at once). */
export async function deleteEndedWindows(db: Database): Promise<number> {
  const gone = await db
    .delete(rateLimitCounts)
    .where(lt(rateLimitCounts.resetsAt, sql`now()`))
    .returning({ key: rateLimitCounts.key });
  return gone.length;
}

/**
 * The store for @fastify/rate-limit's `store` option. The plugin constructs it with `new` (and asks it for
 * a child per limiter); a constructor that returns an object gives that object, so every limiter shares
 * this one. The plugin's own options (continueExceeding, exponentialBackoff) are not used here.
 */
export function databaseRateLimitStore(db: Database) {
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      countInWindow(db, key, timeWindow).then(
        (count) => callback(null, count),
        (err: Error) => callback(err),
      );
    },
    child: () => store,
  };
  return function DatabaseRateLimitStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}
