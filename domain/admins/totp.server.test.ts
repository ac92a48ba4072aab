import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { ensureAdmin } from "./admins.server.ts";
import { getSessionByToken } from "./sessions.server.ts";
import { signIn } from "./sign-in.server.ts";
import { confirmTotp, pendingTotpSetup, startTotpSetup } from "./totp.server.ts";

let database: DatabaseHandle;
const STAFF = { email: "two-step@portal.example.in", password: "a two-step password" };
let staffId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  staffId = (await ensureAdmin(database.db, STAFF.email, STAFF.password)).id;
});
afterAll(() => database.close());

let address = 0;
const attempt = (code: string | undefined, now: Date) =>
  signIn(database.db, { ...STAFF, remember: false, code, clientAddress: `192.0.2.${++address}` }, now);
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

describe("sign-in with an authenticator app", () => {
  it("asks for nothing until the secret is confirmed, then for a code, each accepted once", async () => {
    const now = new Date("2026-11-28T10:00:00Z");
    const setup = await startTotpSetup(database.db, staffId, STAFF.email);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(await pendingTotpSetup(database.db, staffId, STAFF.email)).toEqual(setup);
    // Not confirmed yet: the password alone still signs in.
    expect((await attempt(undefined, now)).outcome).toBe("signed-in");
    expect(await confirmTotp(database.db, staffId, "000000", now)).toBe(false);
    expect(await confirmTotp(database.db, staffId, await codeAt(setup.secret, now), now)).toBe(true);
    expect(await pendingTotpSetup(database.db, staffId, STAFF.email)).toBeUndefined();

    const later = new Date(now.getTime() + 90_000);
    expect(await attempt(undefined, later)).toMatchObject({ outcome: "code-needed" });
    expect((await attempt("123456", later)).outcome).toBe("wrong");
    const code = await codeAt(setup.secret, later);
    const signedIn = await attempt(code, later);
    expect(signedIn.outcome).toBe("signed-in");
    if (signedIn.outcome === "signed-in") {
      expect(await getSessionByToken(database.db, signedIn.session.token, later)).toMatchObject({ twoFactor: true });
    }
    // The same code again (someone who saw it) is refused.
    expect((await attempt(code, new Date(later.getTime() + 5000))).outcome).toBe("wrong");
  });
});
