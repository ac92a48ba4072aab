// The student's own page, offered wherever an enquiry is confirmed on screen (the popup's answer, the
// enquiry page): the same link the confirmation email carries.
export function MyDataLink({ href }: { href?: string }) {
  if (!href) return null;
  return (
    <p className="mt-2 text-sm">
      We have emailed you what you agreed to.{" "}
      <a href={href} className="font-semibold underline">
        See, withdraw or erase your details
      </a>{" "}
      at any time.
    </p>
  );
}
