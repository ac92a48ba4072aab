// A representative acts for one institution only: the session's (decision 059). Every read and write of the
// institution area, and every address of the editors' a representative could try, is run twice: on the
// representative's own institution and on another one, forged in every place a client could put it (a form
// field, the query, the address's path). The own row is allowed; the other's never is. Run through the
// routes' own guards with a real session cookie, as a browser's request reaches them.
import { eq } from "drizzle-orm";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbContext, requestInfoContext } from "#context";
import type { DatabaseHandle } from "../../../db/client.server.ts";
import { institutionClaims, institutionUpdates } from "../../../db/institution-claims-schema.ts";
import { institutions } from "../../../db/institutions-schema.ts";
import { admins, storedFiles } from "../../../db/schema.ts";
import { hashPassword } from "../../../domain/admins/admins.server.ts";
import { createSession } from "../../../domain/admins/sessions.server.ts";
import { MAX_LETTER_BYTES } from "../../../domain/institution-claims/letter.ts";
import { contactsSchema } from "../../../domain/institution-facts/facts.schema.ts";
import { type Representative, submitChange } from "../../../domain/institution-facts/facts.server.ts";
import { MAX_PHOTO_BYTES } from "../../../domain/institution-facts/media.ts";
import { saveMedia } from "../../../domain/institution-facts/media.server.ts";
import { openTestDatabase } from "../../../tests/support/database.ts";
import { adminGuard } from "../../lib/admin-session.server.ts";
import { representativeGuard } from "../../lib/institution-session.server.ts";
import { action as adminInstitutionsAction } from "../admin/institutions.tsx";
import { loader as adminFileLoader } from "../admin/institution-file.ts";
import { loader as letterLoader } from "../admin/institution-letter.ts";
import { action as areaAction, loader as areaLoader } from "./area.tsx";
import { action as claimAction } from "./claim.tsx";
import { loader as fileLoader } from "./file.ts";

const SITE = "http://portal.test";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");
let database: DatabaseHandle;
let context: RouterContextProvider;
let cookie: string;
const own = { code: "S-1", slug: "own-college", name: "Own College" };
const other = { code: "S-2", slug: "other-college", name: "Other College" };
type Target = typeof own;
/** Each institution's pending photo and brochure, and a claim with a letter waiting for an editor */
const sent = {} as Record<string, { photo: string; brochure: string; change: string; claim: string }>;

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  database = await openTestDatabase();
  const place = { state: "Kerala", stateSlug: "kerala", sources: [] };
  await database.db.insert(institutions).values([
    { ...own, kind: "college", ...place },
    { ...other, kind: "college", ...place },
  ]);
  const passwordHash = await hashPassword("a long enough password");
  for (const i of [own, other]) {
    const [row] = await database.db
      .insert(admins)
      .values({ email: `office@${i.slug}.ac.in`, passwordHash, role: "representative", institutionCode: i.code })
      .returning({ id: admins.id });
    const rep: Representative = { adminId: row.id, email: `office@${i.slug}.ac.in`, institutionCode: i.code };
    if (i === own) cookie = `admin_session=${(await createSession(database.db, row.id)).token}`;
    const media = await saveMedia(database.db, { photos: [await png()], brochure: PDF });
    await submitChange(database.db, rep, { kind: "photos", facts: media.photos! });
    await submitChange(database.db, rep, { kind: "brochure", facts: media.brochure! });
    const change = await submitChange(database.db, rep, {
      kind: "contacts",
      facts: contactsSchema.parse({ phone: `0471 234567${i.code.slice(-1)}` }),
    });
    const [claim] = await database.db
      .insert(institutionClaims)
      .values({
        institutionCode: i.code,
        name: "A Person",
        jobTitle: "Clerk",
        email: `someone.${i.slug}@gmail.com`,
        method: "letter",
        status: "awaiting-editor",
        letter: PDF,
      })
      .returning({ id: institutionClaims.id });
    sent[i.code] = {
      photo: media.photos!.photos[0].file.replace("institution/", ""),
      brochure: media.brochure!.file.replace("institution/", ""),
      change,
      claim: claim.id,
    };
  }
  context = new RouterContextProvider();
  context.set(dbContext, database.db);
  context.set(requestInfoContext, {
    clientAddress: "10.0.0.1",
    secureCookies: false,
    mailQueued: () => {},
    siteUrl: SITE,
    retentionMonths: 24,
    staffTwoFactorRequired: false,
    contact: { phone: "", email: "", address: "" },
    contentChanged: () => {},
  });
});
afterAll(() => database.close());

type Handler = (args: never) => Promise<unknown>;

/**
 * What a request signed in as Own College's representative gets from a route: its guard runs first (the
 * area's, or the admin layout's), then the loader or action. A redirect or refusal the guard throws is
 * the answer, as in the browser.
 */
async function asRepresentative(
  guard: typeof representativeGuard,
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
): Promise<unknown> {
  const args = { request, context, params, url: new URL(request.url), pattern: "" };
  let answer: unknown;
  try {
    await guard(args as never, async () => {
      answer = await handler(args as never);
      return new Response(null);
    });
  } catch (thrown) {
    return thrown;
  }
  return answer;
}

const get = (path: string) => new Request(SITE + path, { headers: { cookie } });
const post = (path: string, form: FormData) =>
  new Request(SITE + path, { method: "POST", headers: { cookie, origin: SITE }, body: form });
/** A form with the target institution forged into every field a client could add */
function forged(target: Target, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const name of ["institutionCode", "institution_code", "code", "institution"]) form.append(name, target.code);
  form.append("slug", target.slug);
  return form;
}
const query = (target: Target) => `?institutionCode=${target.code}&code=${target.code}&institution=${target.slug}`;

/** The institutions that got a change whose facts contain `marker` (none when it was refused) */
async function changedBy(marker: string): Promise<string> {
  const rows = await database.db.select().from(institutionUpdates);
  const codes = rows.filter((r) => JSON.stringify(r.facts).includes(marker)).map((r) => r.institutionCode);
  return [...new Set(codes)].join(",") || "none";
}
const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status >= 300 && answer.status < 400
      ? `redirect ${answer.headers.get("location")}`
      : answer.status
    : ((answer as DataWithResponseInit<unknown>).init?.status ?? 200);
let n = 0;

/** Each read or write, done for `target`: what came of it. */
const cases: [what: string, run: (t: Target) => Promise<unknown>, own: unknown, other: unknown][] = [
  [
    "the area's page and its list of changes, with the institution in the query",
    async (t) => {
      const page = (await asRepresentative(representativeGuard, areaLoader, get(`/institution${query(t)}`))) as {
        institution: { name: string };
        changes: { institutionCode: string }[];
      };
      return `${page.institution.name}: ${[...new Set(page.changes.map((c) => c.institutionCode))].join(",")}`;
    },
    "Own College: S-1",
    "Own College: S-1",
  ],
  [
    "a contacts change, with the institution in the form and the query",
    async (t) => {
      const phone = `0471 55${String(++n).padStart(4, "0")}`;
      const form = forged(t, { intent: "contacts", phone });
      await asRepresentative(representativeGuard, areaAction, post(`/institution${query(t)}`, form));
      return changedBy(phone);
    },
    "S-1",
    "S-1",
  ],
  [
    "a programme's fees, with the institution in the form and the query",
    async (t) => {
      const programme = `B.Sc Forged ${++n}`;
      const form = forged(t, { intent: "programme", programme, academicYear: "2026-27", tuitionPerYear: "50,000" });
      await asRepresentative(representativeGuard, areaAction, post(`/institution${query(t)}`, form));
      return changedBy(programme);
    },
    "S-1",
    "S-1",
  ],
  [
    "photos and a brochure, with the institution in the form and the query",
    async (t) => {
      const before = new Set((await database.db.select().from(institutionUpdates)).map((r) => r.id));
      const form = forged(t, {
        intent: "media",
        photos: new File([await png(60 + ++n, 40)], "front.png", { type: "image/png" }),
        brochure: new File([PDF], "brochure.pdf", { type: "application/pdf" }),
      });
      await asRepresentative(representativeGuard, areaAction, post(`/institution${query(t)}`, form));
      const added = (await database.db.select().from(institutionUpdates)).filter((r) => !before.has(r.id));
      return added.map((r) => `${r.kind} ${r.institutionCode}`).join(", ");
    },
    "photos S-1, brochure S-1",
    "photos S-1, brochure S-1",
  ],
  [
    "a photo not yet published, by its address",
    async (t) => {
      const file = sent[t.code].photo;
      const answer = await asRepresentative(representativeGuard, fileLoader, get(`/institution/files/${file}`), {
        file,
      });
      return statusOf(answer);
    },
    200,
    404,
  ],
  [
    "a brochure not yet published, by its address",
    async (t) => {
      const file = sent[t.code].brochure;
      const answer = await asRepresentative(representativeGuard, fileLoader, get(`/institution/files/${file}`), {
        file,
      });
      return statusOf(answer);
    },
    200,
    404,
  ],
  [
    "a claim's letter, by the editors' address",
    async (t) => {
      const id = sent[t.code].claim;
      const path = `/admin/institutions/claim/${id}/letter`;
      return statusOf(await asRepresentative(adminGuard, letterLoader, get(path), { id }));
    },
    // A letter is the editors' to read: not even the own institution's representative reads it.
    "redirect /institution",
    "redirect /institution",
  ],
  [
    "a photo, by the editors' address",
    async (t) => {
      const file = sent[t.code].photo;
      const path = `/admin/institutions/files/${file}`;
      return statusOf(await asRepresentative(adminGuard, adminFileLoader, get(path), { file }));
    },
    "redirect /institution",
    "redirect /institution",
  ],
  [
    "publishing a change, by the editors' form",
    async (t) => {
      const form = forged(t, { intent: "publish", id: sent[t.code].change });
      const answer = await asRepresentative(adminGuard, adminInstitutionsAction, post("/admin/institutions", form));
      const [row] = await database.db
        .select({ status: institutionUpdates.status })
        .from(institutionUpdates)
        .where(eq(institutionUpdates.id, sent[t.code].change));
      return `${statusOf(answer)}, ${row.status}`;
    },
    "redirect /institution, pending",
    "redirect /institution, pending",
  ],
];

describe("a representative of Own College", () => {
  it.each(cases)("%s: own allowed, the other's refused", async (_what, run, ownAnswer, otherAnswer) => {
    expect(await run(own)).toEqual(ownAnswer);
    expect(await run(other)).toEqual(otherAnswer);
  });

  it("never changes the other institution: nothing it sent is Other College's", async () => {
    const rows = await database.db
      .select()
      .from(institutionUpdates)
      .where(eq(institutionUpdates.institutionCode, "S-2"));
    // Only what Other College's own representative sent before the tests.
    expect(rows.map((r) => r.kind).sort()).toEqual(["brochure", "contacts", "photos"]);
  });
});

/** The answer of the institution area's action to a media form, signed in as Own College's representative */
async function sendMedia(fields: Record<string, File>) {
  const form = new FormData();
  form.set("intent", "media");
  for (const [name, file] of Object.entries(fields)) form.append(name, file);
  const answer = (await asRepresentative(representativeGuard, areaAction, post("/institution", form))) as
    DataWithResponseInit<{ reply: { error?: Record<string, string> } }> | { reply: { error?: Record<string, string> } };
  const reply = "data" in answer ? answer.data.reply : answer.reply;
  return { status: "init" in answer ? answer.init?.status : 200, errors: reply.error ?? {} };
}

describe("the photos and brochure form", () => {
  const html = Buffer.from("<!doctype html><script>alert(1)</script>");
  it.each([
    [
      "an HTML page named .jpg",
      { photos: new File([html], "front.jpg", { type: "image/jpeg" }) },
      "photos",
      /not a readable image/,
    ],
    [
      "an HTML page named .pdf",
      { brochure: new File([html], "b.pdf", { type: "application/pdf" }) },
      "brochure",
      /not a PDF/,
    ],
    [
      "a photo over 5 MB",
      { photos: new File([Buffer.alloc(MAX_PHOTO_BYTES + 1)], "big.jpg", { type: "image/jpeg" }) },
      "photos",
      /at most 5 MB/,
    ],
    [
      "a brochure over 5 MB",
      { brochure: new File([Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])], "b.pdf") },
      "brochure",
      /at most 5 MB/,
    ],
  ])("refuses %s on its field and keeps no file", async (_what, fields, field, message) => {
    const stored = (await database.db.select({ path: storedFiles.path }).from(storedFiles)).length;
    const { status, errors } = await sendMedia(fields);
    expect(status).toBe(400);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(message);
    expect((await database.db.select({ path: storedFiles.path }).from(storedFiles)).length).toBe(stored);
  });

  it("refuses more than three photos, and a form with no file", async () => {
    const photos = await png();
    const form = new FormData();
    form.set("intent", "media");
    for (let i = 0; i < 4; i++) form.append("photos", new File([photos], `${i}.png`));
    const answer = (await asRepresentative(
      representativeGuard,
      areaAction,
      post("/institution", form),
    )) as DataWithResponseInit<{
      reply: { error: Record<string, string> };
    }>;
    expect(answer.data.reply.error.photos).toMatch(/at most 3 photos/);
    expect((await sendMedia({})).errors.photos).toMatch(/Please choose a photo or a brochure/);
  });
});

describe("the claim form", () => {
  it("refuses a letter over 5 MB on the letter field, keeping what was typed", async () => {
    const form = new FormData();
    form.set("name", "Ravi Patil");
    form.set("jobTitle", "Principal");
    form.set("email", "ravi.patil.sdm@gmail.com");
    // As server/oversized-files.ts passes a 30 MB letter on: a byte over the limit.
    form.set("letter", new File([Buffer.alloc(MAX_LETTER_BYTES + 1, 32)], "letter.pdf", { type: "application/pdf" }));
    const request = new Request(`${SITE}/institution/claim/${other.slug}`, { method: "POST", body: form });
    const answer = (await claimAction({
      request,
      context,
      params: { slug: other.slug },
    } as never)) as DataWithResponseInit<{
      reply: { error: Record<string, string>; initialValue: Record<string, string> };
    }>;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.reply.error).toEqual({ letter: "The letter must be a PDF of at most 5 MB." });
    expect(answer.data.reply.initialValue).toMatchObject({ name: "Ravi Patil", email: "ravi.patil.sdm@gmail.com" });
    const claims = await database.db
      .select()
      .from(institutionClaims)
      .where(eq(institutionClaims.email, "ravi.patil.sdm@gmail.com"));
    expect(claims).toHaveLength(0);
  });
});
