// Where @fastify/rate-limit counts submissions: a table, not the memory of one process, so that several
// server processes behind one proxy allow a client one budget between them and not one each.
//
// Each submission costs one INSERT … ON CONFLICT DO UPDATE … RETURNING: the row lock makes concurrent
// submissions from any process count one after another, and a window past its reset starts again from 1.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { rateLimitCounts } from "../../db/schema.ts";

export interface Count {
  /** Submissions in the current window, this one included */
  current: number;
  /** Milliseconds until the window starts again */
  ttl: number;
}

/** Counts one submission (or `hits` at once) against `key` in a window of `windowMs`. */
export async function countSubmission(db: Database, key: string, windowMs: number, hits = 1): Promise<Count> {
  const t = rateLimitCounts;
  const expired = sql`${t.resetsAt} <= now()`;
  const [row] = await db
    .insert(t)
    .values({ key, hits, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        hits: sql`case when ${expired} then ${hits}::int else ${t.hits} + ${hits}::int end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${t.resetsAt} end`,
      },
    })
    .returning({
      current: t.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${t.resetsAt} - now()) * 1000))::int`,
    });
  return row;
}

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
      countSubmission(db, key, timeWindow).then(
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
