// /institution: the institution area (decision 059). A representative sees only their own institution: its
// contacts and programme fees as pages show them, forms to send changes (each checked by an editor before it
// shows) and what became of each change. The institution is the session's, never one named by the form.
import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { dbContext } from "#context";
import { contactsSchema, programmeFactsSchema } from "../../../domain/institution-facts/facts.schema.ts";
import {
  type ChangeRow,
  changesOf,
  publishedFactsOf,
  submitChange,
} from "../../../domain/institution-facts/facts.server.ts";
import { getInstitutionByCode } from "../../../domain/institutions/institutions.server.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { CheckedForm, TextField } from "../../components/forms/checked-form.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { useCheckedForm } from "../../components/forms/use-checked-form.ts";
import { parseForm } from "../../lib/checked-form.ts";
import { representativeContext, representativeGuard } from "../../lib/institution-session.server.ts";
import { dayInIndiaText } from "../../../domain/clock.ts";
import { useCycle } from "../../lib/admissions-cycle.ts";
import type { Route } from "./+types/area";

export const middleware: Route.MiddlewareFunction[] = [representativeGuard];

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const me = context.get(representativeContext);
  const [institution, shown, changes] = await Promise.all([
    getInstitutionByCode(db, me.institutionCode),
    publishedFactsOf(db, [me.institutionCode]).then((found) => found.get(me.institutionCode)!),
    changesOf(db, me.institutionCode),
  ]);
  return {
    email: me.email,
    institution: institution && { name: institution.name, slug: institution.slug },
    shown,
    changes,
  };
}

type Intent = "contacts" | "programme";

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const me = context.get(representativeContext);
  const form = await request.formData();
  const intent: Intent = form.get("intent") === "contacts" ? "contacts" : "programme";
  const refused = (reply: SubmissionResult<string>) => data({ intent, reply, sent: false }, { status: 400 });
  if (intent === "contacts") {
    const submission = parseForm(form, contactsSchema);
    if (submission.status !== "success") return refused(submission.reply());
    await submitChange(db, me, { kind: "contacts", facts: submission.value });
    return { intent, reply: submission.reply({ resetForm: false }), sent: true };
  }
  const submission = parseForm(form, programmeFactsSchema);
  if (submission.status !== "success") return refused(submission.reply());
  await submitChange(db, me, { kind: "programme", facts: submission.value });
  return { intent, reply: submission.reply({ resetForm: true }), sent: true };
}

const STATUS: Record<ChangeRow["status"], string> = {
  pending: "Waiting for an editor",
  published: "Published",
  rejected: "Not published",
};

export default function InstitutionArea({ loaderData, actionData }: Route.ComponentProps) {
  const { institution, shown, changes, email } = loaderData;
  const busy = useNavigation().state === "submitting";
  const { cycle } = useCycle();
  const answer = (intent: Intent) => (actionData?.intent === intent ? actionData.reply : undefined);
  const [contactsForm, contacts] = useCheckedForm(contactsSchema, answer("contacts"), {
    defaultValue: shown.contacts?.facts ?? null,
  });
  const [programmeForm, programme] = useCheckedForm(programmeFactsSchema, answer("programme"));
  const button = "justify-self-start rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-900";
  return (
    <ContentPage>
      <title>{`${institution?.name ?? "Your institution"} · Institution area`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageBanner title={institution?.name ?? "Your institution"} subtitle={`Signed in as ${email}`}>
        <div className="mt-4 flex flex-wrap items-center gap-4 text-sm">
          {institution ? (
            <Link to={`/college/${institution.slug}`} className="font-semibold text-white underline">
              See your page as students do
            </Link>
          ) : null}
          <Form method="post" action="/admin/logout">
            <button type="submit" className="font-semibold text-white underline">
              Sign out
            </button>
          </Form>
        </div>
      </PageBanner>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8">
        {actionData?.sent ? (
          <p role="status" className="rounded-xl border border-green-200 bg-green-50 p-4 font-medium text-green-900">
            Thank you: your change is with the portal's editors and shows on your page once they publish it.
          </p>
        ) : null}
        <section aria-labelledby="programme-heading">
          <h2 id="programme-heading" className="text-xl font-bold text-slate-900">
            Fees of a programme
          </h2>
          <p className="mt-1 text-slate-700">
            One programme and academic year at a time, in rupees per year. Pages show it as published by your
            institution, beside any official figure.
          </p>
          <CheckedForm form={programmeForm} className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="programme" />
            <TextField
              field={programme.programme}
              label="Programme"
              placeholder="B.Tech Computer Science and Engineering"
            />
            <TextField field={programme.academicYear} label="Academic year" placeholder={cycle.label} />
            <TextField field={programme.tuitionPerYear} label="Tuition per year (₹)" placeholder="1,20,000" required />
            <TextField field={programme.hostelPerYear} label="Hostel per year (₹)" />
            <TextField field={programme.messPerYear} label="Mess per year (₹)" />
            <TextField field={programme.oneTimeFees} label="One-time fees (₹)" />
            <TextField field={programme.seats} label="Seats" />
            <TextField field={programme.selection} label="Selection" placeholder="JEE Main, then our counselling" />
            <TextField field={programme.eligibility} label="Eligibility" multiline wide />
            <TextField field={programme.applyFrom} label="Applications open" type="date" />
            <TextField field={programme.applyUntil} label="Applications close" type="date" />
            <TextField field={programme.applyLink} label="Official apply page" type="url" placeholder="https://" wide />
            <SubmitButton busy={busy} label="Send for publishing" busyLabel="Sending…" className={button} />
          </CheckedForm>
        </section>
        <section aria-labelledby="contacts-heading">
          <h2 id="contacts-heading" className="text-xl font-bold text-slate-900">
            Contacts
          </h2>
          <CheckedForm form={contactsForm} className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="contacts" />
            <TextField field={contacts.phone} label="Phone" type="tel" placeholder="022 2576 4567" />
            <TextField field={contacts.email} label="Admissions email" type="email" />
            <TextField field={contacts.website} label="Website" type="url" placeholder="https://" />
            <TextField
              field={contacts.location}
              label="Map location (latitude, longitude)"
              placeholder="19.1334, 72.9133"
            />
            <TextField field={contacts.address} label="Postal address" multiline wide />
            <SubmitButton busy={busy} label="Send for publishing" busyLabel="Sending…" className={button} />
          </CheckedForm>
        </section>
        <section aria-labelledby="changes-heading">
          <h2 id="changes-heading" className="text-xl font-bold text-slate-900">
            Your changes
          </h2>
          {changes.length === 0 ? (
            <p className="mt-2 text-slate-700">None yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white shadow-sm">
              {changes.map((c) => (
                <li key={c.id} className="p-4">
                  <p className="font-semibold text-slate-900">
                    {c.kind === "contacts"
                      ? "Contacts"
                      : `${String(c.facts.programme)}, ${String(c.facts.academicYear)}`}
                  </p>
                  <p className="text-sm text-slate-700">
                    Sent {dayInIndiaText(c.createdAt)} by {c.submittedByEmail}. {STATUS[c.status]}
                    {c.decidedAt ? ` on ${dayInIndiaText(c.decidedAt)}` : ""}
                    {c.decisionReason ? `: ${c.decisionReason}` : "."}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </ContentPage>
  );
}
