// Images the portal serves under /uploads/ (program images staff upload, the demo logos and banners, and the
// photos and brochures institutions publish once an editor has published them), kept
// in the database rather than on one server's disk, so every server process behind the proxy has them all.
// A file's `path` is its address after /uploads/: "program-<uuid>.webp", "logos/iit-delhi.webp".
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { storedFiles } from "../../db/schema.ts";

export interface StoredFile {
  contentType: string;
  bytes: Buffer;
  createdAt: Date;
}

/** Stores a file under `filePath`, replacing one stored there before. */
export async function storeFile(db: Database, filePath: string, contentType: string, bytes: Buffer): Promise<void> {
  // /uploads/ serves only names of this shape: a file stored under another could never be seen.
  if (!isStoredFileName(filePath)) throw new Error(`Not a name /uploads/ serves: ${JSON.stringify(filePath)}`);
  await db
    .insert(storedFiles)
    .values({ path: filePath, contentType, bytes })
    .onConflictDoUpdate({ target: storedFiles.path, set: { contentType, bytes, createdAt: new Date() } });
}

export async function readStoredFile(db: Database, filePath: string): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ contentType: storedFiles.contentType, bytes: storedFiles.bytes, createdAt: storedFiles.createdAt })
    .from(storedFiles)
    .where(eq(storedFiles.path, filePath));
  return row;
}

/** Removes a stored file; one already gone is no error. */
export async function removeStoredFile(db: Database, filePath: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.path, filePath));
}

const IMAGE_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".avif": "image/avif",
  ".gif": "image/gif",
};

// The names the portal gives (program-<uuid>.webp, program-<slug>.webp, logos/<slug>.webp) and those of the
// images an older installation kept on disk: up to three folders and a file name of letters, digits, "_", "-"
// and inner dots, ending in an image type above. At most 200 characters.
const STORED_FILE_NAME = /^(?:[\w-]+\/){0,3}[\w-][\w.-]*\.(?:webp|png|jpe?g|avif|gif)$/i;

// An institution's brochure (domain/institution-facts/media.server.ts): the only PDFs stored.
const INSTITUTION_PDF = /^institution\/[0-9a-f-]{36}\.pdf$/;

/** Whether `name` may be a stored file's name: anything else (a NUL, a space, "..", an odd type) is not. */
export function isStoredFileName(name: string): boolean {
  return name.length <= 200 && (STORED_FILE_NAME.test(name) || INSTITUTION_PDF.test(name));
}

/**
 * Copies the images of an installation that kept them on disk (under DATA_DIR/uploads) into the database,
 * so the addresses stored in its rows keep working. Only files not stored yet are read, so a start-up with
 * nothing new to copy costs one directory listing and one query. The files on disk are left as they are.
 */
export async function importUploadsFolder(db: Database, dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [];
    throw err;
  });
  const found = entries
    .filter((e) => e.isFile() && IMAGE_TYPES[path.extname(e.name).toLowerCase()])
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    // Hidden files and names /uploads/ would never serve are left on disk.
    .filter(isStoredFileName);
  if (found.length === 0) return 0;
  const stored = new Set((await db.select({ path: storedFiles.path }).from(storedFiles)).map((r) => r.path));
  let imported = 0;
  for (const filePath of found.filter((p) => !stored.has(p))) {
    const bytes = await readFile(path.join(dir, filePath));
    const contentType = IMAGE_TYPES[path.extname(filePath).toLowerCase()];
    // Another server process starting beside this one may have copied it already: that copy stands.
    await db.insert(storedFiles).values({ path: filePath, contentType, bytes }).onConflictDoNothing();
    imported++;
  }
  return imported;
}
