// The sitemap's sections: which addresses each file lists. The site's own pages, exams, courses, rankings and
// the directory are short lists, one file each; the college pages, their course pages and the institutions
// are long lists read from the database a slice at a time, in numbered files (institutions-1.xml, -2.xml, …)
// of at most `perFile` addresses each, in a stable order (by slug or id) so an address stays in its file.
import type { Database } from "../../db/client.server.ts";
import { listCardSliders } from "../../domain/card-sliders/card-sliders.server.ts";
import { rankingCategories } from "../../domain/institutions/rankings.server.ts";
import { listNavCoursePages } from "../../domain/nav-courses/nav-courses.server.ts";
import { listPrograms } from "../../domain/programs/programs.server.ts";
import {
  collegePages,
  countCollegePages,
  countCoursePages,
  countInstitutionPages,
  coursePages,
  directoryPlaces,
  institutionPageSlugs,
} from "../../domain/sitemap/sitemap.server.ts";
import {
  coursePages as siteCoursePages,
  examPages,
  fixedRankingPages,
  type PublicPage,
  sitePages,
} from "../../web/public-pages.ts";
import { rankingHubPath } from "../../web/ranking-hub.ts";

export type SitemapEntry = PublicPage;

/** Addresses per page listed (xml.ts): its English and its Hindi. */
const ADDRESSES_PER_PAGE = 2;

interface Section {
  name: string;
  /** Long lists: numbered files of `perFile` addresses. Short lists: one file, `name.xml`, while they fit. */
  numbered: boolean;
  count(db: Database): Promise<number>;
  /** Addresses `offset` to `offset + limit`, in batches */
  entries(db: Database, offset: number, limit: number): AsyncIterable<SitemapEntry[]>;
}

// W3C date-time, as staff last saved the page.
const savedAt = (d: Date) => d.toISOString();

/** A short list, built whole (the same addresses appear once). */
function shortList(name: string, list: (db: Database) => Promise<SitemapEntry[]>): Section {
  const unique = async (db: Database) => [...new Map((await list(db)).map((e) => [e.path, e])).values()];
  return {
    name,
    numbered: false,
    count: async (db) => (await unique(db)).length,
    entries: async function* (db, offset, limit) {
      yield (await unique(db)).slice(offset, offset + limit);
    },
  };
}

/** A long list, read a slice at a time and mapped to addresses batch by batch. */
function longList<T>(
  name: string,
  count: (db: Database) => Promise<number>,
  rows: (db: Database, offset: number, limit: number) => AsyncIterable<T[]>,
  toEntry: (row: T) => SitemapEntry,
): Section {
  return {
    name,
    numbered: true,
    count,
    entries: async function* (db, offset, limit) {
      for await (const batch of rows(db, offset, limit)) yield batch.map(toEntry);
    },
  };
}

const sections: Section[] = [
  shortList("pages", async (db) => [
    ...sitePages(),
    ...(await listPrograms(db)).map((p) => ({ path: `/Programe-course/${p.id}`, lastmod: savedAt(p.updatedAt) })),
  ]),
  shortList("exams", async () => examPages()),
  // The courses, the colleges offering each (/c_pages/{course}, as the study-goal cards link them too) and the
  // staff's course pages (/Collegespage/{id}). The lists change with any college, so they carry no date.
  shortList("courses", async (db) => [
    ...siteCoursePages(),
    ...(await listCardSliders(db)).flatMap((c) =>
      [c.linkName1, c.linkName2, c.linkName3].map((link) => ({ path: `/c_pages/${encodeURIComponent(link)}` })),
    ),
    ...(await listNavCoursePages(db)).map((p) => ({ path: `/Collegespage/${p.id}` })),
  ]),
  // The rankings hub's table of every NIRF category and year, and the fifteen fixed ranking pages.
  shortList("rankings", async (db) => [
    { path: "/CollegRanking" },
    ...(await rankingCategories(db)).flatMap((c) =>
      c.years.map((y) => ({ path: rankingHubPath(c.category, y, c.years[0]) })),
    ),
    ...fixedRankingPages(),
  ]),
  shortList("directory", async (db) => [
    { path: "/colleges" },
    ...(await directoryPlaces(db)).map((p) => ({ path: ["/colleges", p.state, p.district].filter(Boolean).join("/") })),
  ]),
  longList("colleges", countCollegePages, collegePages, (c) => ({
    path: `/college/${c.slug}`,
    lastmod: savedAt(c.updatedAt),
  })),
  longList("college-courses", countCoursePages, coursePages, (c) => ({ path: `/branch/${c.collegeId}/${c.id}` })),
  longList("institutions", countInstitutionPages, institutionPageSlugs, (slug) => ({ path: `/college/${slug}` })),
];

export interface SitemapFile {
  name: string;
  section: Section;
  offset: number;
  limit: number;
}

/** Every file of the sitemap, in the index's order; a section without addresses has none. A long list, or a
 * short one grown past `perFile` addresses, has numbered files. Each page is two addresses (its Hindi twin). */
export async function sitemapFiles(db: Database, perFileAddresses: number): Promise<SitemapFile[]> {
  const perFile = Math.max(1, Math.floor(perFileAddresses / ADDRESSES_PER_PAGE));
  const files: SitemapFile[] = [];
  for (const section of sections) {
    const count = await section.count(db);
    const numbered = section.numbered || count > perFile;
    for (let n = 1; (n - 1) * perFile < count; n++) {
      const name = numbered ? `${section.name}-${n}.xml` : `${section.name}.xml`;
      files.push({ name, section, offset: (n - 1) * perFile, limit: perFile });
    }
  }
  return files;
}
