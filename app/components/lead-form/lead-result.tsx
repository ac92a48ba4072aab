// After a form post without JavaScript, /resources/enquiry sends the visitor back here with the result in
// the address; this strip shows it (with JavaScript the toast does the same job), in the page's language.
import { CheckCircle2, CircleAlert } from "lucide-react";
import { useSearchParams } from "react-router";
import { unsentMailNote, type UnsentMail } from "../../../domain/mail/recipient-cap.ts";
import { enquiryText } from "../../../content/i18n/enquiry.ts";
import { useText } from "../../lib/i18n.ts";

// The address names only the bad field, never a message: a crafted link must not put its own words on the
// page. These say each field's rules (domain/leads/leads.schema.ts), as the address cannot say which one broke.
const fieldMessages = {
  name: "ruleName",
  email: "emailInvalid",
  phone: "phoneInvalid",
  city: "ruleCity",
  course: "courseInvalid",
} as const;

export function LeadResult() {
  const [params] = useSearchParams();
  const t = useText(enquiryText);
  const status = params.get("enquiry");
  if (status !== "sent" && status !== "failed") return null;
  const brochure = params.get("brochure") ?? "";
  const sent = status === "sent";
  // Which emails the cap held back: one of three known words, worded here, never text from the address.
  const unsent = (["confirmation", "guardian", "both"] as UnsentMail[]).find((u) => u === params.get("unsent"));
  const field = params.get("field") ?? "";
  const rule = Object.hasOwn(fieldMessages, field) ? fieldMessages[field as keyof typeof fieldMessages] : "checkForm";
  return (
    <div
      role={sent ? "status" : "alert"}
      className={`border-b px-4 py-3 text-sm font-medium ${sent ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900"}`}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2">
        {sent ? (
          <CheckCircle2 aria-hidden="true" className="size-5" />
        ) : (
          <CircleAlert aria-hidden="true" className="size-5" />
        )}
        {sent ? `${t("received")}${unsent ? ` ${unsentMailNote(unsent)}` : ""}` : t("failed", { problem: t(rule) })}
        {sent ? (
          <a
            href={`/resources/brochure.pdf${brochure ? `?name=${encodeURIComponent(brochure)}` : ""}`}
            className="font-bold underline"
            download
          >
            {t("downloadPdf")}
          </a>
        ) : null}
      </div>
    </div>
  );
}
