// Sign-in throttling (docs/decisions/014-sign-in-throttle.md). Every attempt counts against two keys: the
// account at this client address (5 attempts), and the client address across all accounts (20, against
// trying one password on many accounts). A key that reaches its limit is blocked for a minute; each further
// attempt checked after a block doubles the next one, up to an hour. A key quiet for an hour is forgotten. A stranger's failures never
// block the admin at another address, so nobody can lock the only admin out from afar.
//
// The attempt is counted by one INSERT … ON CONFLICT DO UPDATE … RETURNING before the password is checked:
// the database decides under the row lock whether this attempt may go on, so a burst of parallel guesses
// gets exactly as many password checks as the limit allows, in one process or many.
import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { loginThrottle } from "../../db/schema.ts";

/** Attempts one account may get from one address before it is blocked there. */
export const ACCOUNT_ATTEMPTS = 5;
/** Attempts one address may make across all accounts. */
export const ADDRESS_ATTEMPTS = 20;
const FIRST_LOCKOUT_MS = 60 * 1000;
export const MAX_LOCKOUT_MS = 60 * 60 * 1000;
/** A key with no attempt (and no block) for this long starts again from nothing. */
export const FORGET_AFTER_MS = 60 * 60 * 1000;

export interface ThrottleKeys {
  account: string;
  address: string;
}

/**
 * The keys one attempt counts against. The email is kept only as a hash (people type their password into
 * the email field too), and an IPv6 client counts by its /64, which one household or server usually holds.
 */
export function throttleKeys(email: string, clientAddress: string): ThrottleKeys {
  const address = addressPrefix(clientAddress);
  const account = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return { account: `account:${account}@${address}`, address: `address:${address}` };
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt against both keys, and says whether its password may be checked. */
export async function reserveAttempt(db: Database, keys: ThrottleKeys, now = new Date()): Promise<Reservation> {
  const t = loginThrottle;
  const at = sql`${now.toISOString()}::timestamptz`;
  const limit = sql`(case when ${t.key} = ${keys.address} then ${number(ADDRESS_ATTEMPTS)} else ${number(ACCOUNT_ATTEMPTS)} end)`;
  // A key with no attempt and no block for an hour starts again from nothing.
  const stale = sql`(greatest(${t.lastAttemptAt}, ${t.blockedUntil}) < ${at} - ${milliseconds(FORGET_AFTER_MS)})`;
  const before = sql`(case when ${stale} then 0 else ${t.attempts} end)`;
  const keptBlock = sql`(case when ${stale} then null else ${t.blockedUntil} end)`;
  // Whether either key is blocked: read for both rows as the statement starts, so an attempt the other key
  // refuses is not counted against this one. Each row's own block is checked again under its lock below.
  const blockedNow = sql`exists (select 1 from ${t} where ${t.key} in (${keys.account}, ${keys.address}) and ${t.blockedUntil} > ${at})`;
  const refused = sql`(excluded.last_refused or coalesce(${t.blockedUntil} > ${at}, false))`;
  // The attempt that reaches the limit sets the first block already (a success lifts it again), so no attempt
  // running beside it slips through while its password is being checked. Past the limit, each checked
  // attempt doubles the block, up to the cap. A refused attempt is not checked, so it neither counts nor
  // lengthens the block (Retry-After stays true); it only keeps the key from being forgotten.
  const lockout = sql`least(power(2, least(${before} + 1 - ${limit}, 30)) * ${milliseconds(FIRST_LOCKOUT_MS)}, ${milliseconds(MAX_LOCKOUT_MS)})`;
  const rows = await db
    .insert(t)
    .values(
      [keys.account, keys.address].map((key) => ({
        key,
        attempts: sql`case when ${blockedNow} then 0 else 1 end`,
        lastRefused: blockedNow,
        lastAttemptAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: sql`${before} + case when ${refused} then 0 else 1 end`,
        lastRefused: refused,
        blockedUntil: sql`case
          when ${refused} then ${keptBlock}
          when ${before} + 1 >= ${limit} then ${at} + ${lockout}
          else ${keptBlock} end`,
        lastAttemptAt: now,
      },
    })
    .returning({ refused: t.lastRefused, blockedUntil: t.blockedUntil });
  if (!rows.some((r) => r.refused)) return { allowed: true };
  const waits = rows.map((r) => (r.blockedUntil ? r.blockedUntil.getTime() - now.getTime() : 0));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) };
}

/**
 * A successful sign-in: the account starts afresh at this address, and the attempt is given back to the
 * address, so staff signing in many times from one office never add up to a block.
 */
export async function forgiveAttempt(db: Database, keys: ThrottleKeys): Promise<void> {
  const t = loginThrottle;
  await db.delete(t).where(eq(t.key, keys.account));
  await db
    .update(t)
    .set({
      attempts: sql`greatest(${t.attempts} - 1, 0)`,
      blockedUntil: sql`case when ${t.attempts} - 1 < ${number(ADDRESS_ATTEMPTS)} then null else ${t.blockedUntil} end`,
    })
    .where(eq(t.key, keys.address));
}

/** Forgets keys that have been quiet long enough; run after failures, so the table stays small without a timer. */
export async function forgetQuietKeys(db: Database, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - FORGET_AFTER_MS);
  const t = loginThrottle;
  await db.delete(t).where(and(lt(t.lastAttemptAt, cutoff), or(isNull(t.blockedUntil), lt(t.blockedUntil, cutoff))));
}

// The limits are constants of this file, written into the statement as literals so they keep their types.
const number = (n: number) => sql.raw(String(Math.trunc(n)));
const milliseconds = (ms: number) => sql.raw(`interval '${Math.trunc(ms)} milliseconds'`);

/** IPv4 addresses as they are; IPv6 ones by their first 64 bits (IPv4-mapped ones as IPv4). */
export function addressPrefix(clientAddress: string): string {
  const given = clientAddress.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(given);
  if (mapped) return mapped[1];
  if (!isIPv6(given)) return given;
  // A dotted IPv4 tail (64:ff9b::192.0.2.1) stands for the last two groups.
  const address = given.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(+a << 8) | +b, (+c << 8) | +d].map((n) => n.toString(16)).join(":"),
  );
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
