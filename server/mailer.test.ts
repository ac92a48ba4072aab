import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { mailOutbox } from "../db/schema.ts";
import { queueMail, sendDueMail } from "../domain/mail/outbox.server.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { startSmtpReceiver, type SmtpReceiver } from "../tests/support/smtp.ts";
import { createMailer } from "./mailer.ts";

let database: DatabaseHandle;
let smtp: SmtpReceiver;
beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

const logged: unknown[] = [];
const log = { info: (...line: unknown[]) => logged.push(line), warn: (...line: unknown[]) => logged.push(line) };
const config = { DATA_DIR: "/nonexistent", CONTACT_EMAIL: "admissions@portal.test", MAIL_FROM: undefined };

describe("sending the outbox", () => {
  it("delivers queued mail to the SMTP server of SMTP_URL and forgets it once sent", async () => {
    const send = createMailer({ ...config, SMTP_URL: smtp.url, MAIL_DIR: undefined }, log);
    await queueMail(database.db, { to: "student@example.in", subject: "Your enquiry", body: "Your link: https://x" });
    expect(await sendDueMail(database.db, send)).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.waitFor("student@example.in");
    expect(mail).toMatchObject({ subject: "Your enquiry", text: expect.stringContaining("Your link: https://x") });
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("keeps a message it could not send for a later attempt, and does not send it twice meanwhile", async () => {
    const now = new Date("2026-11-24T10:00:00Z");
    await queueMail(database.db, { to: "later@example.in", subject: "s", body: "b" }, now);
    const refused = async () => {
      throw new Error("connection refused");
    };
    expect(await sendDueMail(database.db, refused, now)).toEqual({ sent: 0, failed: 1 });
    // Not due again for a minute.
    expect(await sendDueMail(database.db, refused, new Date(now.getTime() + 30_000))).toEqual({ sent: 0, failed: 0 });
    const send = createMailer({ ...config, SMTP_URL: smtp.url, MAIL_DIR: undefined }, log);
    expect(await sendDueMail(database.db, send, new Date(now.getTime() + 61_000))).toEqual({ sent: 1, failed: 0 });
    expect((await smtp.waitFor("later@example.in")).subject).toBe("s");
  });

  it("without SMTP_URL writes each message to a file in MAIL_DIR", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-mail-"));
    const send = createMailer({ ...config, SMTP_URL: undefined, MAIL_DIR: dir }, log);
    await send({ to: "folder@example.in", subject: "Written", body: "Hello from the folder" });
    const [file] = readdirSync(dir);
    const message = readFileSync(path.join(dir, file), "utf8");
    expect(message).toContain("To: folder@example.in");
    expect(message).toContain("Hello from the folder");
    // The log names the file, never the address.
    expect(JSON.stringify(logged)).toContain(file);
    expect(JSON.stringify(logged)).not.toContain("folder@example.in");
  });
});
