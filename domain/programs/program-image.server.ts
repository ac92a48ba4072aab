// Program images: judged by their content, never their name, and re-encoded, so what we serve is always a
// clean WebP we made ourselves (no scripts in SVGs, no polyglot files, no camera metadata).
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { Database } from "../../db/client.server.ts";
import { removeStoredFile, storeFile } from "../files/stored-files.server.ts";
import { InputError } from "../errors.ts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = "Please upload a JPEG, PNG, WebP or AVIF image.";

async function reencode(bytes: Buffer): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error" });
    const meta = await image.metadata();
    const avif = meta.format === "heif" && meta.compression === "av1";
    if (!["jpeg", "png", "webp"].includes(meta.format ?? "") && !avif) throw new InputError({ image: ACCEPTED });
    return await image
      .rotate()
      .resize({ width: 1600, height: 1600, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw new InputError({ image: `This file is not a readable image. ${ACCEPTED}` });
  }
}

/** Stores an uploaded image as WebP under a new name (served at /uploads/<name>); gives back the name. */
export async function saveProgramImage(db: Database, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new InputError({ image: "Please choose an image." });
  if (bytes.length > MAX_IMAGE_BYTES) throw new InputError({ image: "The image must be at most 5 MB." });
  const webp = await reencode(bytes);
  const name = `program-${randomUUID()}.webp`;
  await storeFile(db, name, "image/webp", webp);
  return name;
}

/** Removes a stored program image; one already gone is ignored. */
export async function removeProgramImage(db: Database, name: string): Promise<void> {
  // Only program images: a row naming anything else (a demo logo) never removes it.
  if (!/^program-[\w-]+\.webp$/.test(name)) return;
  await removeStoredFile(db, name);
}
