// Page addresses: /college/{slug}, from the name and the city or district, unique across the catalogue.

/** Lower-case words joined by hyphens, accents and punctuation dropped. */
function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Name, then the place unless the name already ends with it ("indian-institute-of-technology-madras-chennai"). */
function baseSlug(name: string, place: string): string {
  const full = slugify(name);
  const nameSlug = full.length > 90 ? full.slice(0, 90).replace(/-[^-]*$/, "") : full;
  const placeSlug = slugify(place);
  if (!placeSlug || nameSlug.endsWith(placeSlug) || nameSlug.includes(`-${placeSlug}-`)) return nameSlug;
  return `${nameSlug}-${placeSlug}`;
}

/**
 * Unique slugs: where several institutions would share one, each of them gets its code appended, so an
 * institution's address does not depend on which others exist.
 */
export function assignSlugs(items: { code: string; name: string; place: string }[]): Map<string, string> {
  const byBase = new Map<string, string[]>();
  for (const item of items) {
    const base = baseSlug(item.name, item.place) || slugify(item.code);
    byBase.set(base, [...(byBase.get(base) ?? []), item.code]);
  }
  const slugs = new Map<string, string>();
  for (const [base, codes] of byBase)
    for (const code of codes) slugs.set(code, codes.length === 1 ? base : `${base}-${slugify(code)}`);
  const taken = new Set<string>();
  for (const [code, slug] of [...slugs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    let unique = slug;
    for (let n = 2; taken.has(unique); n++) unique = `${slug}-${n}`;
    taken.add(unique);
    slugs.set(code, unique);
  }
  return slugs;
}
