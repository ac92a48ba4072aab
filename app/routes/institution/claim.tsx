// /institution/claim/{slug}: "Are you from this institution?" (decision 059). The person's name, role and
// official email; an email at the institution's website's domain gets a link at once, any other needs a letter
// on letterhead (PDF, at most 5 MB) that an editor reads. Works as a plain form post without JavaScript.
import { data, Link, useNavigation } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { InputError } from "../../../domain/errors.ts";
import { claimFormSchema } from "../../../domain/institution-claims/claims.schema.ts";
import { type ClaimOutcome, startClaim } from "../../../domain/institution-claims/claims.server.ts";
import { MAX_LETTER_BYTES } from "../../../domain/institution-claims/letter.ts";
import { getInstitutionBySlug } from "../../../domain/institutions/institutions.server.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { CheckedForm, TextField } from "../../components/forms/checked-form.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { useCheckedForm } from "../../components/forms/use-checked-form.ts";
import { Field, inputClass } from "../../components/ui/field.tsx";
import { type ExtraCheck, formErrors, parseForm } from "../../lib/checked-form.ts";
import { PRIVATE_HEADERS } from "../../lib/private-page.ts";
import type { Route } from "./+types/claim";

export function headers() {
  return PRIVATE_HEADERS;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const institution = await getInstitutionBySlug(context.get(dbContext), params.slug);
  if (!institution) throw data(null, { status: 404 });
  return { institution: { name: institution.name, slug: institution.slug, website: institution.website } };
}

/** What the browser can see of the letter before sending it: its size and its name (the server reads its bytes). */
const letterCheck: ExtraCheck = (form) => {
  const file = form.get("letter");
  if (!(file instanceof File) || file.size === 0) return {};
  const problem =
    file.size > MAX_LETTER_BYTES
      ? "The letter must be a PDF of at most 5 MB."
      : !/\.pdf$/i.test(file.name)
        ? "Please attach the letter as a PDF."
        : undefined;
  const errors: Record<string, string> = problem ? { letter: problem } : {};
  return errors;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const institution = await getInstitutionBySlug(db, params.slug);
  if (!institution) throw data(null, { status: 404 });
  // A letter over 5 MB sent without JavaScript arrives cut to a byte over the limit (server/oversized-files.ts):
  // letterCheck refuses it on its field, and the name, role and email come back as they were typed.
  const form = await request.formData();
  const submission = parseForm(form, claimFormSchema, letterCheck);
  if (submission.status !== "success") return data({ outcome: undefined, reply: submission.reply() }, { status: 400 });
  const file = form.get("letter");
  const letter = file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : undefined;
  try {
    const outcome = await startClaim(
      db,
      { institutionCode: institution.code, form: submission.value, letter },
      context.get(requestInfoContext).siteUrl,
    );
    return { outcome, reply: undefined };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return data(
      { outcome: undefined, reply: submission.reply({ fieldErrors: formErrors(err.fields) }) },
      { status: 400 },
    );
  }
}

const SAID: Record<ClaimOutcome, string> = {
  "link-sent":
    "We have emailed you a link. Open it within 72 hours to choose your password and sign in to your institution's area.",
  "awaiting-editor":
    "Thank you. An editor will read your letter, usually within three working days, and email you a link to sign in once it is accepted.",
};

export default function Claim({ loaderData, actionData }: Route.ComponentProps) {
  const { institution } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useCheckedForm(claimFormSchema, actionData?.reply, {
    browserChecksFirst: true,
    check: letterCheck,
  });
  const letterError = actionData?.reply?.error?.letter ?? undefined;
  const host = institution.website ? new URL(institution.website).hostname.replace(/^www\./, "") : null;
  return (
    <ContentPage>
      <title>{`Claim ${institution.name}'s page`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageBanner narrow title="Are you from this institution?" subtitle={institution.name} />
      <div className="mx-auto max-w-3xl px-4 py-8">
        {actionData?.outcome ? (
          <p role="status" className="rounded-xl border border-green-200 bg-green-50 p-4 font-medium text-green-900">
            {SAID[actionData.outcome]}
          </p>
        ) : (
          <>
            <p className="text-slate-800">
              Representatives publish their institution's fees, seats, application dates and contacts. Every change is
              checked by the portal's editors before it shows, and the page says it was published by the institution.
            </p>
            <p className="mt-2 text-slate-800">
              {host
                ? `With an email address at ${host} you get a link at once. With any other address, attach a letter on the institution's letterhead naming you.`
                : "We hold no website for this institution, so please attach a letter on its letterhead naming you."}
            </p>
            <CheckedForm form={form} encType="multipart/form-data" className="mt-6 grid gap-4">
              <TextField field={fields.name} label="Your name" autoComplete="name" />
              <TextField field={fields.jobTitle} label="Your role" placeholder="Admissions officer" />
              <TextField field={fields.email} label="Your official email" type="email" autoComplete="email" />
              <Field
                id="letter"
                label={
                  host
                    ? "Letter on letterhead (PDF, optional with an email at " + host + ")"
                    : "Letter on letterhead (PDF)"
                }
                error={letterError}
              >
                {(props) => (
                  <input {...props} type="file" name="letter" accept="application/pdf,.pdf" className={inputClass} />
                )}
              </Field>
              <SubmitButton
                busy={busy}
                label="Send my claim"
                busyLabel="Sending…"
                className="justify-self-start rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-900"
              />
            </CheckedForm>
          </>
        )}
        <p className="mt-6 text-sm">
          <Link to={`/college/${institution.slug}`} className="font-semibold text-brand-700 underline">
            Back to {institution.name}
          </Link>
        </p>
      </div>
    </ContentPage>
  );
}
