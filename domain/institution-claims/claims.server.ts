// Claiming an institution's page (decision 059). A claim from an email at the institution's own website's
// domain is verified by a one-time link mailed there; any other waits for an editor to read the letter on
// letterhead it carries, and the link is mailed once the editor accepts it. The link sets the
// representative's password and so makes the account: until then nobody is signed in as the institution.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { institutionClaims } from "../../db/institution-claims-schema.ts";
import { admins } from "../../db/schema.ts";
import { institutions } from "../../db/institutions-schema.ts";
import { createRepresentativeAccount, type Admin } from "../admins/admins.server.ts";
import { InputError } from "../errors.ts";
import { queueMail } from "../mail/outbox.server.ts";
import type { ClaimForm } from "./claims.schema.ts";
import { emailMatchesWebsite } from "./email-domain.ts";
import { checkLetter } from "./letter.ts";

/** How long a mailed link stays good: long enough for a weekend, short enough that an old mail is useless. */
const LINK_TTL_MS = 72 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

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

function linkMail(to: string, institution: string, link: string) {
  return {
    to,
    subject: `Confirm you represent ${institution}`,
    body: [
      `You asked to manage ${institution}'s page on the portal.`,
      `Open this link within 72 hours to choose your password and sign in:`,
      link,
      `If you did not ask for this, ignore this email: nothing happens without the link.`,
    ].join("\n\n"),
  };
}

/** A new token for a claim: the link to mail, and what the row keeps (its hash and expiry). */
function newLink(siteUrl: string, now: Date) {
  const token = randomBytes(32).toString("base64url");
  return {
    link: `${siteUrl}/institution/welcome?t=${token}`,
    tokenHash: hashOf(token),
    tokenExpiresAt: new Date(now.getTime() + LINK_TTL_MS),
  };
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
    const { link, ...token } = newLink(siteUrl, now);
    await db.insert(institutionClaims).values({ ...base, method: "email-domain", status: "link-sent", ...token });
    await queueMail(db, linkMail(claim.form.email, institution.name, link), now);
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

export interface OpenClaim {
  id: string;
  email: string;
  name: string;
  institutionCode: string;
  institutionName: string;
}

/** The claim a mailed link opens, while it is good: undefined once used, expired or unknown. */
export async function openClaimLink(db: Database, token: string, now = new Date()): Promise<OpenClaim | undefined> {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const [row] = await db
    .select({
      id: institutionClaims.id,
      email: institutionClaims.email,
      name: institutionClaims.name,
      institutionCode: institutionClaims.institutionCode,
      institutionName: institutions.name,
    })
    .from(institutionClaims)
    .innerJoin(institutions, eq(institutions.code, institutionClaims.institutionCode))
    .where(
      and(
        eq(institutionClaims.tokenHash, hashOf(token)),
        eq(institutionClaims.status, "link-sent"),
        gt(institutionClaims.tokenExpiresAt, now),
      ),
    );
  return row;
}

/**
 * Sets the representative's password from the link: the account is made and the claim verified in one
 * transaction, and the link cannot be used again. Undefined when the link is no longer good.
 */
export async function completeClaim(
  db: Database,
  token: string,
  password: string,
  now = new Date(),
): Promise<Admin | undefined> {
  const claim = await openClaimLink(db, token, now);
  if (!claim) return undefined;
  return db.transaction(async (tx) => {
    const used = await tx
      .update(institutionClaims)
      .set({ status: "verified", tokenHash: null, tokenExpiresAt: null })
      .where(and(eq(institutionClaims.id, claim.id), eq(institutionClaims.status, "link-sent")))
      .returning({ id: institutionClaims.id });
    if (used.length === 0) return undefined;
    const account = await createRepresentativeAccount(tx, claim.email, password, claim.institutionCode);
    if (!account) throw new InputError({ password: "This email already has an account: please sign in instead." });
    return account;
  });
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
  decision: { accept: boolean; by: string; reason?: string },
  siteUrl: string,
  now = new Date(),
): Promise<boolean> {
  if (!decision.accept && (decision.reason ?? "").trim().length < 10) {
    throw new InputError({ reason: "Please say in a sentence why the claim is refused (at least 10 characters)." });
  }
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const { link, ...token } = newLink(siteUrl, now);
  const decided = {
    letter: null,
    decidedBy: decision.by,
    decidedAt: now,
    decisionReason: decision.reason?.trim() || null,
  };
  const [claim] = await db
    .update(institutionClaims)
    .set(decision.accept ? { ...decided, status: "link-sent", ...token } : { ...decided, status: "rejected" })
    .where(and(eq(institutionClaims.id, id), eq(institutionClaims.status, "awaiting-editor")))
    .returning({ email: institutionClaims.email, code: institutionClaims.institutionCode });
  if (!claim) return false;
  const { name } = await institutionOf(db, claim.code);
  await queueMail(
    db,
    decision.accept
      ? linkMail(claim.email, name, link)
      : {
          to: claim.email,
          subject: `Your claim of ${name}'s page`,
          body: `The portal's editors could not accept your claim of ${name}'s page:\n\n${decision.reason}\n\nYou may claim it again with an official letter.`,
        },
    now,
  );
  return true;
}
