// The daily deletion of old leads and reviews (domain/retention), of audit events past AUDIT_RETENTION_MONTHS
// (domain/audit), and of submission counts whose window
// is over, run inside the server: a minute after start-up, then every 24 hours. With several server
// processes each runs it; the deletes are idempotent.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.server.ts";
import { deleteExpiredPersonalData } from "../../domain/retention/retention.server.ts";
import { deleteEndedWindows } from "../rate-limit-store.ts";
import { deleteExpiredAuditEvents } from "../../domain/audit/audit-retention.server.ts";

const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export function scheduleRetention(
  app: FastifyInstance,
  db: Database,
  { months, auditMonths, firstRunMs = 60_000 }: { months: number; auditMonths: number; firstRunMs?: number },
) {
  const run = async () => {
    try {
      const gone = await deleteExpiredPersonalData(db, months);
      const submissionCounts = await deleteEndedWindows(db);
      const auditEvents = await deleteExpiredAuditEvents(db, auditMonths);
      app.log.info(
        {
          leads: gone.leads,
          reviews: gone.reviews,
          before: gone.before.toISOString(),
          months,
          submissionCounts,
          auditEvents,
          auditMonths,
        },
        "deleted enquiries and reviews past their retention period",
      );
    } catch (err) {
      // Tried again tomorrow; a database that is down now must not stop the server.
      app.log.error({ err }, "retention run failed");
    }
  };
  let timer = setTimeout(function runAndRepeat() {
    void run();
    timer = setTimeout(runAndRepeat, RETENTION_INTERVAL_MS).unref();
  }, firstRunMs).unref();
  app.addHook("onClose", async () => clearTimeout(timer));
  return run;
}
