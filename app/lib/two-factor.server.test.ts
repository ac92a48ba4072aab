// The account page's authenticator set-up in the audit trail (decision 060): starting a set-up and turning it
// on are each recorded for the account, never with the secret.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { ensureAdmin } from "../../domain/admins/admins.server.ts";
import { pendingTotpSetup } from "../../domain/admins/totp.server.ts";
import { searchAuditEvents } from "../../domain/audit/audit-search.server.ts";
import { actorEmailed } from "../../tests/support/audit.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import type { SignedInAdmin } from "./admin-session.server.ts";
import { twoFactorAction } from "./two-factor.server.ts";

const EMAIL = "setup@portal.example.in";
let database: DatabaseHandle;
let me: SignedInAdmin;
beforeAll(async () => {
  database = await openTestDatabase();
  const { id } = await ensureAdmin(database.db, EMAIL, "a set-up password");
  me = { adminId: id, email: EMAIL, role: "admin", twoFactor: false } as SignedInAdmin;
});
afterAll(() => database.close());

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("setting up an authenticator app", () => {
  it("records each start of a set-up for the account, without the secret", async () => {
    await twoFactorAction(database.db, me, form({ intent: "totp-start" }), actorEmailed(EMAIL));
    await twoFactorAction(database.db, me, form({ intent: "totp-start" }), actorEmailed(EMAIL));
    const { rows } = await searchAuditEvents(
      database.db,
      { action: "account.two-factor-setup" },
      { limit: 10, offset: 0 },
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorEmail: EMAIL, subjectKind: "account", subjectId: me.adminId, changes: {} });
    const { secret } = (await pendingTotpSetup(database.db, me.adminId, EMAIL))!;
    expect(JSON.stringify(rows)).not.toContain(secret);
  });
});
