// POST /resources/enquiry: the lead forms post here. Browsers with JavaScript ask for JSON; a plain form
// post (no JavaScript) is sent back where it came from with the result in the address. The enquiry page
// (/enquiry) posts to itself instead, through the same receiveLead.
import { redirect } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { receiveLead, returnUrl } from "../../lib/lead-action.server.ts";
import type { LeadAnswer } from "../../components/lead-form/post-lead.ts";
import type { Route } from "./+types/enquiry";
import { languageOfPath, routerPath } from "../../../web/language.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const wantsJson = request.headers.get("Accept")?.includes("application/json") ?? false;
  const form = await request.formData();
  const back = returnUrl(form.get("returnTo")?.toString());
  // This address has one version; the answer is in the language of the page the form was on.
  const language = languageOfPath(back.pathname);
  const received = await receiveLead(context.get(dbContext), form, context.get(requestInfoContext), language);
  back.searchParams.delete("enquiry");
  back.searchParams.delete("field");
  back.searchParams.delete("brochure");
  back.searchParams.delete("unsent");

  if (!received.ok) {
    if (wantsJson) return Response.json(received satisfies LeadAnswer, { status: 400 });
    back.searchParams.set("enquiry", "failed");
    back.searchParams.set("field", Object.keys(received.errors)[0] ?? "");
    return redirect(routerPath(new URL(request.url).pathname, back.pathname + back.search), 303);
  }

  if (wantsJson) {
    const sent: LeadAnswer = {
      ok: true,
      message: received.message,
      brochure: received.brochure,
      myData: received.myData,
    };
    return Response.json(sent, { status: 201 });
  }
  back.searchParams.set("enquiry", "sent");
  if (received.brochureName) back.searchParams.set("brochure", received.brochureName);
  // Only which emails were held back: the page words it (components/lead-form/lead-result.tsx).
  if (received.unsent) back.searchParams.set("unsent", received.unsent);
  return redirect(routerPath(new URL(request.url).pathname, back.pathname + back.search), 303);
}

export function loader() {
  return redirect("/contact");
}
