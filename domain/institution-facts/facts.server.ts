// Facts institutions publish (decision 059): a representative sends a change, an editor publishes or rejects
// it, and pages show the newest published change of each subject (the contacts; each programme and year)
// with who said it and when. Nothing here overwrites an official figure: pages show both, each with its source.
// Photos and a brochure are changes too: their files are checked and kept when sent (media.server.ts), shown
// by /uploads/ only once published, and removed when rejected.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type FactKind, institutionUpdates } from "../../db/institution-claims-schema.ts";
import { institutions } from "../../db/institutions-schema.ts";
import { InputError } from "../errors.ts";
import type { Contacts, ProgrammeFacts } from "./facts.schema.ts";
import { type BrochureFacts, filesNamed, type PhotosFacts } from "./media.ts";
import { removeFiles } from "./media.server.ts";
import { type AuditActor, recordAudit } from "../audit/audit.server.ts";
import { diffFields } from "../audit/masking.ts";

/** The signed-in representative: the only institution they may change is their own. */
export interface Representative {
  adminId: string;
  email: string;
  institutionCode: string;
}

type Change =
  | { kind: "contacts"; facts: Contacts }
  | { kind: "programme"; facts: ProgrammeFacts }
  | { kind: "photos"; facts: PhotosFacts }
  | { kind: "brochure"; facts: BrochureFacts };

/** What a change is about: one row of the page per subject (the contacts, the photos and the brochure are one each). */
function subjectOf(change: Change): string {
  return change.kind === "programme"
    ? `${change.facts.programme.toLowerCase().replace(/\s+/g, " ")}|${change.facts.academicYear}`
    : change.kind;
}

/** Sends a change for the editors: it shows nowhere until one publishes it. */
export async function submitChange(db: Database, by: Representative, change: Change, now = new Date()) {
  const [row] = await db
    .insert(institutionUpdates)
    .values({
      institutionCode: by.institutionCode,
      kind: change.kind,
      subject: subjectOf(change),
      facts: change.facts as Record<string, unknown>,
      submittedBy: by.adminId,
      submittedByEmail: by.email,
      createdAt: now,
    })
    .returning({ id: institutionUpdates.id });
  return row.id;
}

export interface PublishedFact<T> {
  facts: T;
  /** When the institution sent it, and when an editor checked and published it */
  sentAt: Date;
  checkedAt: Date;
}

export interface InstitutionFacts {
  contacts?: PublishedFact<Contacts>;
  programmes: PublishedFact<ProgrammeFacts>[];
  photos?: PublishedFact<PhotosFacts>;
  brochure?: PublishedFact<BrochureFacts>;
}

/**
 * The newest published change of every subject of these institutions, by code (pages, compare, the brochure,
 * the API): the contacts, and each programme's fees, newest academic year first.
 */
export async function publishedFactsOf(db: Database, codes: string[]): Promise<Map<string, InstitutionFacts>> {
  const found = new Map<string, InstitutionFacts>(codes.map((code) => [code, { programmes: [] }]));
  if (codes.length === 0) return found;
  const rows = await db
    .selectDistinctOn([institutionUpdates.institutionCode, institutionUpdates.subject], {
      code: institutionUpdates.institutionCode,
      kind: institutionUpdates.kind,
      facts: institutionUpdates.facts,
      sentAt: institutionUpdates.createdAt,
      checkedAt: institutionUpdates.decidedAt,
    })
    .from(institutionUpdates)
    .where(and(inArray(institutionUpdates.institutionCode, codes), eq(institutionUpdates.status, "published")))
    .orderBy(institutionUpdates.institutionCode, institutionUpdates.subject, desc(institutionUpdates.decidedAt));
  for (const { code, kind, facts, sentAt, checkedAt } of rows) {
    const shown = found.get(code)!;
    const fact = { facts, sentAt, checkedAt: checkedAt! };
    if (kind === "contacts") shown.contacts = fact as PublishedFact<Contacts>;
    else if (kind === "photos") shown.photos = fact as unknown as PublishedFact<PhotosFacts>;
    else if (kind === "brochure") shown.brochure = fact as unknown as PublishedFact<BrochureFacts>;
    else shown.programmes.push(fact as PublishedFact<ProgrammeFacts>);
  }
  for (const shown of found.values()) {
    shown.programmes.sort(
      (a, b) =>
        b.facts.academicYear.localeCompare(a.facts.academicYear) || a.facts.programme.localeCompare(b.facts.programme),
    );
  }
  return found;
}

export interface ChangeRow {
  id: string;
  institutionCode: string;
  institutionName: string;
  kind: FactKind;
  facts: Record<string, unknown>;
  /** What pages show for the same subject now: the editor's "before" */
  shown: Record<string, unknown> | null;
  status: "pending" | "published" | "rejected";
  submittedByEmail: string;
  createdAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
}

const changeColumns = {
  id: institutionUpdates.id,
  institutionCode: institutionUpdates.institutionCode,
  institutionName: sql<string>`coalesce(${institutions.name}, ${institutionUpdates.institutionCode})`,
  kind: institutionUpdates.kind,
  facts: institutionUpdates.facts,
  shown: sql<Record<string, unknown> | null>`(
    select s.facts from institution_updates s
    where s.institution_code = ${institutionUpdates.institutionCode} and s.subject = ${institutionUpdates.subject}
      and s.status = 'published' and s.id <> ${institutionUpdates.id}
      and (${institutionUpdates.status} = 'pending' or s.decided_at < ${institutionUpdates.decidedAt})
    order by s.decided_at desc limit 1)`,
  status: institutionUpdates.status,
  submittedByEmail: institutionUpdates.submittedByEmail,
  createdAt: institutionUpdates.createdAt,
  decidedBy: institutionUpdates.decidedBy,
  decidedAt: institutionUpdates.decidedAt,
  decisionReason: institutionUpdates.decisionReason,
};

/** The editors' queue: changes waiting, oldest first, each beside what pages show now. */
export async function changesAwaitingEditor(db: Database): Promise<ChangeRow[]> {
  return db
    .select(changeColumns)
    .from(institutionUpdates)
    .leftJoin(institutions, eq(institutions.code, institutionUpdates.institutionCode))
    .where(eq(institutionUpdates.status, "pending"))
    .orderBy(institutionUpdates.createdAt)
    .limit(200);
}

/** One institution's changes, newest first, for its representatives' own page. */
export async function changesOf(db: Database, code: string): Promise<ChangeRow[]> {
  return db
    .select(changeColumns)
    .from(institutionUpdates)
    .leftJoin(institutions, eq(institutions.code, institutionUpdates.institutionCode))
    .where(eq(institutionUpdates.institutionCode, code))
    .orderBy(desc(institutionUpdates.createdAt))
    .limit(100);
}

const asRecord = (facts: unknown) => (facts && typeof facts === "object" ? (facts as Record<string, unknown>) : {});

/**
 * An editor publishes a waiting change, keeping what pages showed before it, or rejects it with a reason the
 * representative reads. False when the change is not waiting (decided already, or unknown).
 */
export async function decideChange(
  db: Database,
  id: string,
  decision: { publish: boolean; by: AuditActor; reason?: string },
  now = new Date(),
): Promise<boolean> {
  const reason = decision.reason?.trim() ?? "";
  if (!decision.publish && reason.length < 10) {
    throw new InputError({ reason: "Please say in a sentence why the change is rejected (at least 10 characters)." });
  }
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const decided = await db
    .update(institutionUpdates)
    .set({
      status: decision.publish ? "published" : "rejected",
      decidedBy: decision.by.email,
      decidedAt: now,
      decisionReason: reason || null,
      previous: decision.publish
        ? sql`(select s.facts from institution_updates s
            where s.institution_code = ${institutionUpdates.institutionCode} and s.subject = ${institutionUpdates.subject}
              and s.status = 'published' order by s.decided_at desc limit 1)`
        : null,
    })
    .where(and(eq(institutionUpdates.id, id), eq(institutionUpdates.status, "pending")))
    .returning();
  if (!decided.length) return false;
  const [change] = decided;
  // A rejected photo or brochure was never public and never will be: its file goes.
  if (!decision.publish) await removeFiles(db, filesNamed(change.kind, asRecord(change.facts)));
  // What pages showed before (the last published facts) against what they show now; a rejection changes nothing shown.
  await recordAudit(db, {
    actor: decision.by,
    action: decision.publish ? "institution-change.publish" : "institution-change.reject",
    subject: { kind: "institution-change", id, label: `${change.institutionCode}: ${change.subject}` },
    changes: decision.publish
      ? diffFields(asRecord(change.previous), asRecord(change.facts))
      : diffFields({ status: "pending" }, { status: "rejected", reason }),
    at: now,
  });
  return true;
}
