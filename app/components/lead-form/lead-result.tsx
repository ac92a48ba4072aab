// After a form post without JavaScript, /resources/enquiry sends the visitor back here with the result in
// the address; this strip shows it (with JavaScript the toast does the same job).
import { CheckCircle2, CircleAlert } from "lucide-react";
import { useSearchParams } from "react-router";
import { unsentMailNote, type UnsentMail } from "../../../domain/mail/recipient-cap.ts";

// The address names only the bad field, never a message: a crafted link must not put its own words on the
// page. These say each field's rules (domain/leads/leads.schema.ts), as the address cannot say which one broke.
const fieldMessages: Record<string, string> = {
  name: "Please enter your full name: at least 2 letters, without links, email addresses or special characters.",
  email: "Please enter a valid email address, like name@example.com.",
  phone: "Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
  city: "Please enter your city, without links, email addresses or special characters.",
  course: "Please select a course from the list.",
};

export function LeadResult() {
  const [params] = useSearchParams();
  const status = params.get("enquiry");
  if (status !== "sent" && status !== "failed") return null;
  const brochure = params.get("brochure") ?? "";
  const sent = status === "sent";
  // Which emails the cap held back: one of three known words, worded here, never text from the address.
  const unsent = (["confirmation", "guardian", "both"] as UnsentMail[]).find((u) => u === params.get("unsent"));
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
        {sent
          ? `Form submitted successfully!${unsent ? ` ${unsentMailNote(unsent)}` : ""}`
          : `Submission failed: ${fieldMessages[params.get("field") ?? ""] ?? "Please check the form."}`}
        {sent ? (
          <a
            href={`/resources/brochure.pdf${brochure ? `?name=${encodeURIComponent(brochure)}` : ""}`}
            className="font-bold underline"
            download
          >
            Download the brochure (PDF)
          </a>
        ) : null}
      </div>
    </div>
  );
}
