import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { loginThrottle } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { ensureAdmin } from "./admins.server.ts";
import {
  ACCOUNT_ATTEMPTS,
  ADDRESS_ATTEMPTS,
  addressPrefix,
  FORGET_AFTER_MS,
  MAX_LOCKOUT_MS,
  throttleKeys,
} from "./login-throttle.server.ts";
import { signIn, throttledMessage } from "./sign-in.server.ts";

// The /admin page's action and POST /api/admin/admin_login both call signIn; these cover the rules they share
// (server/api/admin-auth.test.ts covers the API's 401/429 answers on top).
let database: DatabaseHandle;
const ADMIN = { email: "head@portal.example.in", password: "the right password" };
beforeAll(async () => {
  database = await openTestDatabase();
  await ensureAdmin(database.db, ADMIN.email, ADMIN.password);
});
afterAll(() => database.close());

let addressCounter = 0;
const freshAddress = () => `198.51.100.${++addressCounter}`;
const attempt = (password: string, clientAddress: string, now?: Date, email = ADMIN.email) =>
  signIn(database.db, { email, password, remember: false, clientAddress }, now);
const seconds = (s: number, from: Date) => new Date(from.getTime() + s * 1000);

describe("signing in", () => {
  it("lets the right password in from an address that has not failed, after another address failed five times", async () => {
    const stranger = freshAddress();
    for (let i = 0; i < ACCOUNT_ATTEMPTS; i++) expect((await attempt(`guess ${i}`, stranger)).outcome).toBe("wrong");
    expect((await attempt(ADMIN.password, stranger)).outcome).toBe("throttled");
    const signedIn = await attempt(ADMIN.password, freshAddress());
    expect(signedIn.outcome).toBe("signed-in");
  });

  it("checks at most five of sixty parallel guesses at one account from one address", async () => {
    const address = freshAddress();
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => attempt(`parallel ${i}`, address)));
    const outcomes = results.map((r) => r.outcome);
    expect(outcomes.filter((o) => o === "wrong")).toHaveLength(ACCOUNT_ATTEMPTS);
    expect(outcomes.filter((o) => o === "throttled")).toHaveLength(60 - ACCOUNT_ATTEMPTS);
  });

  it("blocks an address trying one password on many accounts", async () => {
    const address = freshAddress();
    const outcomes = [];
    for (let i = 0; i < ADDRESS_ATTEMPTS + 3; i++) {
      outcomes.push((await attempt("Summer2026!", address, undefined, `person${i}@portal.example.in`)).outcome);
    }
    expect(outcomes.slice(0, ADDRESS_ATTEMPTS).every((o) => o === "wrong")).toBe(true);
    expect(outcomes.slice(ADDRESS_ATTEMPTS)).toEqual(["throttled", "throttled", "throttled"]);
    // Even the admin's right password waits at that address; elsewhere it goes through.
    expect((await attempt(ADMIN.password, address)).outcome).toBe("throttled");
    expect((await attempt(ADMIN.password, freshAddress())).outcome).toBe("signed-in");
  });

  it("blocks for a minute at first, then twice as long after each further wrong password, up to an hour", async () => {
    const address = freshAddress();
    let now = new Date("2026-03-01T09:00:00Z");
    for (let i = 0; i < ACCOUNT_ATTEMPTS; i++) await attempt(`guess ${i}`, address, now);
    const waits: number[] = [];
    for (let round = 0; round < 9; round++) {
      const refused = await attempt("another guess", address, seconds(1, now));
      if (refused.outcome !== "throttled") throw new Error(`expected a refusal, got ${refused.outcome}`);
      waits.push(refused.retryAfterSeconds + 1);
      // Asking again while blocked does not lengthen the block: Retry-After can be trusted.
      const again = await attempt("another guess", address, seconds(2, now));
      expect(again).toMatchObject({ outcome: "throttled", retryAfterSeconds: refused.retryAfterSeconds - 1 });
      now = seconds(refused.retryAfterSeconds + 1, now);
      expect((await attempt("another guess", address, now)).outcome).toBe("wrong");
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    expect(MAX_LOCKOUT_MS).toBe(3600_000);
    // An hour of quiet after the block forgets it all: five fresh attempts, the right password included.
    now = new Date(now.getTime() + MAX_LOCKOUT_MS + FORGET_AFTER_MS + 1000);
    for (let i = 0; i < ACCOUNT_ATTEMPTS - 1; i++)
      expect((await attempt(`late ${i}`, address, now)).outcome).toBe("wrong");
    expect((await attempt(ADMIN.password, address, now)).outcome).toBe("signed-in");
  });

  it("never counts successful sign-ins: staff signing in all day from one office are not blocked", async () => {
    const office = freshAddress();
    await attempt("one typo", office);
    for (let i = 0; i < ADDRESS_ATTEMPTS + ACCOUNT_ATTEMPTS + 5; i++) {
      expect((await attempt(ADMIN.password, office)).outcome).toBe("signed-in");
    }
    const rows = await database.db.select().from(loginThrottle);
    const keys = throttleKeys(ADMIN.email, office);
    expect(rows.find((r) => r.key === keys.account)).toBeUndefined(); // the typo is forgiven by the success
    expect(rows.find((r) => r.key === keys.address)).toMatchObject({ attempts: 1, blockedUntil: null });
  });

  it("keeps no email in the throttle, and counts an IPv6 client by its /64", () => {
    const keys = throttleKeys(" Head@Portal.example.in ", "2001:db8:a:b:1:2:3:4");
    expect(JSON.stringify(keys)).not.toMatch(/head|portal/i);
    expect(keys).toEqual(throttleKeys("head@portal.example.in", "2001:db8:a:b::99"));
    expect(addressPrefix("2001:0db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressPrefix("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressPrefix("64:ff9b:1:2:3:4:192.0.2.1")).toBe("64:ff9b:1:2::/64");
    expect(addressPrefix("203.0.113.9")).toBe("203.0.113.9");
  });

  it("says how long to wait in words", () => {
    expect(throttledMessage(1)).toBe("Too many failed sign-in attempts. Please wait 1 second and try again.");
    expect(throttledMessage(59)).toBe("Too many failed sign-in attempts. Please wait 59 seconds and try again.");
    expect(throttledMessage(60)).toBe("Too many failed sign-in attempts. Please wait 1 minute and try again.");
    expect(throttledMessage(61)).toBe("Too many failed sign-in attempts. Please wait 2 minutes and try again.");
  });
});
