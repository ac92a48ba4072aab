// An institution's photo or brochure at the address of a signed-in session (decision 059): the
// representative's own (/institution/files/…) or the editors' (/admin/institutions/files/…), published or
// not. Nothing here is kept by a browser or a proxy; a brochure is a download, never shown inline.
import { data } from "react-router";
import type { Database } from "../../db/client.server.ts";
import { fileForReview } from "../../domain/institution-facts/media.server.ts";

/** `name` is the address's last part ("<uuid>.webp"); `institutionCode` the representative's, or undefined for an editor. */
export async function reviewFileResponse(db: Database, name: string, institutionCode?: string): Promise<Response> {
  const file = await fileForReview(db, `institution/${name}`, institutionCode);
  if (!file) throw data(null, { status: 404 });
  const pdf = file.contentType === "application/pdf";
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      ...(pdf ? { "Content-Disposition": `attachment; filename="brochure-${name.slice(0, 8)}.pdf"` } : {}),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
