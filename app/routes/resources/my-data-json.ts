// GET /my-data/my-enquiry.json: everything the portal holds about a student's lead, as a file they keep.
// Under /my-data so that the page's cookie (app/lib/my-data-link.server.ts), which holds the link's token,
// comes with it: the download's address holds no token.
import { dbContext } from "#context";
import { readMyData } from "../../../domain/consent/consent.server.ts";
import { linkToken } from "../../lib/my-data-link.server.ts";
import { PRIVATE_HEADERS } from "../../lib/private-page.ts";
import type { Route } from "./+types/my-data-json";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = linkToken(request, "student") ?? "";
  const found = await readMyData(context.get(dbContext), token);
  if (!found)
    return Response.json(
      { message: "This link has expired or is not valid: open the link in your email again." },
      { status: 404, headers: PRIVATE_HEADERS },
    );
  return new Response(JSON.stringify(found, null, 2), {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-enquiry.json"',
    },
  });
}
