import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { admins } from "../db/schema.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { authenticate } from "../domain/admins/admins.server.ts";
import { createSession, getSessionByToken } from "../domain/admins/sessions.server.ts";
import { DEV_ADMIN_EMAIL, prepareAdmin } from "./admin-account.ts";
import { loadConfig } from "./config.ts";

// A public production site must name its real office (server/config.ts).
const office = {
  CONTACT_PHONE: "+91 80 2222 3333",
  CONTACT_EMAIL: "admissions@portal.test",
  CONTACT_ADDRESS: "12 MG Road, Bengaluru 560001",
};

let database: DatabaseHandle;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

function recorder() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  return {
    lines,
    log: {
      info: (obj: object, msg: string) => lines.push({ level: "info", obj, msg }),
      warn: (obj: object, msg: string) => lines.push({ level: "warn", obj, msg }),
    },
  };
}

describe("the admin account at start-up", () => {
  it("creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD, and updates its password on the next start", async () => {
    const { log } = recorder();
    const env = { ADMIN_EMAIL: "Head@Portal.example.in", ADMIN_PASSWORD: "first password" };
    await prepareAdmin(database.db, loadConfig(env), log);
    expect(await authenticate(database.db, "head@portal.example.in", "first password")).toBeTruthy();
    await prepareAdmin(database.db, loadConfig({ ...env, ADMIN_PASSWORD: "second password" }), log);
    expect(await authenticate(database.db, "head@portal.example.in", "first password")).toBeUndefined();
    expect(await authenticate(database.db, "head@portal.example.in", "second password")).toBeTruthy();
    expect(await database.db.select().from(admins)).toHaveLength(1);
  });

  it("a new ADMIN_PASSWORD ends the admin's sessions; starting again with the same one keeps them", async () => {
    const { log, lines } = recorder();
    const env = { ADMIN_EMAIL: "head@portal.example.in", ADMIN_PASSWORD: "first password" };
    await prepareAdmin(database.db, loadConfig(env), log);
    const admin = (await authenticate(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD))!;
    const session = await createSession(database.db, admin.id);
    await prepareAdmin(database.db, loadConfig(env), log);
    expect(await getSessionByToken(database.db, session.token)).toBeTruthy();
    await prepareAdmin(database.db, loadConfig({ ...env, ADMIN_PASSWORD: "second password" }), log);
    expect(await getSessionByToken(database.db, session.token)).toBeUndefined();
    expect(lines.map((l) => l.msg)).toEqual([
      "created the admin from ADMIN_EMAIL",
      "set the admin's new password from ADMIN_PASSWORD and ended its sessions",
    ]);
  });

  it("outside production, creates a development admin once and prints its password once", async () => {
    const { log, lines } = recorder();
    await prepareAdmin(database.db, loadConfig({ NODE_ENV: "development" }), log);
    expect(lines).toHaveLength(1);
    const password = (lines[0].obj as { password: string }).password;
    expect(lines[0].msg).toContain(password);
    expect(await authenticate(database.db, DEV_ADMIN_EMAIL, password)).toBeTruthy();
    await prepareAdmin(database.db, loadConfig({ NODE_ENV: "development" }), log);
    expect(lines).toHaveLength(1);
  });

  it("in production, refuses to start without any admin", async () => {
    await expect(
      prepareAdmin(
        database.db,
        loadConfig({ NODE_ENV: "production", SITE_URL: "https://portal.example.in", ...office }),
        recorder().log,
      ),
    ).rejects.toThrow(/No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD/);
    const [row] = await database.db.select().from(admins).where(eq(admins.email, DEV_ADMIN_EMAIL));
    expect(row).toBeUndefined();
  });

  it("in production with ADMIN_BOOTSTRAP=generate (npm start on a laptop), generates one and prints it once", async () => {
    const { log, lines } = recorder();
    await prepareAdmin(
      database.db,
      loadConfig({
        NODE_ENV: "production",
        SITE_URL: "https://portal.example.in",
        ...office,
        ADMIN_BOOTSTRAP: "generate",
      }),
      log,
    );
    const password = (lines[0].obj as { password: string }).password;
    expect(await authenticate(database.db, DEV_ADMIN_EMAIL, password)).toBeTruthy();
    expect(() => loadConfig({ ADMIN_BOOTSTRAP: "maybe" })).toThrow(/Invalid ADMIN_BOOTSTRAP/);
  });

  it("refuses half a configuration", async () => {
    await expect(prepareAdmin(database.db, loadConfig({ ADMIN_EMAIL: "a@b.in" }), recorder().log)).rejects.toThrow(
      /both ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
  });
});
