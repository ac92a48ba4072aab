// The pages whose addresses come from the site itself rather than the database: SPEC.md §2's fixed pages and
// the pages of the site's own content (blog, exams, courses, fixed rankings, study places). The sitemap lists
// them beside the catalogue's pages. Admin pages and search results are never public pages here.
import { blogPosts } from "../content/blog-posts.ts";
import { cityCards } from "../content/cities.ts";
import { courses } from "../content/courses.ts";
import { exams } from "../content/exams.ts";
import { rankingPages } from "../content/ranking-pages.ts";
import { cityCollegesPath, footerCities } from "../content/site-links.ts";

export interface PublicPage {
  /** As links write it: encoded where needed, the one spelling other spellings redirect to */
  path: string;
  /** When the page's content last changed (W3C date), only where it is known */
  lastmod?: string;
}

/** SPEC.md §2's pages with one fixed address, each at its canonical spelling. (The rankings hub and the college
 * directory are listed with their other addresses.) */
const FIXED_PATHS = [
  "/",
  "/About",
  "/Blog",
  "/contact",
  "/terms&condition",
  "/Privacy-Policy",
  "/review",
  "/Institutes",
  "/Scholarship",
  "/TopUniversitiesandColleges",
  "/Admissionalert",
  "/TopCourse",
  "/all-courses",
  "/StudyAbroad",
  "/Exam",
  "/college-predictor",
  "/Collegespage",
  "/TopStudy-colleges",
];

/** The fixed pages, the blog's articles (dated) and the study places the site links to. */
export function sitePages(): PublicPage[] {
  const studyPlaces = [
    ...cityCards.map((c) => `/TopStudy-colleges/${encodeURIComponent(c.name)}`),
    ...footerCities.map(cityCollegesPath),
  ];
  return [
    ...FIXED_PATHS.map((path) => ({ path })),
    ...blogPosts.map((p) => ({ path: `/Blog/${p.slug}`, lastmod: p.published })),
    ...[...new Set(studyPlaces)].map((path) => ({ path })),
  ];
}

export function examPages(): PublicPage[] {
  return exams.map((e) => ({ path: `/exam/${e.slug}` }));
}

/** Each course's page, and the list of colleges offering it that the course page links to. */
export function coursePages(): PublicPage[] {
  return courses.flatMap((c) => [
    { path: `/course/${c.slug}` },
    { path: `/c_pages/${encodeURIComponent(c.catalogueName)}` },
  ]);
}

export function fixedRankingPages(): PublicPage[] {
  return rankingPages.map((p) => ({ path: p.path }));
}
