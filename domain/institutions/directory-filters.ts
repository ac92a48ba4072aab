// The choices of the college directory (/colleges, /colleges/{state}, /colleges/{state}/{district}) as an
// address spells them: ?kind=college&management=government&level=undergraduate&stream=engineering
// &course=btech-cse&ranked=1&sort=nirf&page=2. The pages build their filter links with these rules in the browser too, so
// this file holds no zod (directory.schema.ts reads an address with it on the server).
import type { InstitutionKind, UniversityType } from "../../db/institutions-schema.ts";

export interface Option<V extends string = string> {
  /** As the address writes it */
  slug: string;
  /** As the database stores it */
  value: V;
  label: string;
}

export const kindOptions: Option<InstitutionKind>[] = [
  { slug: "college", value: "college", label: "College" },
  { slug: "university", value: "university", label: "University" },
  { slug: "standalone", value: "standalone", label: "Standalone institution" },
  { slug: "research", value: "research", label: "Research institution" },
];

export const managementOptions: Option[] = [
  { slug: "government", value: "Government", label: "Government" },
  { slug: "government-aided", value: "Government-aided", label: "Government-aided" },
  { slug: "private", value: "Private", label: "Private" },
];

/** What kind of university UGC lists it as, or an institute of national importance (JoSAA's IITs, NITs, IIITs). */
export const typeOptions: Option<UniversityType>[] = [
  { slug: "central", value: "central", label: "Central university" },
  { slug: "state", value: "state", label: "State university" },
  { slug: "deemed", value: "deemed", label: "Deemed to be university" },
  { slug: "private", value: "private", label: "Private university" },
  { slug: "national-importance", value: "national-importance", label: "Institute of national importance" },
];

/** The levels and disciplines the catalogue derives from AICTE programmes and NMC seats (seed/catalogue-rows.ts). */
export const levelOptions: Option[] = [
  { slug: "diploma", value: "Diploma", label: "Diploma" },
  { slug: "undergraduate", value: "Undergraduate", label: "Undergraduate" },
  { slug: "integrated", value: "Integrated", label: "Integrated" },
  { slug: "postgraduate", value: "Postgraduate", label: "Postgraduate" },
  { slug: "postgraduate-diploma", value: "Postgraduate diploma", label: "Postgraduate diploma" },
  { slug: "doctoral", value: "Doctoral", label: "Doctoral" },
];

/**
 * What an institution teaches, as a student names it: AICTE's disciplines and NMC's medicine, and the streams
 * most colleges only their name, NIRF's lists or a counselling body's programmes tell (stream-rules.ts).
 */
export const streamOptions: Option[] = [
  { slug: "engineering", value: "Engineering", label: "Engineering" },
  { slug: "management", value: "Management", label: "Management" },
  { slug: "computer-applications", value: "Computer applications", label: "Computer applications" },
  { slug: "medicine", value: "Medicine", label: "Medicine (MBBS)" },
  { slug: "dental", value: "Dental", label: "Dental" },
  { slug: "pharmacy", value: "Pharmacy", label: "Pharmacy" },
  { slug: "nursing", value: "Nursing", label: "Nursing" },
  { slug: "law", value: "Law", label: "Law" },
  { slug: "arts-science-commerce", value: "Arts, science and commerce", label: "Arts, science and commerce" },
  { slug: "architecture", value: "Architecture", label: "Architecture" },
  { slug: "planning", value: "Planning", label: "Planning" },
  { slug: "design", value: "Design", label: "Design" },
  { slug: "hotel-management", value: "Hotel management", label: "Hotel management" },
  { slug: "arts-and-crafts", value: "Arts and crafts", label: "Arts and crafts" },
];

/**
 * Courses a source lists the institution as offering: AICTE's programmes, NMC's seats, counselling bodies'.
 * B.Pharm and B.Sc Nursing are read too (stream-rules.ts), but no institute admitting to them is linked to an
 * institution yet, so they are not offered as filters that would always list none.
 */
export const courseOptions: Option[] = [
  { slug: "btech", value: "B.Tech", label: "B.Tech / B.E." },
  { slug: "btech-cse", value: "B.Tech CSE", label: "B.Tech / B.E. Computer Science" },
  { slug: "mba", value: "MBA", label: "MBA / PGDM" },
  { slug: "bba", value: "BBA", label: "BBA / BMS" },
  { slug: "bca", value: "BCA", label: "BCA" },
  { slug: "mca", value: "MCA", label: "MCA" },
  { slug: "mbbs", value: "MBBS", label: "MBBS" },
  { slug: "bds", value: "BDS", label: "BDS" },
  { slug: "barch", value: "B.Arch", label: "B.Arch" },
];

export const sortOptions = [
  { slug: "name", label: "Name (A to Z)" },
  { slug: "nirf", label: "NIRF rank" },
] as const;

export type DirectorySort = (typeof sortOptions)[number]["slug"];

/** The most a page may hold; the site shows 20. */
export const MAX_LIMIT = 100;

/** The choices of a directory page, each undefined when not chosen. */
export interface DirectoryFilters {
  q?: string;
  kind?: string;
  type?: string;
  management?: string;
  level?: string;
  stream?: string;
  course?: string;
  ranked?: true;
  sort?: DirectorySort;
  page?: number;
  limit?: number;
}

/** The parameters a directory page reads (web/page-query.ts); the compiler checks that every filter is here. */
export const DIRECTORY_PARAMS = [
  ...Object.keys({
    q: true,
    kind: true,
    type: true,
    management: true,
    level: true,
    stream: true,
    course: true,
    ranked: true,
    sort: true,
    page: true,
    limit: true,
  } satisfies Record<keyof DirectoryFilters, true>),
  // Older links and bookmarks name the stream "discipline" (directory.schema.ts reads it as the stream).
  "discipline",
];

const PLACE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A state or district as the address spells it ("tamil-nadu"), or undefined when it cannot be one. */
export function placeSlug(raw: string | undefined): string | undefined {
  return raw && raw.length <= 80 && PLACE.test(raw) ? raw : undefined;
}

export const optionValue = (options: Option[], slug: string | undefined) =>
  slug === undefined ? undefined : options.find((o) => o.slug === slug)?.value;

/** The address of a directory page with some choices changed; a changed filter starts again at page 1. */
export function directoryHref(pathname: string, current: DirectoryFilters, change: Partial<DirectoryFilters>): string {
  const next: DirectoryFilters = { ...current, ...("page" in change ? {} : { page: undefined }), ...change };
  const params = new URLSearchParams();
  const order: (keyof DirectoryFilters)[] = [
    "q",
    "kind",
    "type",
    "management",
    "level",
    "stream",
    "course",
    "ranked",
    "sort",
    "page",
  ];
  for (const key of order) {
    const value = next[key];
    if (value === undefined || value === "") continue;
    if (key === "page" && value === 1) continue;
    if (key === "sort" && value === "name") continue;
    params.set(key, value === true ? "1" : String(value));
  }
  if (next.limit !== undefined) params.set("limit", String(next.limit));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether any filter (not the sort or the page) is chosen. */
export function hasDirectoryFilters(f: DirectoryFilters): boolean {
  return Boolean(f.q || f.kind || f.type || f.management || f.level || f.stream || f.course || f.ranked);
}
