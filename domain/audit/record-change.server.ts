// The content kinds staff edit through the admin forms and the REST API (card sliders, streams, programs,
// dated notices …) in the audit trail, without a call in each domain function: a write is wrapped so the
// record is read before and after it and the difference recorded (decision 060), all in one transaction: the
// change and its record are saved together or not at all. College pages record their own
// (domain/colleges/college-audit.server.ts), with their courses.
import type { Database } from "../../db/client.server.ts";
import { type AuditActor, recordAudit } from "./audit.server.ts";
import { diffFields } from "./masking.ts";

type Stored = { id: string } & object;
/** Reads the record (a domain getter such as getStreamById): given the transaction, so it sees the write. */
type Read<R> = (db: Database, id: string) => Promise<R | undefined>;
/** The write itself, on the transaction it is given: a write on another connection would not be rolled back. */
type Write<T> = (tx: Database) => Promise<T>;

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

async function recordChange(db: Database, actor: AuditActor, kind: string, before?: Stored, after?: Stored) {
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
 * Creates (no `id`) or updates the record through `write`, recorded with its fields before and after; gives
 * back what `write` did (the page's form reads it as saved or not, the API answers with it). Undefined when
 * there is no record `id`, or `write` found nothing to change.
 */
export function auditedSave<R extends Stored, T>(
  db: Database,
  actor: AuditActor,
  kind: string,
  id: string | undefined,
  read: Read<R>,
  write: Write<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const before = id ? await read(tx, id) : undefined;
    if (id && !before) return undefined;
    const result = await write(tx);
    if (!result) return undefined;
    const newId = id ?? (result as { id?: string }).id;
    const after = newId ? await read(tx, newId) : undefined;
    if (after) await recordChange(tx, actor, kind, before, after);
    return result;
  });
}

/** Deletes the record through `remove`, recorded with the fields it had. */
export function auditedDelete<R extends Stored>(
  db: Database,
  actor: AuditActor,
  kind: string,
  id: string,
  read: Read<R>,
  remove: (tx: Database, id: string) => Promise<boolean>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await read(tx, id);
    if (!before || !(await remove(tx, id))) return false;
    await recordChange(tx, actor, kind, before, undefined);
    return true;
  });
}
