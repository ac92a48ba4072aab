// The lead form's answers in the student's language (decision 062). The schemas (domain/leads/leads.schema.ts,
// domain/consent/consent.schema.ts) word their problems in English, as the API and the staff's tests read them;
// the enquiry catalogue holds each of those messages word for word under a key, with its Hindi. So one check
// gives both languages: the browser's (Conform) and the action's say the same words, and English is untouched.
import type { Language } from "../../domain/i18n/language.ts";
import type { FieldErrors } from "../../domain/errors.ts";
import { textIn } from "../../domain/i18n/text.ts";
import { enquiryText } from "../../content/i18n/enquiry.ts";

/** The catalogue's keys of the checks' messages. */
export const CHECK_MESSAGES = [
  "nameRequired",
  "nameShort",
  "nameLong",
  "nameCharacters",
  "nameDot",
  "emailRequired",
  "emailLong",
  "emailInvalid",
  "phoneRequired",
  "phoneInvalid",
  "cityRequired",
  "cityLong",
  "cityCharacters",
  "cityDot",
  "courseRequired",
  "courseInvalid",
  "nulCharacter",
  "ageRequired",
  "guardianNameRequired",
  "guardianNameLong",
  "guardianNameCharacters",
  "guardianNameDot",
  "guardianEmailRequired",
  "shareOutside",
  "checkForm",
] as const satisfies readonly (keyof typeof enquiryText.en)[];

let keys: Map<string, (typeof CHECK_MESSAGES)[number]> | undefined;

/** A check's English message in `language`; a message the catalogue does not hold stays as it is. */
export function leadMessageIn(language: Language, message: string): string {
  if (language === "en") return message;
  // Formatted rather than read: in the browser's build the catalogue holds compiled messages.
  const english = textIn("en", enquiryText);
  keys ??= new Map(CHECK_MESSAGES.map((key) => [english(key), key]));
  const key = keys.get(message);
  return key ? textIn(language, enquiryText)(key) : message;
}

/** Each field's message in `language`. */
export function leadErrorsIn(language: Language, errors: FieldErrors): FieldErrors {
  if (language === "en") return errors;
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, leadMessageIn(language, message)]));
}
