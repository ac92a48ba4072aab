// The lead form (SPEC.md §5), in every popup, on the enquiry page, the contact page and the course pages;
// a checked form (components/forms/): the browser checks it with the domain's checkLead, which the action
// runs again, so a refusal reads the same either way ('Submission failed: ' and the first problem, each field
// marked). Without JavaScript it is a plain POST: to /resources/enquiry, which redirects back with the result,
// or (on the enquiry page, `action`) to the page itself, which shows it again with what was typed (`reply`).
// With JavaScript it posts with fetch: no reload, the fields stay filled on a refusal, and a network
// failure gets its own message (a fetcher would hand a network error to the route's error boundary).
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type FormEvent, useId, useState } from "react";
import type { FieldErrors } from "../../../domain/errors.ts";
import type { LeadSource } from "../../../domain/leads/leads.schema.ts";
import { parseLead } from "../../lib/lead-form.ts";
import { useParsedForm } from "../forms/use-checked-form.ts";
import { useToast } from "../ui/toast.tsx";
import { ConsentFields, type TypedConsent } from "./consent-fields.tsx";
import { ContactFields, HiddenFields, SendButton } from "./lead-fields.tsx";
import { useLeadSender } from "./post-lead.ts";
import { useLanguage, useLocalPath, useText } from "../../lib/i18n.ts";
import { enquiryText } from "../../../content/i18n/enquiry.ts";

interface Props {
  source: LeadSource;
  context?: string;
  /** College, program or city named in the brochure PDF */
  brochureName?: string;
  onSuccess?: () => void;
  submitLabel?: string;
  /** Where the form posts without JavaScript (with JavaScript it always posts with fetch) */
  action?: string;
  /** A refused post without JavaScript (the enquiry page): what was typed and each field's message */
  reply?: SubmissionResult<string>;
}

export function LeadForm({
  source,
  context = "",
  brochureName,
  onSuccess,
  submitLabel,
  action = "/resources/enquiry",
  reply,
}: Props) {
  const id = useId();
  const toast = useToast();
  const language = useLanguage();
  const t = useText(enquiryText);
  // The same check as the action's, its messages in the page's language.
  const parse = (data: FormData) => parseLead(data, language);
  const [lastResult, setLastResult] = useState(reply);
  const { busy, send } = useLeadSender((refused) => setLastResult(fieldsRefused(refused.errors)), onSuccess);
  const [form] = useParsedForm(parse, lastResult, {
    onSubmit(event, formData) {
      event.preventDefault();
      void send(event.currentTarget, formData);
    },
  });
  const formProps = getFormProps(form);
  // A form the browser refuses is not sent; it says so as the server would (SPEC.md §8).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = parse(new FormData(event.currentTarget));
    const problem = checked.status === "error" ? Object.values(checked.error ?? {}).find(Boolean) : undefined;
    if (problem) toast(t("failed", { problem }), "error");
    formProps.onSubmit(event);
  };
  const errors = form.allErrors as FieldErrors;
  const typed = (form.initialValue ?? {}) as Record<string, unknown>;
  const local = useLocalPath();
  const [termsBefore, termsAfter] = t("termsAgree", { terms: "\u0000" }).split("\u0000");
  return (
    <form
      method="post"
      action={local(action)}
      {...formProps}
      onSubmit={onSubmit}
      className="space-y-4"
      data-testid={`lead-form-${source}`}
    >
      {source === "apply" ? <ApplyNotice /> : null}
      <HiddenFields id={id} source={source} context={context} brochureName={brochureName} />
      <ContactFields id={id} full errors={errors} typed={typed} />
      {/* The consent part says how many emails an address gets, in the language the student chose there. */}
      <ConsentFields id={id} context={context} typed={typed as TypedConsent} errors={errors} />
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="terms"
          value="true"
          defaultChecked={typed.terms === "true"}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <span>
          {termsBefore}
          <a href={local("/terms&condition")} className="font-semibold text-brand-700 underline">
            {t("termsOfUse")}
          </a>
          {termsAfter}
        </span>
      </label>
      <SendButton busy={busy} label={submitLabel ?? t("submit")} />
    </form>
  );
}

/** The server's refusal as Conform's reply: each field's message, the typed values left as they are. */
const fieldsRefused = (errors: FieldErrors): SubmissionResult<string> => ({
  status: "error",
  error: errors,
  state: { validated: Object.fromEntries(Object.keys(errors).map((name) => [name, true])) },
});

/** Apply Now reaches the portal's counsellors, not the college: said wherever the apply form is shown. */
function ApplyNotice() {
  const t = useText(enquiryText);
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="apply-notice">
      {t("applyNotice")}
    </p>
  );
}
