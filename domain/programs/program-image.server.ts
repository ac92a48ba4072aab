// Program images: judged by their content, never their name, and re-encoded, so what we serve is always a
// clean WebP we made ourselves (no scripts in SVGs, no polyglot files, no camera metadata).
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { Database } from "../../db/client.server.ts";
import { removeStoredFile, storeFile } from "../files/stored-files.server.ts";
import { InputError } from "../errors.ts";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = "Please upload a JPEG, PNG, WebP or AVIF image.";

/** An image checked and made ours: the WebP we encoded, and its size in pixels (for width and height). */
export interface CheckedImage {
  webp: Buffer;
  width: number;
  height: number;
}

/**
 * Judges an uploaded image by its content and re-encodes it to WebP, at most 1600 px a side; a refusal names
 * `field`. Program images and an institution's photos are checked by this one function.
 */
export async function checkedImage(bytes: Buffer, field = "image"): Promise<CheckedImage> {
  if (bytes.length === 0) throw new InputError({ [field]: "Please choose an image." });
  if (bytes.length > MAX_IMAGE_BYTES) throw new InputError({ [field]: "The image must be at most 5 MB." });
  try {
    const image = sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error" });
    const meta = await image.metadata();
    const avif = meta.format === "heif" && meta.compression === "av1";
    if (!["jpeg", "png", "webp"].includes(meta.format ?? "") && !avif) throw new InputError({ [field]: ACCEPTED });
    const { data, info } = await image
      .rotate()
      .resize({ width: 1600, height: 1600, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw new InputError({ [field]: `This file is not a readable image. ${ACCEPTED}` });
  }
}

/** Stores an uploaded image as WebP under a new name (served at /uploads/<name>); gives back the name. */
export async function saveProgramImage(db: Database, bytes: Buffer): Promise<string> {
  const { webp } = await checkedImage(bytes);
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
