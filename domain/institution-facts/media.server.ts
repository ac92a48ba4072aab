// An institution's photos and brochure (decision 059): checked exactly as a program's image is (sniffed by
// sharp, re-encoded to WebP) and as a claim's letter is (a PDF by its bytes, at most 5 MB), then kept with the
// other stored files under "institution/<uuid>". Until an editor publishes the change that names a file,
// /uploads/ does not serve it (server/plugins/uploads.ts): only the institution's representatives and the
// editors see it, at their own addresses.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { institutionUpdates } from "../../db/institution-claims-schema.ts";
import { checkPdf } from "../files/pdf.ts";
import { readStoredFile, removeStoredFile, type StoredFile, storeFile } from "../files/stored-files.server.ts";
import { InputError } from "../errors.ts";
import { checkedImage } from "../programs/program-image.server.ts";
import { type BrochureFacts, MAX_BROCHURE_BYTES, MAX_PHOTOS, type PhotosFacts } from "./media.ts";

/** The stored files' folder of institutions' files: names /uploads/ serves only once published. */
export const INSTITUTION_FILES = /^institution\/[0-9a-f-]{36}\.(?:webp|pdf)$/;

/** Checks every photo before any is kept, so a refused photo leaves nothing behind. */
async function savePhotos(db: Database, files: Buffer[]): Promise<PhotosFacts> {
  if (files.length > MAX_PHOTOS) throw new InputError({ photos: `Please choose at most ${MAX_PHOTOS} photos.` });
  const checked = [];
  for (const bytes of files) checked.push(await checkedImage(bytes, "photos"));
  const photos = [];
  for (const { webp, width, height } of checked) {
    const file = `institution/${randomUUID()}.webp`;
    await storeFile(db, file, "image/webp", webp);
    photos.push({ file, width, height });
  }
  return { photos };
}

async function saveBrochure(db: Database, bytes: Buffer): Promise<BrochureFacts> {
  const pdf = checkPdf(bytes, { field: "brochure", what: "brochure", maxBytes: MAX_BROCHURE_BYTES });
  const file = `institution/${randomUUID()}.pdf`;
  await storeFile(db, file, "application/pdf", pdf);
  return { file, bytes: pdf.length };
}

export async function removeFiles(db: Database, files: string[]): Promise<void> {
  for (const file of files) if (INSTITUTION_FILES.test(file)) await removeStoredFile(db, file);
}

/** The changes that name this file: a photo in a set, or the brochure. */
const naming = (file: string) =>
  or(
    sql`${institutionUpdates.facts} -> 'photos' @> ${JSON.stringify([{ file }])}::jsonb`,
    sql`${institutionUpdates.facts} ->> 'file' = ${file}`,
  );
const MEDIA_KINDS = ["photos", "brochure"] as const;

/** Whether an editor published a change naming this file: only then is it public. */
export async function isPublishedFile(db: Database, file: string): Promise<boolean> {
  if (!INSTITUTION_FILES.test(file)) return false;
  const [row] = await db
    .select({ id: institutionUpdates.id })
    .from(institutionUpdates)
    .where(and(inArray(institutionUpdates.kind, MEDIA_KINDS), eq(institutionUpdates.status, "published"), naming(file)))
    .limit(1);
  return Boolean(row);
}

/**
 * A file a change names, whatever its status, for the editors (`institutionCode` undefined) or for the
 * representatives of the institution whose change names it; undefined for anyone else's.
 */
export async function fileForReview(
  db: Database,
  file: string,
  institutionCode?: string,
): Promise<StoredFile | undefined> {
  if (!INSTITUTION_FILES.test(file)) return undefined;
  const [row] = await db
    .select({ id: institutionUpdates.id })
    .from(institutionUpdates)
    .where(
      and(
        inArray(institutionUpdates.kind, MEDIA_KINDS),
        naming(file),
        institutionCode === undefined ? undefined : eq(institutionUpdates.institutionCode, institutionCode),
      ),
    )
    .limit(1);
  return row ? readStoredFile(db, file) : undefined;
}

/**
 * Checks and keeps what the institution area's media form sent: photos, a brochure, or both. A refusal of
 * either keeps neither, and names its field.
 */
export async function saveMedia(
  db: Database,
  sent: { photos: Buffer[]; brochure?: Buffer },
): Promise<{ photos?: PhotosFacts; brochure?: BrochureFacts }> {
  if (sent.photos.length === 0 && !sent.brochure) {
    throw new InputError({ photos: "Please choose a photo or a brochure to send." });
  }
  const photos = sent.photos.length ? await savePhotos(db, sent.photos) : undefined;
  try {
    return { photos, brochure: sent.brochure ? await saveBrochure(db, sent.brochure) : undefined };
  } catch (err) {
    await removeFiles(
      db,
      (photos?.photos ?? []).map((p) => p.file),
    );
    throw err;
  }
}
