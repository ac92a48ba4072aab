// GET /resources/my-data.json?t=…: everything the portal holds about a student's enquiry, as a file they keep.
import { dbContext } from "#context";
import { readMyData } from "../../../domain/consent/consent.server.ts";
import { PRIVATE_HEADERS } from "../../lib/private-page.ts";
import type { Route } from "./+types/my-data-json";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const found = await readMyData(context.get(dbContext), token);
  if (!found)
    return Response.json(
      { message: "This link has expired or is not valid." },
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
