// Counts kept in the database (`rate_limit_counts`), so that every server process shares them: submissions
// per client (server/rate-limit-store.ts) and emails per recipient (domain/mail/outbox.server.ts).
//
// Each count costs one INSERT … ON CONFLICT DO UPDATE … RETURNING: the row lock makes concurrent counts
// from any process go one after another, and a window past its reset starts again from 1.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { rateLimitCounts } from "../../db/schema.ts";

export interface Count {
  /** Counted in the current window, this one included */
  current: number;
  /** Milliseconds until the window starts again */
  ttl: number;
}

/** Counts one more (or `hits` more at once) against `key` in a window of `windowMs`. */
export async function countInWindow(db: Database, key: string, windowMs: number, hits = 1): Promise<Count> {
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
