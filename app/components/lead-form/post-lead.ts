// Browser side of a lead: post the form, read the answer, say it in a toast, start the brochure download.
import { useState } from "react";
import { type FormRefused, type FormResult, keepFormOnNetworkError } from "../../lib/form-result.ts";
import { useToast } from "../ui/toast.tsx";
import { useText } from "../../lib/i18n.ts";
import { enquiryText } from "../../../content/i18n/enquiry.ts";
import type { Translate } from "../../../domain/i18n/text.ts";

/** The answer /resources/enquiry gives a browser with JavaScript: the site's form result, with the brochure. */
export type LeadAnswer = FormResult<{
  brochure: string;
  /** The student's own page (a new lead only) */ myData?: string;
}>;

/**
 * The server's answer, with SPEC.md §8's 'Submission failed: ' before the server's message; a form that
 * never got an answer (or not the form's answer) reads 'Error submitting form.' and keeps what was typed.
 */
function postLead(body: FormData, t: Translate<typeof enquiryText.en>): Promise<LeadAnswer> {
  return keepFormOnNetworkError(async () => {
    const response = await fetch("/resources/enquiry", {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    // A refusal from before the form is read (too many leads a minute) has a message but no field errors.
    const answer = (await response.json()) as LeadAnswer | { ok?: undefined; message?: string };
    if (response.ok && answer.ok) return answer;
    return {
      ok: false,
      message: t("failed", { problem: answer.message ?? t("failedStatus", { status: String(response.status) }) }),
      errors: answer.ok === false ? answer.errors : {},
    };
  }, t("notSent"));
}

function downloadBrochure(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Sends a lead form with fetch: a refusal's toast and `onRefused` (the form keeps what was typed); on
 * success the form is emptied, the toast offers the student's own page, the brochure downloads, `onSent` runs.
 */
export function useLeadSender(onRefused: (refused: FormRefused) => void, onSent?: () => void) {
  const toast = useToast();
  const t = useText(enquiryText);
  const [busy, setBusy] = useState(false);
  async function send(form: HTMLFormElement, body: FormData) {
    setBusy(true);
    const result = await postLead(body, t);
    setBusy(false);
    if (!result.ok) {
      onRefused(result);
      return toast(result.message, "error");
    }
    form.reset();
    toast(result.message, "success", result.myData ? { href: result.myData, label: t("yourDetails") } : undefined);
    downloadBrochure(result.brochure);
    onSent?.();
  }
  return { busy, send };
}
