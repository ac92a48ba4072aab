// Recently visited colleges, newest first, at most 6, in the browser's localStorage. A college page is a reading
// page: the script it runs (app/reading/enhance.ts) writes the list, under the same key and in the same form.
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
