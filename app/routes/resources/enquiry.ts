// POST /resources/enquiry: every enquiry form posts here. Browsers with JavaScript ask for JSON; a plain
// form post (no JavaScript) is sent back where it came from with the result in the address.
import { redirect } from "react-router";
import { dbContext } from "#context";
import { createLead } from "../../../domain/leads/leads.server.ts";
import { brochureHref, parseEnquiry, returnUrl } from "../../lib/enquiry.server.ts";
import type { Route } from "./+types/enquiry";

export async function action({ request, context }: Route.ActionArgs) {
  const wantsJson = request.headers.get("Accept")?.includes("application/json") ?? false;
  const form = await request.formData();
  const parsed = parseEnquiry(form);
  const back = returnUrl(form.get("returnTo")?.toString());
  back.searchParams.delete("enquiry");
  back.searchParams.delete("field");
  back.searchParams.delete("brochure");

  if (!parsed.ok) {
    if (wantsJson)
      return Response.json({ ok: false, message: parsed.message, fieldErrors: parsed.fieldErrors }, { status: 400 });
    back.searchParams.set("enquiry", "failed");
    back.searchParams.set("field", Object.keys(parsed.fieldErrors)[0] ?? "");
    return redirect(back.pathname + back.search, 303);
  }

  await createLead(context.get(dbContext), parsed.lead);
  const brochure = brochureHref(parsed.brochureName);
  if (wantsJson) return Response.json({ ok: true, brochure }, { status: 201 });
  back.searchParams.set("enquiry", "sent");
  if (parsed.brochureName) back.searchParams.set("brochure", parsed.brochureName);
  return redirect(back.pathname + back.search, 303);
}

export function loader() {
  return redirect("/contact");
}
