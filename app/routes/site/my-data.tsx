// /my-data: a student's own page, opened by the link in their confirmation email or the success message
// (/my-data?t=…, which moves the token into a cookie and comes back without it: app/lib/my-data-link.server.ts).
// It shows what the portal holds about the lead, lets them download it as JSON, withdraw a purpose or erase
// everything (each one click plus a confirmation, without JavaScript too; erasing also asks for the email
// address the link was sent to). Never kept in any cache.
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, useLocation } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { eraseMyData, readMyData, withdrawConsent, type MyData } from "../../../domain/consent/consent.server.ts";
import { notices, type NoticeLanguage } from "../../../domain/consent/notice.ts";
import { BUTTON, ConsentList, purposeLabel } from "../../components/consent/consent-list.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { CheckedForm, TextField } from "../../components/forms/checked-form.tsx";
import { useCheckedForm } from "../../components/forms/use-checked-form.ts";
import { parseForm } from "../../lib/checked-form.ts";
import { confirmFormSchema } from "../../lib/my-data-form.ts";
import { myDataText } from "../../../content/my-data.ts";
import { forgetLink, linkRef, linkToken, openLink } from "../../lib/my-data-link.server.ts";
import { OPENED, PRIVATE_HEADERS } from "../../lib/private-page.ts";
import type { Route } from "./+types/my-data";
import { readsQuery } from "../../../web/page-query.ts";
import { queryReader } from "../../../domain/read-query.ts";
import { z } from "zod";

export const handle = readsQuery("t", OPENED, "done", "lang", "confirm");

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta() {
  return [{ title: "Your details" }, { name: "robots", content: "noindex, nofollow" }];
}

function languageOf(raw: string, fallback: NoticeLanguage): NoticeLanguage {
  return raw === "hi" || raw === "en" ? raw : fallback;
}

// The page's language, what was just done (after an action's redirect) and what to confirm: a purpose, a
// college's share ("share:…") or "erase". A value not understood is left out, and the page shows without it.
const readQuery = queryReader({
  lang: z.enum(["en", "hi"] satisfies NoticeLanguage[]),
  done: z.enum(["erased", "withdrawn"]),
  confirm: z.string().trim().max(200),
  [OPENED]: z.string(),
});

/** What the page says when it shows no lead: why, so the student knows what to do. */
type Missing = "erased" | "closed" | "noCookie" | "invalid";

export async function loader({ request, context }: Route.LoaderArgs) {
  const opened = openLink(request, "student", context.get(requestInfoContext).secureCookies);
  if (opened) return opened;
  const { values: asked } = readQuery(new URL(request.url).searchParams);
  const missing = (state: Missing) => data({ state, language: asked.lang ?? "en" }, { status: 404 });
  if (asked.done === "erased") return { state: "erased" as Missing, language: asked.lang ?? "en" };
  const token = linkToken(request, "student");
  // No cookie: closed after its 30 minutes, or (just after the link was opened) refused by the browser.
  if (token === undefined) return missing(asked[OPENED] !== undefined ? "noCookie" : "closed");
  const found = await readMyData(context.get(dbContext), token);
  if (!found) return missing("invalid");
  return {
    state: "found" as const,
    ref: linkRef(token),
    language: asked.lang ?? (found.enquiry.language === "hi" ? "hi" : "en"),
    found,
    confirm: asked.confirm,
    withdrawn: asked.done === "withdrawn",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const lang = languageOf(String(form.get("lang") ?? ""), "en");
  const db = context.get(dbContext);
  const token = linkToken(request, "student");
  // A form from the page of another link (an old tab of another lead) must not act on this one.
  if (!token || form.get("ref") !== linkRef(token)) return data({ problem: "other link" as const }, { status: 409 });
  if (intent === "erase") {
    const submission = parseForm(form, confirmFormSchema(lang, intent));
    const refused = (fieldErrors = {}) =>
      data({ problem: "wrong email" as const, reply: submission.reply({ fieldErrors }) }, { status: 400 });
    if (submission.status !== "success") return refused();
    const erased = await eraseMyData(db, token, submission.value.email ?? "");
    if (erased === "wrong email") return refused({ email: myDataText[lang].wrongEmail });
    if (erased === "erased") {
      const secure = context.get(requestInfoContext).secureCookies;
      return redirect(`/my-data?${new URLSearchParams({ done: "erased", lang })}`, {
        status: 303,
        headers: { "Set-Cookie": forgetLink("student", secure) },
      });
    }
  } else if (intent === "call" || intent.startsWith("share:")) {
    const [purpose, ...rest] = intent.split(":");
    await withdrawConsent(db, token, purpose as "call" | "share", rest.join(":"));
    return redirect(`/my-data?${new URLSearchParams({ lang, done: "withdrawn" })}`, 303);
  }
  return redirect(`/my-data?${new URLSearchParams({ lang })}`, 303);
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

export default function MyDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const { language } = loaderData;
  const text = myDataText[language];
  const link = (params: Record<string, string>) => `/my-data?${new URLSearchParams({ lang: language, ...params })}`;
  // Without a lead the address says why (erased, the cookie refused): a change of language keeps that.
  const here = new URLSearchParams(useLocation().search);
  const inLanguage = (l: NoticeLanguage) =>
    loaderData.state === "found"
      ? link({ lang: l })
      : `/my-data?${new URLSearchParams({ ...Object.fromEntries(here), lang: l })}`;
  return (
    <ContentPage>
      <PageBanner title={text.title} subtitle={text.subtitle} narrow />
      <div lang={language} className="mx-auto max-w-3xl px-4 pt-6">
        <nav aria-label={text.language} className="flex gap-3 text-sm">
          {(["en", "hi"] as const).map((l) => (
            <a
              key={l}
              href={inLanguage(l)}
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
        {loaderData.state === "closed" || loaderData.state === "noCookie" || loaderData.state === "invalid" ? (
          <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">{text[loaderData.state]}</p>
        ) : null}
        {loaderData.state === "found" ? (
          <>
            {loaderData.withdrawn ? (
              <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-green-900">
                {text.withdrawn}
              </p>
            ) : null}
            {actionData?.problem === "other link" ? (
              <p role="alert" className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">
                {text.otherLink}
              </p>
            ) : null}
            {loaderData.confirm ? (
              <Confirm
                key={loaderData.confirm}
                linkRef={loaderData.ref}
                language={language}
                what={loaderData.confirm}
                found={loaderData.found}
                cancel={link({})}
                reply={actionData?.problem === "wrong email" ? actionData.reply : undefined}
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
                href="/my-data/my-enquiry.json"
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

/**
 * The confirmation step: the question and a button that posts it (a plain form: works without JavaScript).
 * The form names the link it was shown for by its reference, never by the token. It posts as a document even
 * with JavaScript: React Router's own post would go to /my-data.data, outside the cookie's Path=/my-data.
 */
function Confirm({
  linkRef,
  language,
  what,
  found,
  cancel,
  reply,
}: {
  linkRef: string;
  language: NoticeLanguage;
  what: string;
  found: MyData;
  cancel: string;
  /** A refused erasure: the address typed, with its field's message */
  reply?: SubmissionResult<string>;
}) {
  const text = myDataText[language];
  const [form, fields] = useCheckedForm(confirmFormSchema(language, what), reply, { browserChecksFirst: true });
  const consent = found.consents.find((c) => (c.purpose === "share" ? `share:${c.institution}` : c.purpose) === what);
  if (what !== "erase" && (!consent || consent.withdrawnAt || consent.purpose === "brochure")) return null;
  const question = what === "erase" ? text.confirmErase : text.confirmWithdraw(purposeLabel(consent!, language));
  return (
    <CheckedForm
      form={form}
      reloadDocument
      className="mt-6 rounded-xl border-2 border-amber-400 bg-amber-50 p-4"
      aria-labelledby="confirm-question"
    >
      <p id="confirm-question" className="font-semibold text-slate-900">
        {question}
      </p>
      <input type="hidden" name="ref" value={linkRef} />
      <input type="hidden" name="lang" value={language} />
      <input type="hidden" name="intent" value={what} />
      {what === "erase" ? (
        <TextField
          field={fields.email}
          label={text.eraseEmail}
          hint={text.eraseEmailHint}
          type="email"
          autoComplete="email"
          className="mt-4 max-w-md"
        />
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={`${BUTTON} bg-red-700 text-white hover:bg-red-900`}>
          {what === "erase" ? text.yesErase : text.yesWithdraw}
        </button>
        <a href={cancel} className={`${BUTTON} border border-slate-400 text-slate-800 hover:bg-slate-100`}>
          {text.cancel}
        </a>
      </div>
    </CheckedForm>
  );
}
