// The consent part of the lead form (decision 025): the itemised notice in English or Hindi, the
// purposes each ticked separately and none ticked for the student, the age band, and for a student under 18
// who asks for a call or sharing, a parent or guardian to confirm. Without JavaScript every part is shown.
import { useState } from "react";
import type { FieldErrors } from "../../../domain/errors.ts";
import { NOTICE_VERSION, notices, type NoticeLanguage } from "../../../domain/consent/notice.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Field, FieldError, inputClass } from "../ui/field.tsx";
import { MailCapNote } from "./mail-cap-note.tsx";
import { useLanguage, useLocalPath, useText } from "../../lib/i18n.ts";
import { enquiryText } from "../../../content/i18n/enquiry.ts";

/** What a refused post without JavaScript had chosen, shown again. */
export interface TypedConsent {
  language?: string;
  call?: string;
  share?: string;
  ageBand?: string;
  guardianName?: string;
  guardianEmail?: string;
}

const CHECK = "mt-0.5 size-4 shrink-0 accent-brand-700";

export function ConsentFields({
  id,
  context,
  typed = {},
  errors,
}: {
  id: string;
  /** The institution the lead is about: the one the student may choose to share with */
  context: string;
  typed?: TypedConsent;
  errors: FieldErrors;
}) {
  const hydrated = useHydrated();
  // The notice starts in the page's language (a Hindi page's in Hindi); the student may read it in the other.
  const page = useLanguage();
  const t = useText(enquiryText);
  const [language, setLanguage] = useState<NoticeLanguage>(
    typed.language === "hi" || typed.language === "en" ? typed.language : page,
  );
  const [ageBand, setAgeBand] = useState(typed.ageBand ?? "");
  const text = notices[language];
  const f = (name: string) => `${id}-${name}`;
  const local = useLocalPath();
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-800" lang={language}>
      <legend className="px-1 font-semibold text-slate-900">{language === "hi" ? "आपकी सहमति" : "Your consent"}</legend>
      <input type="hidden" name="noticeVersion" value={NOTICE_VERSION} />
      <div className="flex gap-3" role="radiogroup" aria-label={t("noticeLanguage")}>
        {(["en", "hi"] as const).map((l) => (
          <label key={l} className="inline-flex items-center gap-1" lang={l}>
            <input
              type="radio"
              name="language"
              value={l}
              checked={language === l}
              onChange={() => setLanguage(l)}
              className="accent-brand-700"
            />
            {notices[l].languageName}
          </label>
        ))}
      </div>
      <p>
        {text.intro}{" "}
        <a href={local("/Privacy-Policy")} className="font-semibold text-brand-700 underline">
          {language === "hi" ? "गोपनीयता नीति" : "Privacy Policy"}
        </a>
      </p>
      <p className="flex items-start gap-2">
        <span aria-hidden="true" className="font-bold text-green-800">
          ✓
        </span>
        {text.purposes.brochure}
      </p>
      <label className="flex items-start gap-2">
        <input type="checkbox" name="call" value="on" defaultChecked={typed.call === "on"} className={CHECK} />
        <span>{text.purposes.call}</span>
      </label>
      {context ? (
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="share"
            value={context}
            defaultChecked={typed.share === context}
            className={CHECK}
          />
          <span>{text.shareWith.replace("{institution}", context)}</span>
        </label>
      ) : null}
      <FieldError id={f("share-error")} error={errors.share} />
      <div role="radiogroup" aria-labelledby={f("age")} aria-describedby={errors.ageBand ? f("age-error") : undefined}>
        <p id={f("age")} className="font-semibold">
          {text.ageQuestion}
        </p>
        <div className="mt-1 flex flex-wrap gap-4">
          {(["18-plus", "under-18"] as const).map((band) => (
            <label key={band} className="inline-flex items-center gap-1">
              <input
                type="radio"
                name="ageBand"
                value={band}
                defaultChecked={typed.ageBand === band}
                onChange={() => setAgeBand(band)}
                className="accent-brand-700"
              />
              {text.ageBands[band]}
            </label>
          ))}
        </div>
        <FieldError id={f("age-error")} error={errors.ageBand} />
      </div>
      {!hydrated || ageBand === "under-18" ? (
        <div className="space-y-2 rounded-md bg-amber-50 p-2">
          <p>{text.guardianIntro}</p>
          {(
            [
              ["guardianName", text.guardianName, "text"],
              ["guardianEmail", text.guardianEmail, "email"],
            ] as const
          ).map(([name, label, type]) => (
            <Field key={name} id={f(name)} label={label} error={errors[name]}>
              {(aria) => <input {...aria} name={name} type={type} defaultValue={typed[name]} className={inputClass} />}
            </Field>
          ))}
        </div>
      ) : null}
      <p className="text-xs text-slate-600">{text.withdraw}</p>
      <MailCapNote language={language} />
    </fieldset>
  );
}
