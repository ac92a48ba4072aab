// The footer's newsletter (SPEC.md §5: email, phone and course). It is on every page, the home page too, so it
// stays without Conform and zod (decision 008's JavaScript budget): the inputs' own types and `required`
// guide, and the server's check, the same as every lead's, answers per field. Without JavaScript it posts
// to /resources/enquiry, which sends the visitor back with the result.
import { type FormEvent, useId, useState } from "react";
import type { FieldErrors } from "../../../domain/errors.ts";
import { ContactFields, HiddenFields, SendButton } from "./lead-fields.tsx";
import { MailCapNote } from "./mail-cap-note.tsx";
import { useLeadSender } from "./post-lead.ts";

export function NewsletterForm() {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, send } = useLeadSender(
    (refused) => setErrors(refused.errors),
    () => setErrors({}),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(event.currentTarget, new FormData(event.currentTarget));
  };
  return (
    <form
      method="post"
      action="/resources/enquiry"
      onSubmit={onSubmit}
      className="space-y-4"
      data-testid="lead-form-newsletter"
    >
      <HiddenFields id={id} source="newsletter" context="" />
      <ContactFields id={id} full={false} errors={errors} typed={{}} />
      <MailCapNote />
      <SendButton busy={busy} label="Subscribe" />
    </form>
  );
}
