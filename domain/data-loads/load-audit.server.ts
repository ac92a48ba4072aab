// A data load's upload, publish, rollback and discard in the audit trail (decision 060): what the load is
// (body, year, rows) and how its status moved.
import type { Database } from "../../db/client.server.ts";
import type { dataLoads } from "../../db/cutoffs-schema.ts";
import { type AuditActor, recordAudit } from "../audit/audit.server.ts";
import { diffFields } from "../audit/masking.ts";

type Load = Pick<typeof dataLoads.$inferSelect, "id" | "dataset" | "year" | "rows" | "fileName">;

export function recordLoadChange(
  db: Database,
  by: AuditActor,
  action: "data-load.upload" | "data-load.publish" | "data-load.rollback" | "data-load.discard",
  load: Load,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return recordAudit(db, {
    actor: by,
    action,
    subject: { kind: "data-load", id: String(load.id), label: `${load.dataset} ${load.year} (${load.fileName})` },
    changes: diffFields(before, { ...after, rows: load.rows }),
  });
}
