// One-time links mailed to staff (an invite, a password reset): a random 256-bit token of which the database
// keeps only the SHA-256, valid for 72 hours, deleted when used so it works once.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { staffLinks } from "../../db/schema.ts";
import type { StaffLinkPurpose } from "../../db/staff-values.ts";

export const LINK_TTL_MS = 72 * 60 * 60 * 1000;

type LinkRow = typeof staffLinks.$inferSelect;
export type LinkFields = Pick<LinkRow, "email"> &
  Partial<Pick<LinkRow, "name" | "role" | "adminId" | "invitedBy" | "institutionCode">>;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const wellFormed = (token: string) => /^[\w-]{20,100}$/.test(token);

/** A new link (an earlier one of the same purpose to the same address stops working); returns its token. */
export async function createLink(
  db: Database,
  purpose: StaffLinkPurpose,
  fields: LinkFields,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(staffLinks).where(and(eq(staffLinks.email, fields.email), eq(staffLinks.purpose, purpose)));
    await tx.delete(staffLinks).where(lt(staffLinks.expiresAt, now));
    await tx
      .insert(staffLinks)
      .values({ ...fields, id: hashOf(token), purpose, expiresAt: new Date(now.getTime() + LINK_TTL_MS) });
  });
  return token;
}

/** The live link this token opens, without using it (the page that asks for the new password). */
export async function findLink(db: Database, token: string, now = new Date()): Promise<LinkRow | undefined> {
  if (!wellFormed(token)) return undefined;
  const [row] = await db
    .select()
    .from(staffLinks)
    .where(and(eq(staffLinks.id, hashOf(token)), gt(staffLinks.expiresAt, now)));
  return row;
}

/** Uses the link: deleted in the same statement that reads it, so two tabs cannot both use it. */
export async function redeemLink(db: Database, token: string, now = new Date()): Promise<LinkRow | undefined> {
  if (!wellFormed(token)) return undefined;
  const [row] = await db
    .delete(staffLinks)
    .where(and(eq(staffLinks.id, hashOf(token)), gt(staffLinks.expiresAt, now)))
    .returning();
  return row;
}
