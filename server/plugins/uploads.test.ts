// /uploads/* served from the database with the headers of a static file server, and the images of an
// installation that kept them on disk copied in at start-up.
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { fastify } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server.ts";
import { storedFiles } from "../../db/schema.ts";
import { importUploadsFolder, readStoredFile, storeFile } from "../../domain/files/stored-files.server.ts";
import { decideChange, submitChange } from "../../domain/institution-facts/facts.server.ts";
import { saveMedia } from "../../domain/institution-facts/media.server.ts";
import { openTestApi, type TestApi } from "../../tests/support/api.ts";
import { testActor } from "../../tests/support/audit.ts";
import { NOT_FOUND_MESSAGE } from "./not-found.ts";
import { addResponseCache } from "./response-cache.ts";
import { uploadRoutes } from "./uploads.ts";

let api: TestApi;
let webp: Buffer;
beforeAll(async () => {
  api = await openTestApi();
  webp = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#1e40af" } })
    .webp()
    .toBuffer();
  await storeFile(api.database.db, "logos/iit-delhi.webp", "image/webp", webp);
});
afterAll(() => api.close());

describe("/uploads/", () => {
  it("serves a stored image with its type, a year's caching, a strong ETag and the cross-origin policy", async () => {
    const res = await api.app.inject("/uploads/logos/iit-delhi.webp");
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(webp)).toBe(true);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(res.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(res.headers["last-modified"]).toBeTruthy();

    const head = await api.app.inject({ method: "HEAD", url: "/uploads/logos/iit-delhi.webp" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers.etag).toBe(res.headers.etag);
    expect(head.headers["content-type"]).toBe("image/webp");

    const again = await api.app.inject({
      url: "/uploads/logos/iit-delhi.webp",
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(res.headers.etag);
  });

  it("answers 404 for a name that is not stored, without repeating the address", async () => {
    for (const url of [
      "/uploads/program-nobody.webp",
      "/uploads/",
      "/uploads/../package.json",
      "/uploads/a%00b.webp",
    ]) {
      const res = await api.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: NOT_FOUND_MESSAGE });
    }
  });

  it("keeps recently served images in memory, and forgets them when staff change content", async () => {
    await storeFile(api.database.db, "program-kept.webp", "image/webp", webp);
    expect((await api.app.inject("/uploads/program-kept.webp")).statusCode).toBe(200);
    await api.database.db.delete(storedFiles).where(eq(storedFiles.path, "program-kept.webp"));
    expect((await api.app.inject("/uploads/program-kept.webp")).statusCode).toBe(200);
    api.app.responseCache.clear();
    expect((await api.app.inject("/uploads/program-kept.webp")).statusCode).toBe(404);
  });

  it("asks the database only for names of the shape it stores", async () => {
    // A database with nothing stored that counts the queries started on it.
    let queries = 0;
    const query: object = new Proxy(() => query, {
      get: (_target, key) => (key === "then" ? (found: (rows: never[]) => void) => found([]) : () => query),
    });
    const db = { select: () => (queries++, query) } as unknown as Database;
    const app = fastify();
    addResponseCache(app, { ttlMs: 0, maxEntries: 1, maxBytes: 1 });
    await app.register(uploadRoutes, { db, maxBytes: 1024 });
    try {
      for (const name of [
        "program-a%00b.webp",
        "logos/x.webp%00",
        "logos/a%20b.webp",
        "%2e%2e/secret.webp",
        ".hidden.webp",
        "notes.txt",
        "image.svg",
        "a/b/c/d/e.webp",
        `${"a".repeat(200)}.webp`,
      ]) {
        expect((await app.inject(`/uploads/${name}`)).statusCode, name).toBe(404);
      }
      expect(queries).toBe(0);
      for (const name of ["program-9b2c4e6a-1f3d-4c5b-8a7e-0d1f2a3b4c5d.webp", "logos/iit-delhi.webp", "old/a_b.JPG"]) {
        expect((await app.inject(`/uploads/${name}`)).statusCode, name).toBe(404);
      }
      expect(queries).toBe(3);
    } finally {
      await app.close();
    }
  });
});

describe("importUploadsFolder", () => {
  it("copies the images kept on disk that are not stored yet, and nothing on a second start", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-uploads-"));
    try {
      mkdirSync(path.join(dir, "logos"));
      writeFileSync(path.join(dir, "logos", "srcc.webp"), webp);
      writeFileSync(path.join(dir, "program-old.webp"), webp);
      writeFileSync(path.join(dir, "notes.txt"), "not an image");
      // A name /uploads/ would never serve stays on disk.
      writeFileSync(path.join(dir, "logos", "odd name.webp"), webp);
      const { db } = api.database;
      expect(await importUploadsFolder(db, dir)).toBe(2);
      expect((await readStoredFile(db, "logos/srcc.webp"))?.bytes.equals(webp)).toBe(true);
      expect(await readStoredFile(db, "notes.txt")).toBeUndefined();
      const served = await api.app.inject("/uploads/program-old.webp");
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(await importUploadsFolder(db, dir)).toBe(0);
      expect(await importUploadsFolder(db, path.join(dir, "missing"))).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("/uploads/institution/", () => {
  it("serves an institution's photo and brochure only once an editor has published them", async () => {
    const db = api.database.db;
    const rep = { adminId: randomUUID(), email: "office@u.ac.in", institutionCode: "U-1" };
    const media = await saveMedia(db, { photos: [webp], brochure: Buffer.from("%PDF-1.4\n%%EOF") });
    const photo = media.photos!.photos[0].file;
    const photos = await submitChange(db, rep, { kind: "photos", facts: media.photos! });
    await submitChange(db, rep, { kind: "brochure", facts: media.brochure! });
    expect((await api.app.inject(`/uploads/${photo}`)).statusCode).toBe(404);
    expect((await api.app.inject(`/uploads/${media.brochure!.file}`)).statusCode).toBe(404);
    await decideChange(db, photos, { publish: true, by: testActor });
    const shown = await api.app.inject(`/uploads/${photo}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/webp");
    // The brochure's change still waits: its file is still nobody's but the representative's and the editors'.
    expect((await api.app.inject(`/uploads/${media.brochure!.file}`)).statusCode).toBe(404);
  });
});
