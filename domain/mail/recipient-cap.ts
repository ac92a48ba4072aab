// How many emails the portal sends one address in a day, and what the forms say about it. Anyone can type
// anyone's address into a lead form, so without a cap the portal could be made to flood a stranger's
// inbox with confirmations and guardian requests (decision 034). Browser-safe: the forms show the note.
import type { NoticeLanguage } from "../consent/notice.ts";

/** Emails to one address (the student's or a guardian's, lower-cased) in 24 hours, across all server processes */
export const MAILS_PER_ADDRESS_PER_DAY = 3;

/** Said beside every lead form, before it is sent. */
export const mailCapNote: Record<NoticeLanguage, string> = {
  en: `We send at most ${MAILS_PER_ADDRESS_PER_DAY} emails a day to any one address, yours or a guardian's. Past that, your enquiry is still received, but nothing more is emailed to that address that day.`,
  hi: `हम किसी एक ईमेल पते पर, आपके या अभिभावक के, दिन में अधिकतम ${MAILS_PER_ADDRESS_PER_DAY} ईमेल भेजते हैं। उसके बाद भी आपकी पूछताछ मिल जाती है, पर उस दिन उस पते पर और ईमेल नहीं भेजा जाता।`,
};

/** Which of a lead's emails the cap held back */
export type UnsentMail = "confirmation" | "guardian" | "both";

/** Which emails of a stored lead the cap held back, if any (each flag false when it did). */
export function unsentMail(sent: { emailed?: boolean; guardianEmailed?: boolean }): UnsentMail | undefined {
  const confirmation = sent.emailed === false;
  const guardian = sent.guardianEmailed === false;
  if (confirmation && guardian) return "both";
  return confirmation ? "confirmation" : guardian ? "guardian" : undefined;
}

/** What the result of a received lead says about the emails the cap held back. */
export function unsentMailNote(unsent: UnsentMail): string {
  const notes = {
    confirmation: `We have already sent ${MAILS_PER_ADDRESS_PER_DAY} emails to this address today, so this confirmation was not emailed.`,
    guardian: `We have already sent ${MAILS_PER_ADDRESS_PER_DAY} emails to your parent or guardian's address today, so they were not asked to confirm: until they do, nobody will call you and nothing will be shared. You can send your enquiry again tomorrow.`,
  };
  return unsent === "both" ? `${notes.confirmation} ${notes.guardian}` : notes[unsent];
}
