// Sends the outbox's emails (domain/mail/outbox.server.ts) from inside the server: at once when a lead
// queues one (the site calls `wake`), and every few seconds for retries and for mail another process queued.
// With several server processes each sends; the outbox hands every message to one of them.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.server.ts";
import { sendDueMail } from "../../domain/mail/outbox.server.ts";
import type { SendMail } from "../mailer.ts";

export function scheduleMailSending(
  app: FastifyInstance,
  db: Database,
  send: SendMail,
  { intervalMs = 5_000 }: { intervalMs?: number } = {},
): () => void {
  let running: Promise<void> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = sendDueMail(db, send)
      .then(({ failed }) => {
        if (failed) app.log.warn({ failed }, "emails not sent; they will be tried again");
      })
      .catch((err: unknown) => app.log.error({ err }, "sending emails failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs).unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
  return run;
}
