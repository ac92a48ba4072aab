// Recently visited colleges, newest first, at most 6, in the browser's localStorage. A college page is a reading
// page: loaded as a document, the script it runs (app/reading/enhance.ts) writes the list, under the same key and
// in the same form; reached from a hydrated page, React renders it and <RememberCollege> writes it.
export interface RecentCollege {
  slug: string;
  name: string;
}

const KEY = "recentColleges";
const MAX = 6;

export function readRecentColleges(storage: Pick<Storage, "getItem">): RecentCollege[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((c): c is RecentCollege => typeof c?.slug === "string" && typeof c?.name === "string")
      .slice(0, MAX);
  } catch {
    return [];
  }
}

export function rememberCollege(storage: Pick<Storage, "getItem" | "setItem">, college: RecentCollege): void {
  const rest = readRecentColleges(storage).filter((c) => c.slug !== college.slug);
  try {
    storage.setItem(KEY, JSON.stringify([{ slug: college.slug, name: college.name }, ...rest].slice(0, MAX)));
  } catch {
    // Storage full or blocked (private mode): the list is a convenience, so do without it.
  }
}
