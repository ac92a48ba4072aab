// /uploads/* served from the database with the headers of a static file server, and the images of an
// installation that kept them on disk copied in at start-up.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../db/schema.ts";
import { importUploadsFolder, readStoredFile, storeFile } from "../../domain/files/stored-files.server.ts";
import { openTestApi, type TestApi } from "../../tests/support/api.ts";

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

  it("answers 404 for a name that is not stored", async () => {
    for (const url of ["/uploads/program-nobody.webp", "/uploads/", "/uploads/../package.json"]) {
      expect((await api.app.inject(url)).statusCode, url).toBe(404);
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
});

describe("importUploadsFolder", () => {
  it("copies the images kept on disk that are not stored yet, and nothing on a second start", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-uploads-"));
    try {
      mkdirSync(path.join(dir, "logos"));
      writeFileSync(path.join(dir, "logos", "srcc.webp"), webp);
      writeFileSync(path.join(dir, "program-old.webp"), webp);
      writeFileSync(path.join(dir, "notes.txt"), "not an image");
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
