// /my-data?t=…: a student's own page, opened from the link in their confirmation email or the success
// message. It shows what the portal holds about the enquiry, lets them download it as JSON, withdraw a purpose
// or erase everything (each one click plus a confirmation, without JavaScript too). Never kept in any cache,
// and the token never leaves in a Referer.
import { data, Form, redirect } from "react-router";
import { dbContext } from "#context";
import { eraseMyData, readMyData, withdrawConsent, type MyData } from "../../../domain/consent/consent.server.ts";
import { notices, type NoticeLanguage } from "../../../domain/consent/notice.ts";
import { BUTTON, ConsentList, purposeLabel } from "../../components/consent/consent-list.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { myDataText } from "../../content/my-data.ts";
import { PRIVATE_HEADERS } from "../../lib/private-page.ts";
import type { Route } from "./+types/my-data";
import { readsQuery } from "../../lib/page-query.ts";

export const handle = readsQuery("t", "done", "lang", "confirm");

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: "Your details" }, { name: "robots", content: "noindex, nofollow" }];
}

function languageOf(raw: string | null, fallback: NoticeLanguage): NoticeLanguage {
  return raw === "hi" || raw === "en" ? raw : fallback;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t") ?? "";
  const done = url.searchParams.get("done");
  if (done === "erased") {
    return { state: "erased" as const, token: "", language: languageOf(url.searchParams.get("lang"), "en") };
  }
  const found = await readMyData(context.get(dbContext), token);
  if (!found) {
    return data(
      { state: "invalid" as const, token: "", language: languageOf(url.searchParams.get("lang"), "en") },
      { status: 404, headers: PRIVATE_HEADERS },
    );
  }
  return {
    state: "found" as const,
    token,
    language: languageOf(url.searchParams.get("lang"), found.enquiry.language === "hi" ? "hi" : "en"),
    found,
    confirm: url.searchParams.get("confirm"),
    withdrawn: done === "withdrawn",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("t") ?? "");
  const intent = String(form.get("intent") ?? "");
  const lang = languageOf(String(form.get("lang") ?? ""), "en");
  const db = context.get(dbContext);
  const back = (done: string) => `/my-data?${new URLSearchParams({ t: token, lang, done })}`;
  if (intent === "erase") {
    if (await eraseMyData(db, token)) return redirect(`/my-data?done=erased&lang=${lang}`, 303);
  } else if (intent === "call" || intent.startsWith("share:")) {
    const [purpose, ...rest] = intent.split(":");
    await withdrawConsent(db, token, purpose as "call" | "share", rest.join(":"));
    return redirect(back("withdrawn"), 303);
  }
  return redirect(`/my-data?${new URLSearchParams({ t: token, lang })}`, 303);
}

function Held({ found, language }: { found: MyData; language: NoticeLanguage }) {
  const text = myDataText[language];
  const e = found.enquiry;
  const rows: [string, string][] = [
    [text.fields.name, e.name],
    [text.fields.email, e.email],
    [text.fields.phone, e.phone],
    [text.fields.city, e.city],
    [text.fields.course, e.course],
    [text.fields.source, e.source],
    ...(e.about ? [[text.fields.about, e.about] as [string, string]] : []),
    [text.fields.madeAt, e.madeAt.slice(0, 10)],
    [text.fields.noticeVersion, e.noticeVersion ?? text.noNotice],
    ...(e.ageBand
      ? [[text.fields.ageBand, notices[language].ageBands[e.ageBand as "under-18"]] as [string, string]]
      : []),
    ...(e.guardian
      ? [
          [
            text.fields.guardian,
            `${e.guardian.name} (${e.guardian.email}), ${
              e.guardian.confirmedAt
                ? `${text.guardianConfirmedOn} ${e.guardian.confirmedAt.slice(0, 10)}`
                : text.guardianWaiting
            }`,
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function MyDataPage({ loaderData }: Route.ComponentProps) {
  const { language, token } = loaderData;
  const text = myDataText[language];
  const link = (params: Record<string, string>) =>
    `/my-data?${new URLSearchParams({ t: token, lang: language, ...params })}`;
  return (
    <ContentPage>
      <PageBanner title={text.title} subtitle={text.subtitle} narrow />
      <div lang={language} className="mx-auto max-w-3xl px-4 pt-6">
        <nav aria-label={text.language} className="flex gap-3 text-sm">
          {(["en", "hi"] as const).map((l) => (
            <a
              key={l}
              href={loaderData.state === "found" ? link({ lang: l }) : `/my-data?done=erased&lang=${l}`}
              aria-current={l === language ? "true" : undefined}
              className="text-brand-700 underline aria-[current]:font-bold aria-[current]:no-underline"
              lang={l}
            >
              {notices[l].languageName}
            </a>
          ))}
        </nav>
        {loaderData.state === "erased" ? (
          <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-green-900">
            {text.erased}
          </p>
        ) : null}
        {loaderData.state === "invalid" ? (
          <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">{text.invalid}</p>
        ) : null}
        {loaderData.state === "found" ? (
          <>
            {loaderData.withdrawn ? (
              <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-green-900">
                {text.withdrawn}
              </p>
            ) : null}
            {loaderData.confirm ? (
              <Confirm
                token={token}
                language={language}
                what={loaderData.confirm}
                found={loaderData.found}
                cancel={link({})}
              />
            ) : null}
            <h2 className="mt-8 text-xl font-bold text-brand-900">{text.held}</h2>
            <Held found={loaderData.found} language={language} />
            <h2 className="mt-8 text-xl font-bold text-brand-900">{text.agreed}</h2>
            <ConsentList
              data={loaderData.found}
              text={text}
              language={language}
              confirmHref={(what) => link({ confirm: what })}
            />
            <p className="mt-3 text-sm text-slate-700">{notices[language].withdraw}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href={`/resources/my-data.json?t=${token}`}
                download
                className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-900`}
              >
                {text.download}
              </a>
              <a
                href={link({ confirm: "erase" })}
                className={`${BUTTON} border border-red-700 text-red-800 hover:bg-red-50`}
              >
                {text.erase}
              </a>
            </div>
            <p className="mt-2 text-sm text-slate-700">{text.eraseNote}</p>
          </>
        ) : null}
      </div>
    </ContentPage>
  );
}

/** The confirmation step: the question and a button that posts it (a plain form: works without JavaScript). */
function Confirm({
  token,
  language,
  what,
  found,
  cancel,
}: {
  token: string;
  language: NoticeLanguage;
  what: string;
  found: MyData;
  cancel: string;
}) {
  const text = myDataText[language];
  const consent = found.consents.find((c) => (c.purpose === "share" ? `share:${c.institution}` : c.purpose) === what);
  if (what !== "erase" && (!consent || consent.withdrawnAt || consent.purpose === "brochure")) return null;
  const question = what === "erase" ? text.confirmErase : text.confirmWithdraw(purposeLabel(consent!, language));
  return (
    <Form
      method="post"
      className="mt-6 rounded-xl border-2 border-amber-400 bg-amber-50 p-4"
      aria-labelledby="confirm-question"
    >
      <p id="confirm-question" className="font-semibold text-slate-900">
        {question}
      </p>
      <input type="hidden" name="t" value={token} />
      <input type="hidden" name="lang" value={language} />
      <input type="hidden" name="intent" value={what} />
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={`${BUTTON} bg-red-700 text-white hover:bg-red-900`}>
          {what === "erase" ? text.yesErase : text.yesWithdraw}
        </button>
        <a href={cancel} className={`${BUTTON} border border-slate-400 text-slate-800 hover:bg-slate-100`}>
          {text.cancel}
        </a>
      </div>
    </Form>
  );
}
