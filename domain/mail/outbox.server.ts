// Emails the portal sends (lead confirmations, guardian requests) go through one table: written with what
// they confirm, sent by whichever server process picks them up first (server/schedules/mail-sender.ts).
import { createHash } from "node:crypto";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { mailOutbox } from "../../db/schema.ts";
import { countInWindow } from "../rate-limits/counts.server.ts";
import { MAILS_PER_ADDRESS_PER_DAY } from "./recipient-cap.ts";

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Queues an email, unless its address has had MAILS_PER_ADDRESS_PER_DAY already in this address's 24 hours
 * (counted in the database, so every server process shares the count). Says whether it was queued. The
 * count's key is a hash of the address, never the address: the counts table is not personal data.
 */
export async function queueMail(db: Database, mail: Mail & { leadId?: string }, now = new Date()): Promise<boolean> {
  const recipient = createHash("sha256").update(mail.to.trim().toLowerCase()).digest("hex");
  const { current } = await countInWindow(db, `mail-to:${recipient}`, DAY_MS);
  if (current > MAILS_PER_ADDRESS_PER_DAY) return false;
  await db.insert(mailOutbox).values({ ...mail, nextAttemptAt: now, createdAt: now });
  return true;
}

/** A failed send is tried again after 1, 2, 4 … minutes, at most 12 times (about three days) in all. */
const MAX_ATTEMPTS = 12;

/**
 * Sends what is due, oldest first. Each message is claimed by pushing its next attempt into the future
 * before sending (FOR UPDATE SKIP LOCKED), so two processes never send the same one; a sent message is
 * deleted. Says how many were sent and how many failed.
 */
export async function sendDueMail(
  db: Database,
  send: (mail: Mail) => Promise<void>,
  now = new Date(),
  batch = 20,
): Promise<{ sent: number; failed: number }> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(lte(mailOutbox.nextAttemptAt, now), sql`${mailOutbox.attempts} < ${MAX_ATTEMPTS}`))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(batch)
      .for("update", { skipLocked: true });
    for (const mail of due) {
      const retryAt = new Date(now.getTime() + 60_000 * 2 ** mail.attempts);
      await tx
        .update(mailOutbox)
        .set({ attempts: mail.attempts + 1, nextAttemptAt: retryAt })
        .where(eq(mailOutbox.id, mail.id));
    }
    return due;
  });
  let sent = 0;
  for (const mail of claimed) {
    try {
      await send({ to: mail.to, subject: mail.subject, body: mail.body });
      await db.delete(mailOutbox).where(eq(mailOutbox.id, mail.id));
      sent++;
    } catch {
      // Left for its next attempt; the address is not logged (personal data).
    }
  }
  return { sent, failed: claimed.length - sent };
}
