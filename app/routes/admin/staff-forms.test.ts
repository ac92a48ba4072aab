// The staff forms' actions refuse bad input with a 4xx and a message on the field, never a 500.
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbContext, requestInfoContext } from "#context";
import type { DatabaseHandle } from "../../../db/client.server.ts";
import { ensureAdmin } from "../../../domain/admins/admins.server.ts";
import { createSession, getSessionByToken } from "../../../domain/admins/sessions.server.ts";
import { openTestDatabase } from "../../../tests/support/database.ts";
import { adminSessionContext } from "../../lib/admin-session.server.ts";
import { action as accountAction } from "./account.tsx";
import { action as forgotAction } from "./forgot-password.tsx";
import { action as setPasswordAction } from "./set-password.tsx";
import { action as staffAction } from "./staff.tsx";

let database: DatabaseHandle;
let context: RouterContextProvider;
beforeAll(async () => {
  database = await openTestDatabase();
  const admin = await ensureAdmin(database.db, "head@forms.example.in", "the head's password");
  const { token } = await createSession(database.db, admin.id);
  context = new RouterContextProvider();
  context.set(dbContext, database.db);
  context.set(requestInfoContext, {
    clientAddress: "10.0.0.1",
    secureCookies: false,
    mailQueued: () => {},
    siteUrl: "http://portal.test",
    retentionMonths: 24,
    staffTwoFactorRequired: false,
    contact: { phone: "", email: "", address: "" },
    contentChanged: () => {},
  });
  const session = (await getSessionByToken(database.db, token))!;
  if (session.role === "representative") throw new Error("the test's account is staff");
  context.set(adminSessionContext, { ...session, role: session.role, token });
});
afterAll(() => database.close());

type Action = (args: never) => Promise<unknown>;
type Answer = DataWithResponseInit<{ reply?: { error?: Record<string, string[] | null> } }>;

async function post(action: Action, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request("http://portal.test/admin/x", { method: "POST", body: form });
  const answer = (await action({ request, context, params: {}, url: new URL(request.url) } as never)) as Answer;
  return { status: answer.init?.status, errors: Object.keys(answer.data.reply?.error ?? {}).sort() };
}

const cases: [string, Action, Record<string, string>, string[]][] = [
  ["an invite without email or name", staffAction, { intent: "invite", role: "editor" }, ["email", "name"]],
  [
    "an invite with an unknown role",
    staffAction,
    { intent: "invite", email: "a@b.in", name: "A B", role: "root" },
    ["role"],
  ],
  [
    "an invite with a link for a name",
    staffAction,
    { intent: "invite", email: "a@b.in", name: "www.x.in", role: "editor" },
    ["name"],
  ],
  [
    "an invite with a NUL",
    staffAction,
    { intent: "invite", email: "a\0@b.in", name: "A B", role: "editor" },
    ["email"],
  ],
  ["a role change of no account", staffAction, { intent: "role", id: "not-a-uuid", role: "editor" }, ["id"]],
  ["an unknown intent", staffAction, { intent: "delete-everyone" }, ["intent"]],
  [
    "a short new password",
    accountAction,
    { intent: "password", current: "x", password: "short", confirm: "short" },
    ["password"],
  ],
  [
    "two different new passwords",
    accountAction,
    { intent: "password", current: "x", password: "long enough 1", confirm: "long enough 2" },
    ["confirm"],
  ],
  [
    "a wrong current password",
    accountAction,
    { intent: "password", current: "wrong one", password: "long enough 1", confirm: "long enough 1" },
    ["current"],
  ],
  ["a code of letters", accountAction, { intent: "totp-confirm", code: "abcdef" }, ["code"]],
  ["a reset for no email", forgotAction, { email: "" }, ["email"]],
  ["a set-password without a password", setPasswordAction, { token: "x".repeat(43) }, ["confirm", "password"]],
];

describe("staff forms refuse bad input on its field", () => {
  it.each(cases)("%s", async (_, action, fields, errors) => {
    const answer = await post(action, fields);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.errors).toEqual(errors);
  });
});
