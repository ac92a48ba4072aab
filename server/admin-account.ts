// The admin account at start-up: ADMIN_EMAIL/ADMIN_PASSWORD create it, or set its password (a new password
// ends its sessions: whoever knew the old one may be signed in). Without them, a database with no admin gets
// a generated admin (its password printed once) outside production and from `npm start` on a laptop; a
// production deployment refuses to start: a portal nobody can manage is a misconfiguration.
// See docs/decisions/009-first-admin.md.
import { randomBytes } from "node:crypto";
import type { Database } from "../db/client.server.ts";
import { countAdmins, ensureAdmin } from "../domain/admins/admins.server.ts";
import type { Config } from "./config.ts";
import { StartupError } from "./database.ts";

export const DEV_ADMIN_EMAIL = "admin@localhost.test";

export interface AdminLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export async function prepareAdmin(db: Database, config: Config, log: AdminLog): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = config;
  if (email && password) {
    const admin = await ensureAdmin(db, email, password);
    if (admin.created) log.info({ email: admin.email }, "created the admin from ADMIN_EMAIL");
    else if (admin.passwordChanged) {
      log.info({ email: admin.email }, "set the admin's new password from ADMIN_PASSWORD and ended its sessions");
    }
    return;
  }
  if (email || password) throw new StartupError("Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.");
  if ((await countAdmins(db)) > 0) return;
  const bootstrap = config.ADMIN_BOOTSTRAP ?? (config.NODE_ENV === "production" ? "refuse" : "generate");
  if (bootstrap === "refuse") {
    throw new StartupError(
      "No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD (at least 10 characters), or ADMIN_BOOTSTRAP=generate.",
    );
  }
  const devPassword = randomBytes(12).toString("base64url");
  await ensureAdmin(db, DEV_ADMIN_EMAIL, devPassword);
  log.warn(
    { email: DEV_ADMIN_EMAIL, password: devPassword },
    `created a development admin: sign in as ${DEV_ADMIN_EMAIL} with password ${devPassword} (shown only this once)`,
  );
}
