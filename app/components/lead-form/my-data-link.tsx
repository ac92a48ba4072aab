// The student's own page, offered wherever a lead is confirmed on screen (the popup's answer, the
// enquiry page): the same link the confirmation email carries, or the only copy when the email was not sent.
import { enquiryText } from "../../../content/i18n/enquiry.ts";
import { useLocalPath, useText } from "../../lib/i18n.ts";

export function MyDataLink({ href, emailed = true }: { href?: string; emailed?: boolean }) {
  const t = useText(enquiryText);
  const local = useLocalPath();
  if (!href) return null;
  return (
    <p className="mt-2 text-sm">
      {t(emailed ? "emailedYou" : "keepLink")}{" "}
      <a href={local(href)} className="font-semibold underline">
        {t("yourDetails")}
      </a>{" "}
      {t("atAnyTime")}
    </p>
  );
}
