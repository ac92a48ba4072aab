// The site's own course and exam pages as the site search finds them (domain/search/search.server.ts):
// the hero's fixed list (its courses and exams, each at the page it opens), every exam page and every
// course page, with the other names each goes by.
import type { SitePage } from "../domain/search/search.server.ts";
import { courses } from "../content/courses.ts";
import { exams } from "../content/exams.ts";
import { resolveSearchPath, searchItems } from "../content/search-items.ts";

export const sitePages: SitePage[] = [
  ...searchItems.flatMap((item): SitePage[] => {
    const url = resolveSearchPath(item);
    // The fixed list's colleges are institutions of the catalogue, found there.
    return item.type !== "college" && url ? [{ type: item.type, name: item.name, url }] : [];
  }),
  // By the exam's name, not a year's edition, which staff keep current on the exam page.
  ...exams.map((e): SitePage => ({
    type: "exam",
    name: e.shortName,
    url: `/exam/${e.slug}`,
    keywords: [e.slug.replaceAll("-", " ")],
  })),
  ...courses.map((c): SitePage => ({
    type: "course",
    name: `${c.label} (${c.fullName})`,
    url: `/course/${c.slug}`,
    keywords: [c.label, c.catalogueName],
  })),
].filter((p, i, all) => all.findIndex((o) => o.url === p.url && o.name === p.name) === i);
