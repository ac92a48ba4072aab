// The content kinds staff edit through the admin forms and the REST API (card sliders, streams, programs,
// dated notices …) in the audit trail, without a call in each domain function: a write is wrapped so the
// record is read before and after it and the difference recorded (decision 060). College pages record their
// own (domain/colleges/college-audit.server.ts), with their courses.
import type { Database } from "../../db/client.server.ts";
import { type AuditActor, recordAudit } from "./audit.server.ts";
import { diffFields } from "./masking.ts";

type Stored = { id: string } & object;
type Read<R> = (id: string) => Promise<R | undefined>;

/** Fields nobody typed: left out of the before/after, which would otherwise always differ. */
const NOT_EDITED = new Set(["id", "createdAt", "updatedAt", "slug"]);

function editedFields(record: object | undefined): Record<string, unknown> {
  if (!record) return {};
  return Object.fromEntries(Object.entries(record).filter(([key]) => !NOT_EDITED.has(key)));
}

function labelOf(record: object): string | null {
  const r = record as Record<string, unknown>;
  const label = [r.name, r.title, r.heading, r.exam, r.text].find((v) => typeof v === "string" && v);
  return (label as string | undefined)?.slice(0, 200) ?? null;
}

export async function recordChange(db: Database, actor: AuditActor, kind: string, before?: Stored, after?: Stored) {
  const record = (after ?? before)!;
  const verb = !before ? "create" : !after ? "delete" : "update";
  await recordAudit(db, {
    actor,
    action: `${kind}.${verb}`,
    subject: { kind, id: record.id, label: labelOf(record) },
    changes: diffFields(editedFields(before), editedFields(after)),
  });
}

/**
 * Creates (no `id`) or updates the record through `write`, recorded with its fields before and after. False
 * when `write` found nothing to change.
 */
export async function auditedSave<R extends Stored>(
  db: Database,
  actor: AuditActor,
  kind: string,
  id: string | undefined,
  read: Read<R>,
  write: () => Promise<unknown>,
): Promise<boolean> {
  const before = id ? await read(id) : undefined;
  if (id && !before) return false;
  const result = await write();
  if (!result) return false;
  const newId = id ?? (result as { id?: string }).id;
  const after = newId ? await read(newId) : undefined;
  if (after) await recordChange(db, actor, kind, before, after);
  return true;
}

/** Deletes the record through `remove`, recorded with the fields it had. */
export async function auditedDelete<R extends Stored>(
  db: Database,
  actor: AuditActor,
  kind: string,
  id: string,
  read: Read<R>,
  remove: (id: string) => Promise<boolean>,
): Promise<boolean> {
  const before = await read(id);
  if (!before || !(await remove(id))) return false;
  await recordChange(db, actor, kind, before, undefined);
  return true;
}
