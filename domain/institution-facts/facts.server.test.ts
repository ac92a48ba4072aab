import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../db/schema.ts";
import { readStoredFile } from "../files/stored-files.server.ts";
import { MAX_IMAGE_BYTES } from "../programs/program-image.server.ts";
import { MAX_PHOTO_BYTES } from "./media.ts";
import { fileForReview, INSTITUTION_FILES, isPublishedFile, saveMedia } from "./media.server.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { institutions } from "../../db/institutions-schema.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { getInstitutionBySlug } from "../institutions/institutions.server.ts";
import { contactsSchema, programmeFactsSchema } from "./facts.schema.ts";
import { changesAwaitingEditor, changesOf, decideChange, publishedFactsOf, submitChange } from "./facts.server.ts";
import { actorEmailed } from "../../tests/support/audit.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const place = { state: "Kerala", stateSlug: "kerala", sources: [] };
  await database.db.insert(institutions).values([
    { code: "F-1", slug: "fact-college", name: "Fact College", kind: "college", ...place },
    { code: "F-2", slug: "other-college", name: "Other College", kind: "college", ...place },
  ]);
});
afterAll(() => database.close());

const rep = { adminId: "00000000-0000-4000-8000-000000000001", email: "office@fact.ac.in", institutionCode: "F-1" };
const programme = (over: Record<string, string> = {}) =>
  programmeFactsSchema.parse({
    programme: "B.Tech Civil",
    academicYear: "2026-27",
    tuitionPerYear: "1,20,000",
    ...over,
  });
const errorsOf = (over: Record<string, string>) => {
  const parsed = programmeFactsSchema.safeParse({
    programme: "B.Tech Civil",
    academicYear: "2026-27",
    tuitionPerYear: "120000",
    ...over,
  });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("programme facts", () => {
  it("reads Indian commas and refuses implausible figures on their fields", () => {
    expect(programme()).toMatchObject({ tuitionPerYear: 120_000 });
    expect(programme().hostelPerYear).toBeUndefined();
    expect(errorsOf({ tuitionPerYear: "0" })).toHaveProperty("tuitionPerYear");
    expect(errorsOf({ tuitionPerYear: "10,00,00,000" })).toHaveProperty("tuitionPerYear");
    expect(errorsOf({ seats: "-5" })).toHaveProperty("seats");
    expect(errorsOf({ seats: "0" })).toHaveProperty("seats");
    expect(errorsOf({ academicYear: "2026-28" })).toHaveProperty("academicYear");
    expect(errorsOf({ applyFrom: "2027-05-01", applyUntil: "2027-04-01" })).toHaveProperty("applyUntil");
    expect(errorsOf({ applyLink: "javascript:alert(1)" })).toHaveProperty("applyLink");
  });

  it("contacts need at least one, a phone with its code, a map location in India", () => {
    expect(contactsSchema.safeParse({ phone: "", email: "", website: "", address: "", location: "" }).success).toBe(
      false,
    );
    expect(contactsSchema.parse({ phone: "+91 22 2576 4567" }).phone).toBe("+91 22 2576 4567");
    expect(contactsSchema.safeParse({ phone: "12345" }).success).toBe(false);
    expect(contactsSchema.safeParse({ location: "51.5, -0.12" }).success).toBe(false);
    expect(contactsSchema.safeParse({ location: "19.1334, 72.9133" }).success).toBe(true);
  });
});

describe("publishing", () => {
  it("shows nothing until an editor publishes; keeps what was shown before; a rejection shows nothing", async () => {
    const first = await submitChange(database.db, rep, { kind: "programme", facts: programme() });
    expect((await publishedFactsOf(database.db, ["F-1"])).get("F-1")).toEqual({ programmes: [] });
    expect((await changesAwaitingEditor(database.db)).map((c) => c.id)).toContain(first);

    const published = new Date("2026-12-02T06:00:00Z");
    expect(await decideChange(database.db, first, { publish: true, by: actorEmailed("ed@portal.in") }, published)).toBe(
      true,
    );
    expect(
      await decideChange(database.db, first, {
        publish: false,
        by: actorEmailed("ed@portal.in"),
        reason: "too late now",
      }),
    ).toBe(false);
    const shown = (await publishedFactsOf(database.db, ["F-1", "F-2"])).get("F-1")!;
    expect(shown.programmes).toHaveLength(1);
    expect(shown.programmes[0]).toMatchObject({ facts: { tuitionPerYear: 120_000 }, checkedAt: published });

    // A new figure for the same programme and year: the editor sees the old beside the new.
    const second = await submitChange(database.db, rep, {
      kind: "programme",
      facts: programme({ tuitionPerYear: "1,35,000" }),
    });
    const [waiting] = (await changesAwaitingEditor(database.db)).filter((c) => c.id === second);
    expect(waiting.shown).toMatchObject({ tuitionPerYear: 120_000 });
    expect(waiting.facts).toMatchObject({ tuitionPerYear: 135_000 });
    await decideChange(
      database.db,
      second,
      { publish: true, by: actorEmailed("ed@portal.in") },
      new Date("2026-12-03T06:00:00Z"),
    );
    const now = (await publishedFactsOf(database.db, ["F-1"])).get("F-1")!;
    expect(now.programmes.map((p) => p.facts.tuitionPerYear)).toEqual([135_000]);
    const history = await changesOf(database.db, "F-1");
    expect(history.find((c) => c.id === second)?.shown).toMatchObject({ tuitionPerYear: 120_000 });

    const third = await submitChange(database.db, rep, {
      kind: "contacts",
      facts: contactsSchema.parse({ phone: "0471 2345678" }),
    });
    await expect(
      decideChange(database.db, third, { publish: false, by: actorEmailed("ed@portal.in"), reason: "short" }),
    ).rejects.toThrow(/why/);
    expect(
      await decideChange(database.db, third, {
        publish: false,
        by: actorEmailed("ed@portal.in"),
        reason: "Not the college's number.",
      }),
    ).toBe(true);
    expect((await publishedFactsOf(database.db, ["F-1"])).get("F-1")?.contacts).toBeUndefined();
    // Only the representative's own institution is changed; the other's page shows nothing.
    expect((await publishedFactsOf(database.db, ["F-2"])).get("F-2")).toEqual({ programmes: [] });
    expect((await getInstitutionBySlug(database.db, "fact-college"))?.fromInstitution.programmes).toHaveLength(1);
  });
});

describe("photos and a brochure", () => {
  const png = () =>
    sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#345" } })
      .png()
      .toBuffer();
  const PDF = Buffer.from("%PDF-1.4\n%%EOF");

  it("are WebP and PDF files nobody is served until published; a rejected set's files are removed", async () => {
    const media = await saveMedia(database.db, { photos: [await png()], brochure: PDF });
    // Checked and made ours as a program image is: WebP, at most 1600 px a side, its size kept for the page.
    const [photo] = media.photos!.photos;
    expect(photo).toMatchObject({ file: expect.stringMatching(INSTITUTION_FILES), width: 1600, height: 800 });
    expect((await readStoredFile(database.db, photo.file))?.contentType).toBe("image/webp");
    expect(media.brochure).toMatchObject({ file: expect.stringMatching(/\.pdf$/), bytes: PDF.length });

    const photos = await submitChange(database.db, rep, { kind: "photos", facts: media.photos! });
    const brochure = await submitChange(database.db, rep, { kind: "brochure", facts: media.brochure! });
    expect(await isPublishedFile(database.db, photo.file)).toBe(false);
    expect((await publishedFactsOf(database.db, ["F-1"])).get("F-1")?.photos).toBeUndefined();
    // The representative of the institution and the editors see it; another institution's does not.
    expect(await fileForReview(database.db, photo.file, "F-1")).toBeTruthy();
    expect(await fileForReview(database.db, photo.file)).toBeTruthy();
    expect(await fileForReview(database.db, photo.file, "F-2")).toBeUndefined();

    const checked = new Date("2026-12-05T06:00:00Z");
    await decideChange(database.db, photos, { publish: true, by: actorEmailed("ed@portal.in") }, checked);
    expect(await isPublishedFile(database.db, photo.file)).toBe(true);
    expect(await isPublishedFile(database.db, media.brochure!.file)).toBe(false);
    const shown = (await publishedFactsOf(database.db, ["F-1"])).get("F-1")!;
    expect(shown.photos).toMatchObject({ facts: { photos: [photo] }, checkedAt: checked });

    const reason = "The brochure is last year's.";
    await decideChange(database.db, brochure, { publish: false, by: actorEmailed("ed@portal.in"), reason });
    expect(await readStoredFile(database.db, media.brochure!.file)).toBeUndefined();
    expect((await publishedFactsOf(database.db, ["F-1"])).get("F-1")?.brochure).toBeUndefined();
  });

  it("refuse an HTML page named as an image or a PDF, too many photos and nothing at all, on their fields", async () => {
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    await expect(saveMedia(database.db, { photos: [html] })).rejects.toMatchObject({
      fields: { photos: expect.stringMatching(/not a readable image/) },
    });
    await expect(saveMedia(database.db, { photos: [], brochure: html })).rejects.toMatchObject({
      fields: { brochure: expect.stringMatching(/not a PDF/) },
    });
    const four = await Promise.all([1, 2, 3, 4].map(() => png()));
    await expect(saveMedia(database.db, { photos: four })).rejects.toMatchObject({
      fields: { photos: "Please choose at most 3 photos." },
    });
    await expect(saveMedia(database.db, { photos: [] })).rejects.toMatchObject({
      fields: { photos: expect.any(String) },
    });
    // A good photo beside a bad brochure: neither is kept.
    const files = (await database.db.select({ path: storedFiles.path }).from(storedFiles)).length;
    await expect(saveMedia(database.db, { photos: [await png()], brochure: html })).rejects.toThrow(/not a PDF/);
    expect((await database.db.select({ path: storedFiles.path }).from(storedFiles)).length).toBe(files);
    expect(MAX_PHOTO_BYTES).toBe(MAX_IMAGE_BYTES);
  });
});
