// /my-data/guardian: a parent or guardian confirms the consent of a student under 18. The emailed link
// (/my-data/guardian?t=…) moves its token into a cookie and comes back without it (app/lib/my-data-link.server.ts).
// Opening the link changes nothing (mail scanners open links); the button does.
import { data, Form } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { confirmGuardian, readGuardianRequest } from "../../../domain/consent/consent.server.ts";
import { BUTTON, purposeLabel } from "../../components/consent/consent-list.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { myDataText } from "../../../content/my-data.ts";
import { linkRef, linkToken, openLink } from "../../lib/my-data-link.server.ts";
import { OPENED, PRIVATE_HEADERS } from "../../lib/private-page.ts";
import type { Route } from "./+types/my-data-guardian";
import { readsQuery } from "../../../web/page-query.ts";

export const handle = readsQuery("t", OPENED);

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: "Consent for a student under 18" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const opened = openLink(request, "guardian", context.get(requestInfoContext).secureCookies);
  if (opened) return opened;
  const token = linkToken(request, "guardian");
  const missing = (why: "closed" | "noCookie" | "invalid") =>
    data({ ref: "", asked: null, missing: why }, { status: 404 });
  // No cookie: closed after its 30 minutes, or (just after the link was opened) refused by the browser.
  if (token === undefined) return missing(new URL(request.url).searchParams.has(OPENED) ? "noCookie" : "closed");
  const asked = await readGuardianRequest(context.get(dbContext), token);
  if (!asked) return missing("invalid");
  return { ref: linkRef(token), asked, missing: undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = linkToken(request, "guardian");
  // A form from the page of another link (an old tab for another student) must not confirm this one.
  if (!token || form.get("ref") !== linkRef(token)) return data({ outcome: "other link" as const }, { status: 409 });
  return { outcome: await confirmGuardian(context.get(dbContext), token) };
}

export default function GuardianPage({ loaderData, actionData }: Route.ComponentProps) {
  const { asked, ref } = loaderData;
  const language = asked?.language ?? "en";
  const text = myDataText[language];
  const outcome = actionData?.outcome ?? (asked?.confirmedAt ? "already confirmed" : undefined);
  return (
    <ContentPage>
      <PageBanner title={text.guardianTitle} narrow />
      <div lang={language} className="mx-auto max-w-3xl px-4 pt-6">
        {!asked || outcome === "unknown link" ? (
          <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{text[loaderData.missing ?? "invalid"]}</p>
        ) : outcome && outcome !== "other link" ? (
          <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
            {outcome === "confirmed" ? text.guardianDone : text.guardianAlready}
          </p>
        ) : (
          // A document post even with JavaScript: React Router's own would go to /my-data/guardian.data,
          // outside the cookie's Path=/my-data/guardian.
          <Form method="post" reloadDocument className="rounded-xl bg-white p-5 shadow-sm">
            {outcome === "other link" ? (
              <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-4 text-amber-900">
                {text.otherLink}
              </p>
            ) : null}
            <p className="font-medium text-slate-900">{text.guardianAsks(asked.student, asked.about)}</p>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
              {asked.purposes.map((p) => (
                <li key={`${p.purpose}:${p.institution}`}>{purposeLabel(p, language)}</li>
              ))}
            </ul>
            <input type="hidden" name="ref" value={ref} />
            <button type="submit" className={`${BUTTON} mt-5 bg-brand-700 text-white hover:bg-brand-900`}>
              {text.guardianButton}
            </button>
          </Form>
        )}
      </div>
    </ContentPage>
  );
}
