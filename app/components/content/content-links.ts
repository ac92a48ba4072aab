// Shared class names for buttons and links on the content pages, so every page looks and focuses alike.
// White text on accent-600 is only 3.6:1, below WCAG AA for normal text, so filled buttons use brand-700.
export const primaryButton =
  "inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900";

export const secondaryButton =
  "inline-flex items-center justify-center rounded-lg border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-700 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export const textLink =
  "font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

export const card = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
