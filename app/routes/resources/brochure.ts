// GET /resources/brochure.pdf?name=…: the brochure PDF, generated on request.
import { brochureName } from "../../lib/enquiry.server.ts";
import { brochurePdf } from "../../lib/brochure-pdf.server.ts";
import type { Route } from "./+types/brochure";

export async function loader({ url }: Route.LoaderArgs) {
  const name = brochureName(url.searchParams.get("name"));
  const pdf = await brochurePdf(name);
  const file = `${name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "admission"}-brochure.pdf`;
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "public, max-age=86400",
    },
  });
}
