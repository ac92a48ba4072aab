// The languages the portal's public pages are written in (decision 062). English is the default and keeps
// today's addresses; Hindi pages sit at /hi + the English path.

const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale `Intl` formats with and the page's `lang`: Indian English, Hindi. */
export const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
