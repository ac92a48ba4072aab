// What a student agreed to, purpose by purpose, with its state and (for what can be withdrawn) the button
// that starts the withdrawal. Used by /my-data.
import type { MyData } from "../../../domain/consent/consent.server.ts";
import { notices, type NoticeLanguage } from "../../../domain/consent/notice.ts";
import type { MyDataText } from "../../../content/my-data.ts";

export const BUTTON =
  "inline-flex items-center rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900";

/** The purpose as the notice words it, in the page's language. */
export function purposeLabel(
  c: { purpose: keyof (typeof notices)["en"]["purposes"]; institution: string },
  language: NoticeLanguage,
) {
  return c.purpose === "share"
    ? notices[language].shareWith.replace("{institution}", c.institution)
    : notices[language].purposes[c.purpose];
}

export function ConsentList({
  data,
  text,
  language,
  confirmHref,
}: {
  data: MyData;
  text: MyDataText;
  language: NoticeLanguage;
  confirmHref: (what: string) => string;
}) {
  const waiting = data.enquiry.guardian !== null && data.enquiry.guardian.confirmedAt === null;
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white shadow-sm">
      {data.consents.map((c) => {
        const key = c.purpose === "share" ? `share:${c.institution}` : c.purpose;
        return (
          <li key={key} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-medium text-slate-900">{purposeLabel(c, language)}</p>
              <p className="text-sm text-slate-600">
                {c.withdrawnAt
                  ? `${text.withdrawnOn} ${c.withdrawnAt.slice(0, 10)}`
                  : c.purpose === "brochure"
                    ? text.brochureNote
                    : waiting
                      ? text.waitingGuardian
                      : text.active}
              </p>
            </div>
            {c.purpose !== "brochure" && !c.withdrawnAt ? (
              <a
                href={confirmHref(key)}
                className={`${BUTTON} border border-brand-700 text-brand-800 hover:bg-brand-50`}
              >
                {text.withdrawButton}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
