import { LOCALES, type Language } from "../../domain/i18n/language.ts";

// Dates as Indian readers write them: "25 July 2024", "25 जुलाई 2024".
export function formatDate(iso: string, language: Language = "en"): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A count as Indian readers group it, in either language: 1,23,456 (Latin digits in Hindi too). */
export function formatNumber(value: number, language: Language = "en"): string {
  return value.toLocaleString(LOCALES[language]);
}

/** What a table shows for a value the record does not hold. */
export function orNA(value: string | null | undefined): string {
  return value?.trim() ? value : "N/A";
}

/** A stored date that may be ISO ("2027-05-31") or already written out: shown as "31 May 2027" either way. */
export function formatDateText(value: string): string {
  if (!value?.trim()) return "N/A";
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
}

/** "nirfindia.org": the site a source line links to, as a reader of a printed page can type it. */
export function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname.replace(/^www\./, "") : url;
}
