import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { institutionClaims } from "../../db/institution-claims-schema.ts";
import { institutions } from "../../db/institutions-schema.ts";
import { admins, mailOutbox } from "../../db/schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { authenticate } from "../admins/admins.server.ts";
import { redeemPasswordLink } from "../admins/password-links.server.ts";
import { findLink } from "../admins/staff-links.server.ts";
import { InputError } from "../errors.ts";
import { claimFormSchema } from "./claims.schema.ts";
import { claimLetter, claimsAwaitingEditor, decideClaim, startClaim } from "./claims.server.ts";
import { emailMatchesWebsite } from "./email-domain.ts";
import { checkLetter } from "./letter.ts";
import { actorEmailed } from "../../tests/support/audit.ts";

const SITE = "https://portal.example.in";
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const place = { state: "Maharashtra", stateSlug: "maharashtra", sources: [] };
  await database.db.insert(institutions).values([
    {
      code: "CL-1",
      slug: "claim-college",
      name: "Claim College",
      kind: "college",
      website: "https://www.claimcollege.ac.in/",
      ...place,
    },
    { code: "CL-2", slug: "no-site-college", name: "No Site College", kind: "college", ...place },
  ]);
});
afterAll(() => database.close());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");
const form = (email: string) => claimFormSchema.parse({ name: "Asha Rao", jobTitle: "Admissions officer", email });

/** The token in the newest mail to `to`. */
async function mailedToken(to: string): Promise<string> {
  const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const token = /\?t=([\w-]+)/.exec(mails.at(-1)?.body ?? "")?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}

async function refusal(promise: Promise<unknown>): Promise<Record<string, string>> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof InputError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return err.fields;
}

describe("emailMatchesWebsite", () => {
  it("takes the website's domain and its subdomains, never a free mail provider or a lookalike", () => {
    const site = "https://www.iitb.ac.in/";
    expect(emailMatchesWebsite("dean@iitb.ac.in", site)).toBe(true);
    expect(emailMatchesWebsite("office@cse.iitb.ac.in", site)).toBe(true);
    expect(emailMatchesWebsite("x@notiitb.ac.in", site)).toBe(false);
    expect(emailMatchesWebsite("x@iitb.ac.in.evil.com", site)).toBe(false);
    expect(emailMatchesWebsite("x@gmail.com", "https://gmail.com")).toBe(false);
    expect(emailMatchesWebsite("x@iitb.ac.in", null)).toBe(false);
  });
});

describe("checkLetter", () => {
  it("takes a PDF of up to 5 MB and refuses an HTML page named .pdf, an empty file and a 30 MB one", () => {
    expect(checkLetter(PDF)).toBe(PDF);
    expect(() => checkLetter(Buffer.from("<html><script>alert(1)</script>"))).toThrow(/not a PDF/);
    expect(() => checkLetter(Buffer.alloc(0))).toThrow(/attach/);
    const huge = Buffer.concat([Buffer.from("%PDF-"), Buffer.alloc(30 * 1024 * 1024)]);
    expect(() => checkLetter(huge)).toThrow(/at most 5 MB/);
  });
});

describe("claims", () => {
  it("mails a link to an email at the website's domain; the link sets the password once and makes the account", async () => {
    const email = "admissions@claimcollege.ac.in";
    expect(await startClaim(database.db, { institutionCode: "CL-1", form: form(email) }, SITE)).toBe("link-sent");
    const token = await mailedToken(email);
    expect(await findLink(database.db, token)).toMatchObject({ purpose: "claim", institutionCode: "CL-1" });
    const joined = await redeemPasswordLink(database.db, token, "a long password 1");
    expect(joined).toMatchObject({ outcome: "joined", admin: { email, role: "representative" } });
    const [row] = await database.db.select().from(admins).where(eq(admins.email, email));
    expect(row).toMatchObject({ institutionCode: "CL-1", role: "representative" });
    expect(await authenticate(database.db, email, "a long password 1")).toBeTruthy();
    // Used once: the link is no longer good.
    expect(await findLink(database.db, token)).toBeUndefined();
    expect((await redeemPasswordLink(database.db, token, "another password")).outcome).toBe("invalid");
    // The same email cannot claim again.
    expect(await refusal(startClaim(database.db, { institutionCode: "CL-2", form: form(email) }, SITE))).toHaveProperty(
      "email",
    );
  });

  it("a link is good for 72 hours", async () => {
    const email = "late@claimcollege.ac.in";
    const sent = new Date("2026-12-01T10:00:00Z");
    await startClaim(database.db, { institutionCode: "CL-1", form: form(email) }, SITE, sent);
    const token = await mailedToken(email);
    expect(await findLink(database.db, token, new Date("2026-12-04T09:59:00Z"))).toBeTruthy();
    expect(await findLink(database.db, token, new Date("2026-12-04T10:01:00Z"))).toBeUndefined();
  });

  it("another domain needs a letter, which waits for an editor; accepted, the person gets the link", async () => {
    const email = "principal@gmail.com";
    expect(
      (await refusal(startClaim(database.db, { institutionCode: "CL-1", form: form(email) }, SITE))).letter,
    ).toMatch(/not at claimcollege\.ac\.in/);
    expect(
      (await refusal(startClaim(database.db, { institutionCode: "CL-2", form: form(email) }, SITE))).letter,
    ).toMatch(/no website/);
    expect(
      (
        await refusal(
          startClaim(database.db, { institutionCode: "CL-1", form: form(email), letter: Buffer.from("<html>") }, SITE),
        )
      ).letter,
    ).toMatch(/not a PDF/);

    expect(await startClaim(database.db, { institutionCode: "CL-1", form: form(email), letter: PDF }, SITE)).toBe(
      "awaiting-editor",
    );
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(0);
    const [waiting] = (await claimsAwaitingEditor(database.db)).filter((c) => c.email === email);
    expect(waiting).toMatchObject({ institutionName: "Claim College", letterBytes: PDF.length });
    expect(await claimLetter(database.db, waiting.id)).toEqual(PDF);

    expect(
      await refusal(decideClaim(database.db, waiting.id, { accept: false, by: actorEmailed("ed@portal.in") }, SITE)),
    ).toHaveProperty("reason");
    expect(await decideClaim(database.db, waiting.id, { accept: true, by: actorEmailed("ed@portal.in") }, SITE)).toBe(
      true,
    );
    expect(await decideClaim(database.db, waiting.id, { accept: true, by: actorEmailed("ed@portal.in") }, SITE)).toBe(
      false,
    );
    // The letter is dropped once read and decided; the decision is kept.
    expect(await claimLetter(database.db, waiting.id)).toBeUndefined();
    const [decided] = await database.db.select().from(institutionClaims).where(eq(institutionClaims.id, waiting.id));
    expect(decided).toMatchObject({ letter: null, decidedBy: "ed@portal.in", status: "accepted" });
    const joined = await redeemPasswordLink(database.db, await mailedToken(email), "a long password 2");
    expect(joined).toMatchObject({ outcome: "joined", admin: { email, role: "representative" } });
  });

  it("a refused claim mails the reason and makes no account", async () => {
    const email = "someone@yahoo.co.in";
    await startClaim(database.db, { institutionCode: "CL-2", form: form(email), letter: PDF }, SITE);
    const [waiting] = (await claimsAwaitingEditor(database.db)).filter((c) => c.email === email);
    const reason = "The letter is not on the college's letterhead.";
    expect(
      await decideClaim(database.db, waiting.id, { accept: false, by: actorEmailed("ed@portal.in"), reason }, SITE),
    ).toBe(true);
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail.body).toContain(reason);
    expect(mail.body).not.toMatch(/\?t=/);
    expect(await database.db.select().from(admins).where(eq(admins.email, email))).toHaveLength(0);
  });
});
