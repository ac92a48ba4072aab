// The photos and the brochure an institution publishes (decision 059), as the browser and the pages see them:
// how many, how big, and the shape of what is kept. The bytes are checked on the server (media.server.ts).
import { MAX_LETTER_BYTES } from "../institution-claims/letter.ts";

/** Photos a representative sends at once; the newest set published is what the page shows. */
export const MAX_PHOTOS = 3;
/** Each photo, as a program image (MAX_IMAGE_BYTES, domain/programs/program-image.server.ts) */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The brochure, a PDF checked as a claim's letter is */
export const MAX_BROCHURE_BYTES = MAX_LETTER_BYTES;
/** The largest single file the institution area takes (server/plugins/site.ts sizes its body by it) */
export const MAX_MEDIA_FILE_BYTES = Math.max(MAX_PHOTO_BYTES, MAX_BROCHURE_BYTES);

/** A photo as stored: its name under the stored files, and its size in pixels for the page's width and height. */
export interface InstitutionPhoto {
  file: string;
  width: number;
  height: number;
}
export interface PhotosFacts {
  photos: InstitutionPhoto[];
}
export interface BrochureFacts {
  file: string;
  bytes: number;
}

/** The stored files a change names (none for fees and contacts). */
export function filesNamed(kind: string, facts: Record<string, unknown>): string[] {
  if (kind === "photos") return ((facts.photos ?? []) as InstitutionPhoto[]).map((p) => p.file);
  if (kind === "brochure" && typeof facts.file === "string") return [facts.file];
  return [];
}

/** Where staff and the representative see a file before it is published: their session's address, never public. */
export function privateAddress(base: "/institution/files" | "/admin/institutions/files", file: string): string {
  return `${base}/${file.replace(/^institution\//, "")}`;
}
