// A real SMTP server on loopback for tests: every message it receives, parsed.
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpReceiver {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message to `to` that arrives (or has arrived) within `timeoutMs`. */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Where the staff journeys' server sends its emails (playwright.config.ts: its port, E2E_PORT + 2, plus 1). */
export const e2eSmtpPort = () => Number(process.env.E2E_PORT ?? 3211) + 3;

export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const rcpt of session.envelope.rcptTo) {
            received.push({ to: rcpt.address, subject: mail.subject ?? "", text: mail.text ?? "" });
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    async waitFor(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to === to);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no email to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
