// What every lead form says before it is sent: how many emails one address gets a day, and what happens
// past that (domain/mail/recipient-cap.ts).
import type { NoticeLanguage } from "../../../domain/consent/notice.ts";
import { mailCapNote } from "../../../domain/mail/recipient-cap.ts";

export function MailCapNote({ language = "en" }: { language?: NoticeLanguage }) {
  return (
    <p className="text-xs text-slate-600" data-testid="mail-cap-note">
      {mailCapNote[language]}
    </p>
  );
}
