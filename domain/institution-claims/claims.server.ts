// Claiming an institution's page (decision 059). A claim from an email at the institution's own website's
// domain is accepted at once; any other waits for an editor to read the letter on letterhead it carries. An
// accepted claim is mailed a one-time link (staff_links, purpose "claim", like a staff invite) whose password
// makes the representative's account (domain/admins/password-links.server.ts): until then nobody is signed in
// as the institution.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { institutionClaims } from "../../db/institution-claims-schema.ts";
import { admins } from "../../db/schema.ts";
import { institutions } from "../../db/institutions-schema.ts";
import { claimMail } from "../admins/staff-emails.ts";
import { createLink } from "../admins/staff-links.server.ts";
import { InputError } from "../errors.ts";
import { queueMail } from "../mail/outbox.server.ts";
import type { ClaimForm } from "./claims.schema.ts";
import { emailMatchesWebsite } from "./email-domain.ts";
import { checkLetter } from "./letter.ts";
import { type AuditActor, recordAudit } from "../audit/audit.server.ts";
import { diffFields } from "../audit/masking.ts";

interface ClaimedInstitution {
  code: string;
  name: string;
  website: string | null;
}

async function institutionOf(db: Database, code: string): Promise<ClaimedInstitution> {
  const [row] = await db
    .select({ code: institutions.code, name: institutions.name, website: institutions.website })
    .from(institutions)
    .where(eq(institutions.code, code));
  if (!row) throw new InputError({ form: "This institution is not in the portal's list." });
  return row;
}

/** Mails the accepted claimant the link that sets their password and makes their account. */
async function sendClaimLink(
  db: Database,
  claim: { email: string; name: string },
  institution: ClaimedInstitution,
  siteUrl: string,
  now: Date,
) {
  const token = await createLink(
    db,
    "claim",
    { email: claim.email, name: claim.name, institutionCode: institution.code },
    now,
  );
  await queueMail(db, claimMail(claim.email, institution.name, siteUrl, token), now);
}

export type ClaimOutcome = "link-sent" | "awaiting-editor";

/**
 * Records a claim. An email at the website's domain gets the link at once; otherwise the letter is required
 * (checked as a PDF) and the claim waits for an editor. An email that already has an account is refused.
 */
export async function startClaim(
  db: Database,
  claim: { institutionCode: string; form: ClaimForm; letter?: Buffer },
  siteUrl: string,
  now = new Date(),
): Promise<ClaimOutcome> {
  const institution = await institutionOf(db, claim.institutionCode);
  const [account] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, claim.form.email));
  if (account) throw new InputError({ email: "This email already has an account: please sign in instead." });
  const base = { institutionCode: institution.code, ...claim.form, createdAt: now };
  if (emailMatchesWebsite(claim.form.email, institution.website)) {
    await db
      .insert(institutionClaims)
      .values({ ...base, method: "email-domain", status: "accepted", decidedBy: "email domain", decidedAt: now });
    await sendClaimLink(db, claim.form, institution, siteUrl, now);
    return "link-sent";
  }
  if (!claim.letter || claim.letter.length === 0) {
    const why = institution.website
      ? `Your email is not at ${new URL(institution.website).hostname.replace(/^www\./, "")}, the institution's website`
      : "We hold no website for this institution to match your email with";
    throw new InputError({ letter: `${why}: please attach a letter on the institution's letterhead (PDF).` });
  }
  const letter = checkLetter(claim.letter);
  await db.insert(institutionClaims).values({ ...base, method: "letter", status: "awaiting-editor", letter });
  return "awaiting-editor";
}

export interface ClaimForEditor {
  id: string;
  institutionCode: string;
  institutionName: string;
  website: string | null;
  name: string;
  jobTitle: string;
  email: string;
  createdAt: Date;
  letterBytes: number;
}

/** Claims waiting for an editor, oldest first. */
export async function claimsAwaitingEditor(db: Database): Promise<ClaimForEditor[]> {
  return db
    .select({
      id: institutionClaims.id,
      institutionCode: institutionClaims.institutionCode,
      institutionName: sql<string>`coalesce(${institutions.name}, ${institutionClaims.institutionCode})`,
      website: institutions.website,
      name: institutionClaims.name,
      jobTitle: institutionClaims.jobTitle,
      email: institutionClaims.email,
      createdAt: institutionClaims.createdAt,
      letterBytes: sql<number>`coalesce(octet_length(${institutionClaims.letter}), 0)::int`,
    })
    .from(institutionClaims)
    .leftJoin(institutions, eq(institutions.code, institutionClaims.institutionCode))
    .where(eq(institutionClaims.status, "awaiting-editor"))
    .orderBy(asc(institutionClaims.createdAt));
}

/** A waiting claim's letter, for the editor who reads it; undefined once the claim is decided. */
export async function claimLetter(db: Database, id: string): Promise<Buffer | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select({ letter: institutionClaims.letter })
    .from(institutionClaims)
    .where(and(eq(institutionClaims.id, id), eq(institutionClaims.status, "awaiting-editor")));
  // PGlite gives bytea as a Uint8Array, node-postgres as a Buffer.
  return row?.letter ? Buffer.from(row.letter) : undefined;
}

/**
 * An editor accepts a claim (the link is mailed to the person) or refuses it with a reason (mailed too). The
 * letter is dropped either way: it was read, and the decision is what is kept. False when not waiting.
 */
export async function decideClaim(
  db: Database,
  id: string,
  decision: { accept: boolean; by: AuditActor; reason?: string },
  siteUrl: string,
  now = new Date(),
): Promise<boolean> {
  if (!decision.accept && (decision.reason ?? "").trim().length < 10) {
    throw new InputError({ reason: "Please say in a sentence why the claim is refused (at least 10 characters)." });
  }
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const [claim] = await db
    .update(institutionClaims)
    .set({
      status: decision.accept ? "accepted" : "rejected",
      letter: null,
      decidedBy: decision.by.email,
      decidedAt: now,
      decisionReason: decision.reason?.trim() || null,
    })
    .where(and(eq(institutionClaims.id, id), eq(institutionClaims.status, "awaiting-editor")))
    .returning({
      email: institutionClaims.email,
      name: institutionClaims.name,
      code: institutionClaims.institutionCode,
    });
  if (!claim) return false;
  const institution = await institutionOf(db, claim.code);
  await recordAudit(db, {
    actor: decision.by,
    action: decision.accept ? "institution-claim.accept" : "institution-claim.refuse",
    subject: { kind: "institution-claim", id, label: institution.name },
    changes: diffFields(
      { status: "awaiting-editor" },
      { status: decision.accept ? "accepted" : "rejected", reason: decision.reason?.trim() || null, ...claim },
      { mask: { email: "email", name: "name" } },
    ),
    at: now,
  });
  if (decision.accept) {
    await sendClaimLink(db, claim, institution, siteUrl, now);
  } else {
    await queueMail(
      db,
      {
        to: claim.email,
        subject: `Your claim of ${institution.name}'s page`,
        body: `The portal's editors could not accept your claim of ${institution.name}'s page:\n\n${decision.reason}\n\nYou may claim it again with an official letter.`,
      },
      now,
    );
  }
  return true;
}
