// Addresses of institutions the catalogue no longer has: a record merged into another (one page per
// institution) or a page whose slug changed with its name. The import writes each retired slug and code
// with the surviving one (db/data/former-slugs.json, scripts/data-import/merge-institutions.ts), so a shared
// link, an API client's code and a stored row keep reaching the institution.
import former from "../../db/data/former-slugs.json" with { type: "json" };

const slugs: Record<string, string> = former.slugs;
const codes: Record<string, string> = former.codes;

/** The surviving institution's slug for a retired slug, or undefined when the slug was never retired. */
export function survivingSlug(slug: string): string | undefined {
  return Object.hasOwn(slugs, slug) ? slugs[slug] : undefined;
}

/** The surviving institution's code for a retired code, or undefined when the code was never retired. */
export function survivingCode(code: string): string | undefined {
  return Object.hasOwn(codes, code) ? codes[code] : undefined;
}

/** A slug or code as the catalogue has it now: a retired one becomes its survivor's, any other stays. */
export function currentSlugOrCode(slugOrCode: string): string {
  return survivingSlug(slugOrCode) ?? survivingCode(slugOrCode) ?? slugOrCode;
}
