// GET /admin/institutions/claim/{id}/letter: a waiting claim's letter on letterhead, for the editor who decides
// it. Sent as a download, never shown inline: it came from the public and is not the portal's own file.
import { data } from "react-router";
import { dbContext } from "#context";
import { claimLetter } from "../../../domain/institution-claims/claims.server.ts";
import type { Route } from "./+types/institution-letter";

export async function loader({ params, context }: Route.LoaderArgs) {
  const letter = await claimLetter(context.get(dbContext), params.id);
  if (!letter) throw data(null, { status: 404 });
  return new Response(new Uint8Array(letter), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="claim-letter-${params.id.slice(0, 8)}.pdf"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
