// /uploads/*: the images stored in the database (domain/files), served as a static file server would.
// Every stored image gets a name of its own and is never changed under it, so browsers may keep it for a
// year, and this process keeps the bytes of recently asked-for images in memory rather than reading them
// from the database for every visitor. An institution's photos and brochure (institution/<uuid>) are served
// only once an editor has published the change that names them: before, they are the representative's and
// the editors' alone (domain/institution-facts/media.server.ts). A brochure is a download, never shown inline.
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";
import type { Database } from "../../db/client.server.ts";
import { isStoredFileName, readStoredFile } from "../../domain/files/stored-files.server.ts";
import { INSTITUTION_FILES, isPublishedFile } from "../../domain/institution-facts/media.server.ts";

interface KeptImage {
  bytes: Buffer;
  contentType: string;
  etag: string;
  lastModified: string;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function uploadRoutes(app: FastifyInstance, { db, maxBytes }: { db: Database; maxBytes: number }) {
  const kept = new LRUCache<string, KeptImage>({
    maxSize: maxBytes,
    sizeCalculation: (image) => Math.max(1, image.bytes.length),
  });
  // A deleted program's image goes with the change that deleted it (in every process, content-changes.ts).
  app.responseCache.onClear(() => kept.clear());

  app.get<{ Params: { "*": string } }>("/uploads/*", async (req, reply) => {
    const name = req.params["*"];
    // A name of no shape we store (a NUL, "..", a space, a long or odd one) is not worth a query: a NUL would
    // even make PostgreSQL fail it.
    if (!isStoredFileName(name)) return reply.callNotFound();
    let image = kept.get(name);
    if (!image) {
      if (name.startsWith("institution/") && !(INSTITUTION_FILES.test(name) && (await isPublishedFile(db, name)))) {
        return reply.callNotFound();
      }
      const file = await readStoredFile(db, name);
      if (!file) return reply.callNotFound();
      image = {
        bytes: file.bytes,
        contentType: file.contentType,
        etag: `"${createHash("sha256").update(file.bytes).digest("base64url").slice(0, 32)}"`,
        lastModified: file.createdAt.toUTCString(),
      };
      kept.set(name, image);
    }
    reply
      .header("content-type", image.contentType)
      .header("cache-control", `public, max-age=${YEAR_SECONDS}, immutable`)
      .header("etag", image.etag)
      .header("last-modified", image.lastModified)
      // Other clients of the API show program images from their own pages (SPEC.md §7).
      .header("cross-origin-resource-policy", "cross-origin");
    if (image.contentType === "application/pdf") reply.header("content-disposition", "attachment");
    if (matches(req.headers["if-none-match"], image.etag)) return reply.code(304).send();
    return reply.send(image.bytes);
  });
}

/** Whether If-None-Match names this ETag (a list, a weak form of it, or *). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}
