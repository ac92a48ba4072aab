// /institution: the institution area (decision 059). A representative sees only their own institution: its
// contacts and programme fees as pages show them, forms to send changes (each checked by an editor before it
// shows: fees, contacts, photos and a brochure) and what became of each change. The institution is the
// session's, never one named by the form or the address.
import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { dbContext } from "#context";
import { type FieldErrors, InputError } from "../../../domain/errors.ts";
import { contactsSchema, programmeFactsSchema } from "../../../domain/institution-facts/facts.schema.ts";
import {
  type ChangeRow,
  changesOf,
  publishedFactsOf,
  submitChange,
} from "../../../domain/institution-facts/facts.server.ts";
import {
  MAX_BROCHURE_BYTES,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  filesNamed,
  privateAddress,
} from "../../../domain/institution-facts/media.ts";
import { saveMedia } from "../../../domain/institution-facts/media.server.ts";
import { getInstitutionByCode } from "../../../domain/institutions/institutions.server.ts";
import { Field, inputClass } from "../../components/ui/field.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { CheckedForm, TextField } from "../../components/forms/checked-form.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { useCheckedForm } from "../../components/forms/use-checked-form.ts";
import { type ExtraCheck, formErrors, parseForm } from "../../lib/checked-form.ts";
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

type Intent = "contacts" | "programme" | "media";

/** The media form has only files: the schema is empty, and mediaCheck and the server read the files. */
const mediaSchema = z.object({});
const files = (form: FormData, name: string) =>
  form.getAll(name).filter((f): f is File => f instanceof File && f.size > 0);

/** What the browser can see of the photos and the brochure before sending them: how many, their sizes, their names. */
const mediaCheck: ExtraCheck = (form) => {
  const errors: Record<string, string> = {};
  const photos = files(form, "photos");
  const [brochure] = files(form, "brochure");
  if (photos.length > MAX_PHOTOS) errors.photos = `Please choose at most ${MAX_PHOTOS} photos.`;
  else if (photos.some((f) => f.size > MAX_PHOTO_BYTES)) errors.photos = "Each photo must be at most 5 MB.";
  else if (photos.some((f) => !/\.(?:jpe?g|png|webp|avif)$/i.test(f.name))) {
    errors.photos = "Please choose JPEG, PNG, WebP or AVIF photos.";
  }
  if (brochure && brochure.size > MAX_BROCHURE_BYTES) errors.brochure = "The brochure must be a PDF of at most 5 MB.";
  else if (brochure && !/\.pdf$/i.test(brochure.name)) errors.brochure = "Please attach the brochure as a PDF.";
  return errors;
};

const bytesOf = async (file: File) => Buffer.from(await file.arrayBuffer());

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const me = context.get(representativeContext);
  const form = await request.formData();
  const asked = form.get("intent");
  const intent: Intent = asked === "contacts" || asked === "media" ? asked : "programme";
  const refused = (reply: SubmissionResult<string>) => data({ intent, reply, sent: false }, { status: 400 });
  if (intent === "media") {
    // A file over 5 MB sent without JavaScript arrives cut to a byte over it (server/oversized-files.ts), and
    // mediaCheck refuses it on its field like a file the browser checked.
    const submission = parseForm(form, mediaSchema, mediaCheck);
    if (submission.status !== "success") return refused(submission.reply());
    try {
      const [brochure] = files(form, "brochure");
      const saved = await saveMedia(db, {
        photos: await Promise.all(files(form, "photos").map(bytesOf)),
        brochure: brochure && (await bytesOf(brochure)),
      });
      if (saved.photos) await submitChange(db, me, { kind: "photos", facts: saved.photos });
      if (saved.brochure) await submitChange(db, me, { kind: "brochure", facts: saved.brochure });
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      return refused(submission.reply({ fieldErrors: formErrors(err.fields) }));
    }
    return { intent, reply: submission.reply({ resetForm: true }), sent: true };
  }
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

/** How the list names a change that is not one programme's fees. */
const CHANGE_NAMES: Partial<Record<ChangeRow["kind"], string>> = {
  contacts: "Contacts",
  photos: "Photos",
  brochure: "Brochure",
};

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
  const [mediaForm] = useCheckedForm(mediaSchema, answer("media"), { check: mediaCheck });
  // The form's messages are one string a field (domain/errors.ts), whatever Conform's type says.
  const mediaErrors = mediaForm.allErrors as FieldErrors;
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
        <section aria-labelledby="media-heading">
          <h2 id="media-heading" className="text-xl font-bold text-slate-900">
            Photos and brochure
          </h2>
          <p className="mt-1 text-slate-700">
            Up to {MAX_PHOTOS} photos (JPEG, PNG, WebP or AVIF, at most 5 MB each) replace the ones your page shows; a
            brochure is one PDF of at most 5 MB. Nobody else sees them until an editor publishes them.
          </p>
          <CheckedForm form={mediaForm} encType="multipart/form-data" className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="media" />
            <Field id="photos" label={`Photos (up to ${MAX_PHOTOS})`} error={mediaErrors.photos}>
              {(props) => (
                <input
                  {...props}
                  type="file"
                  name="photos"
                  multiple
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  className={inputClass}
                />
              )}
            </Field>
            <Field id="brochure" label="Brochure (PDF)" error={mediaErrors.brochure}>
              {(props) => (
                <input {...props} type="file" name="brochure" accept="application/pdf,.pdf" className={inputClass} />
              )}
            </Field>
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
                    {CHANGE_NAMES[c.kind] ?? `${String(c.facts.programme)}, ${String(c.facts.academicYear)}`}
                  </p>
                  {filesNamed(c.kind, c.facts).map((file, n) => (
                    <a
                      key={file}
                      href={privateAddress("/institution/files", file)}
                      className="mr-3 text-sm font-semibold text-brand-700 underline"
                    >
                      {c.kind === "brochure" ? "See the brochure" : `See photo ${n + 1}`}
                    </a>
                  ))}
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
