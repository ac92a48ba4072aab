// Sign-in throttling: after 5 failures for one email or one client address within 15 minutes, further
// tries are refused until the oldest failure ages out. Kept in the database so every process agrees.
import { and, count, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { loginFailures } from "../../db/schema.ts";

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The keys one attempt counts against. */
export function throttleKeys(email: string, clientAddress: string): string[] {
  return [`email:${email.trim().toLowerCase()}`, `client:${clientAddress}`];
}

export async function isLoginBlocked(db: Database, keys: string[], now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gte(loginFailures.createdAt, since)))
    .groupBy(loginFailures.key);
  return rows.some((r) => r.n >= MAX_LOGIN_FAILURES);
}

export async function recordLoginFailure(db: Database, keys: string[], now = new Date()): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, createdAt: now })));
  // Old failures mean nothing any more; clearing them here keeps the table small without a timer.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}

/** A successful sign-in forgives that email's failures (the client address keeps its count). */
export async function clearLoginFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
