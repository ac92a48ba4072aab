// GET /resources/brochure.pdf?college={slug}: the brochure of the college at /college/{slug} (a staff-run page
// or an institution), drawn once and kept (app/lib/brochure.server.ts). Older links pass ?name=… only: a
// name that is one college's gives its brochure, any other the general one naming it. An unknown slug is a 404.
import { dbContext } from "#context";
import { z } from "zod";
import { queryReader } from "../../../domain/read-query.ts";
import { brochureName } from "../../lib/lead-action.server.ts";
import type { Route } from "./+types/brochure";

// A slug that cannot be a college page's address answers as an unknown one does (a download has no page to
// say it on); a name is cut to the characters a brochure can print.
const readQuery = queryReader({
  college: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,160}$/, "Not a college's address."),
  name: z.string().transform(brochureName),
});

export async function loader({ url, context }: Route.LoaderArgs) {
  const { values, invalid } = readQuery(url.searchParams);
  if (invalid.college) return notFound();
  // pdf-lib and the fonts load with the first brochure asked for, not with the server or any page.
  const { brochureFor } = await import("../../lib/brochure.server.ts");
  const brochure = await brochureFor(context.get(dbContext), {
    college: values.college,
    name: values.name ?? "",
  });
  if (!brochure.ok) return notFound();
  return new Response(brochure.pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${brochure.fileName}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}

function notFound() {
  return new Response("No college has this address. Check the link, or find the college with the site's search.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
