// How the portal sends an email: through the SMTP server of SMTP_URL, or, without one, by writing the message
// as an .eml file to MAIL_DIR (a fresh install and the tests of a single process need no mail server).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Mail } from "../domain/mail/outbox.server.ts";
import type { Config } from "./config.ts";

export type SendMail = (mail: Mail) => Promise<void>;

export function createMailer(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "MAIL_DIR" | "DATA_DIR" | "CONTACT_EMAIL">,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
): SendMail {
  const from = config.MAIL_FROM ?? config.CONTACT_EMAIL;
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
    };
  }
  const folder = path.resolve(config.MAIL_DIR ?? path.join(config.DATA_DIR, "mail"));
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  log.warn({ folder }, "SMTP_URL is not set: emails are written to a folder, not sent");
  return async (mail) => {
    const { message } = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID()}.eml`);
    writeFileSync(file, message as Buffer);
    // The file, not the address: an address is personal data and stays out of the logs.
    log.info({ file }, "email written");
  };
}
