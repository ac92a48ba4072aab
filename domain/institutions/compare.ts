// What the comparison page and the browser's compare tray share: how many institutions fit, and how the
// address's `c` parameter is read. Browser-safe.

export const MAX_COMPARED = 4;

/** The slugs of an address's `c` parameter: trimmed, lower-cased, without blanks and repeats. */
export function parseCompareSlugs(raw: string | null): string[] {
  if (!raw) return [];
  const slugs = raw
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(slugs)];
}
