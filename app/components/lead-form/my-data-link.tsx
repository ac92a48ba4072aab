// The student's own page, offered wherever a lead is confirmed on screen (the popup's answer, the
// enquiry page): the same link the confirmation email carries, or the only copy when the email was not sent.
export function MyDataLink({ href, emailed = true }: { href?: string; emailed?: boolean }) {
  if (!href) return null;
  return (
    <p className="mt-2 text-sm">
      {emailed ? "We have emailed you what you agreed to." : "This link is in no email, so keep it:"}{" "}
      <a href={href} className="font-semibold underline">
        See, withdraw or erase your details
      </a>{" "}
      at any time.
    </p>
  );
}
