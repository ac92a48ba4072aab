// /enquiry?kind=apply|brochure|voucher&college=…: the lead popup's form as a page. Every Apply Now and
// Download Boucher is a GET form to this address, so a tap before the scripts run (or without them) still
// reaches the form; once they run, the same tap opens the popup instead (LeadButton). Without JavaScript
// the form posts here, and a refusal comes back with every typed value and every field's message. At /hi/enquiry
// it is all in Hindi (decision 062): the words, the consent notice first, and the checks' messages.
import { CheckCircle2, CircleAlert } from "lucide-react";
import { data, useLocation } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { card, textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { LeadForm } from "../../components/lead-form/lead-form.tsx";
import { MyDataLink } from "../../components/lead-form/my-data-link.tsx";
import { refusedReply } from "../../lib/lead-form.ts";
import { readLeadPageQuery, receiveLead } from "../../lib/lead-action.server.ts";
import type { Route } from "./+types/enquiry";
import { readsQuery } from "../../../web/page-query.ts";
import { enquiryText } from "../../../content/i18n/enquiry.ts";
import { textIn } from "../../../domain/i18n/text.ts";
import { useText } from "../../lib/i18n.ts";
import { languageOfPath } from "../../../web/language.ts";

const titles = { apply: "titleApply", brochure: "titleBrochure", voucher: "titleVoucher" } as const;

export const handle = readsQuery("kind", "college");

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.title }, { name: "robots", content: "noindex" }];
}

export function loader({ url }: Route.LoaderArgs) {
  const { values, invalid } = readLeadPageQuery(url.searchParams);
  if (invalid.kind) throw data(invalid.kind, { status: 400 });
  const kind = values.kind ?? "apply";
  const college = values.college ?? "";
  const t = textIn(languageOfPath(url.pathname), enquiryText);
  const title = college ? `${t(titles[kind])}: ${college}` : t(titles[kind]);
  return { kind, college, title };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const language = languageOfPath(new URL(request.url).pathname);
  const received = await receiveLead(context.get(dbContext), form, context.get(requestInfoContext), language);
  if (!received.ok) return data({ ...received, reply: refusedReply(form, received.errors) }, { status: 400 });
  const { message, unsent, brochure, myData } = received;
  return { ok: true as const, message, emailed: unsent !== "confirmation" && unsent !== "both", brochure, myData };
}

export default function Enquiry({ loaderData: { kind, college }, actionData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const t = useText(enquiryText);
  return (
    <ContentPage>
      <PageBanner title={t(titles[kind])} subtitle={kind === "brochure" ? t("brochureSubtitle") : undefined} narrow />
      <div className="mx-auto max-w-3xl px-4 pt-8">
        <section aria-label={t("enquiryForm")} className={card}>
          {college ? (
            <p className="mb-4 text-slate-700">
              {t(kind === "brochure" ? "brochureFor" : "enquiryAbout")}{" "}
              <strong className="text-slate-900">{college}</strong>
            </p>
          ) : null}
          {actionData?.ok ? (
            <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
              <p className="flex items-center gap-2 font-semibold">
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
                {actionData.message}
              </p>
              <MyDataLink href={actionData.myData} emailed={actionData.emailed} />
              {kind === "brochure" ? (
                <a href={actionData.brochure} download className={`mt-3 inline-block ${textLink}`}>
                  {t("downloadPdf")}
                </a>
              ) : null}
            </div>
          ) : (
            <>
              {refused ? <RefusedSummary errors={refused.errors} /> : null}
              <LeadForm
                source={kind}
                context={college}
                brochureName={college}
                action={pathname + search}
                reply={refused?.reply}
                submitLabel={t(kind === "brochure" ? "downloadBrochure" : "submit")}
              />
            </>
          )}
        </section>
      </div>
    </ContentPage>
  );
}

/** Every field's message at the top of the form, for a post that was refused without JavaScript. */
function RefusedSummary({ errors }: { errors: Record<string, string> }) {
  const t = useText(enquiryText);
  return (
    <div role="alert" className="mb-5 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t("correctFields")}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {Object.values(errors).map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
