// POST /resources/enquiry: every enquiry form posts here. Browsers with JavaScript ask for JSON; a plain
// form post (no JavaScript) is sent back where it came from with the result in the address.
import { redirect } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { submitEnquiry } from "../../../domain/leads/submit-enquiry.server.ts";
import { brochureHref, brochureName, enquiryFromForm, refusedEnquiry, returnUrl } from "../../lib/enquiry.server.ts";
import type { FormResult } from "../../lib/form-result.ts";
import type { Route } from "./+types/enquiry";

/** The answer a browser with JavaScript gets: the site's form result, with the brochure to download. */
export type EnquiryAnswer = FormResult<{
  brochure: string;
  /** The student's own page (a new enquiry only) */ myData?: string;
}>;

export async function action({ request, context }: Route.ActionArgs) {
  const wantsJson = request.headers.get("Accept")?.includes("application/json") ?? false;
  const form = await request.formData();
  const info = context.get(requestInfoContext);
  const submitted = await submitEnquiry(context.get(dbContext), enquiryFromForm(form), info.siteUrl);
  if (submitted.ok && submitted.stored) info.mailQueued();
  const back = returnUrl(form.get("returnTo")?.toString());
  back.searchParams.delete("enquiry");
  back.searchParams.delete("field");
  back.searchParams.delete("brochure");

  if (!submitted.ok) {
    const refused = refusedEnquiry(submitted.error);
    if (wantsJson) return Response.json(refused satisfies EnquiryAnswer, { status: 400 });
    back.searchParams.set("enquiry", "failed");
    back.searchParams.set("field", Object.keys(refused.errors)[0] ?? "");
    return redirect(back.pathname + back.search, 303);
  }

  const asked = form.get("brochure");
  const name = brochureName(typeof asked === "string" ? asked : undefined);
  const brochure = brochureHref(name);
  if (wantsJson) {
    const myData = submitted.myDataToken ? `/my-data?t=${submitted.myDataToken}` : undefined;
    const sent: EnquiryAnswer = { ok: true, message: "Form submitted successfully!", brochure, myData };
    return Response.json(sent, { status: 201 });
  }
  back.searchParams.set("enquiry", "sent");
  if (name) back.searchParams.set("brochure", name);
  return redirect(back.pathname + back.search, 303);
}

export function loader() {
  return redirect("/contact");
}
