// /my-data/guardian?t=…: a parent or guardian confirms the consent of a student under 18. Opening the link
// changes nothing (mail scanners open links); the button does.
import { data, Form } from "react-router";
import { dbContext } from "#context";
import { confirmGuardian, readGuardianRequest } from "../../../domain/consent/consent.server.ts";
import { BUTTON, purposeLabel } from "../../components/consent/consent-list.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { myDataText } from "../../content/my-data.ts";
import { PRIVATE_HEADERS } from "../../lib/private-page.ts";
import type { Route } from "./+types/my-data-guardian";
import { readsQuery } from "../../lib/page-query.ts";

export const handle = readsQuery("t");

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: "Consent for a student under 18" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const asked = await readGuardianRequest(context.get(dbContext), token);
  if (!asked) return data({ token: "", asked: null }, { status: 404, headers: PRIVATE_HEADERS });
  return { token, asked };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return { outcome: await confirmGuardian(context.get(dbContext), String(form.get("t") ?? "")) };
}

export default function GuardianPage({ loaderData, actionData }: Route.ComponentProps) {
  const { asked, token } = loaderData;
  const language = asked?.language ?? "en";
  const text = myDataText[language];
  const outcome = actionData?.outcome ?? (asked?.confirmedAt ? "already confirmed" : undefined);
  return (
    <ContentPage>
      <PageBanner title={text.guardianTitle} narrow />
      <div lang={language} className="mx-auto max-w-3xl px-4 pt-6">
        {!asked || outcome === "unknown link" ? (
          <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{text.invalid}</p>
        ) : outcome ? (
          <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
            {outcome === "confirmed" ? text.guardianDone : text.guardianAlready}
          </p>
        ) : (
          <Form method="post" className="rounded-xl bg-white p-5 shadow-sm">
            <p className="font-medium text-slate-900">{text.guardianAsks(asked.student, asked.about)}</p>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
              {asked.purposes.map((p) => (
                <li key={`${p.purpose}:${p.institution}`}>{purposeLabel(p, language)}</li>
              ))}
            </ul>
            <input type="hidden" name="t" value={token} />
            <button type="submit" className={`${BUTTON} mt-5 bg-brand-700 text-white hover:bg-brand-900`}>
              {text.guardianButton}
            </button>
          </Form>
        )}
      </div>
    </ContentPage>
  );
}
