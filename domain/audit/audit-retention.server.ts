// The audit trail is kept AUDIT_RETENTION_MONTHS (24 by default) and then swept by the daily retention run.
// The table's trigger refuses every DELETE but one made in a transaction that set app.audit_sweep: this one.
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { auditEvents } from "../../db/schema.ts";
import { retentionCutoff } from "../retention/retention.server.ts";

export async function deleteExpiredAuditEvents(db: Database, months: number, now = new Date()): Promise<number> {
  const before = retentionCutoff(months, now);
  return db.transaction(async (tx) => {
    // Local to this transaction: the permission ends with it.
    await tx.execute(sql`select set_config('app.audit_sweep', 'on', true)`);
    const gone = await tx.delete(auditEvents).where(lt(auditEvents.at, before)).returning({ id: auditEvents.id });
    return gone.length;
  });
}
