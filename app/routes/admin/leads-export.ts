// POST /admin/leads/export: the filtered leads as a CSV download (UTF-8 with BOM, so Excel shows Hindi
// names and ₹ correctly), recorded as an export. GET goes back to the list.
import { redirect } from "react-router";
import { dbContext } from "#context";
import { parseLeadFilter } from "../../../domain/leads/lead-filter.ts";
import { exportLeads } from "../../../domain/leads/lead-search.server.ts";
import { assertSameOrigin } from "../../lib/admin-session.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";
import type { Route } from "./+types/leads-export";

export function loader() {
  return redirect("/admin/leads");
}

export async function action({ request, context, url }: Route.ActionArgs) {
  assertSameOrigin(request, url);
  const filter = parseLeadFilter(await request.formData());
  const { csv } = await exportLeads(context.get(dbContext), filter, auditActor(context));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
