// What search engines read about a page beyond its text: schema.org objects, one builder per kind. Pages
// build them in their `meta` function from their loader data and hand them to pageMeta (seo.ts), which puts
// each in a <script type="application/ld+json"> (React Router escapes <, > and & inside it, so no value can
// end the element). Every address is made absolute against the page's canonical URL, which comes from
// SITE_URL, never from the request.
import type { Crumb } from "../components/content/breadcrumb.tsx";
import { languageOfPath, pathIn } from "../../web/language.ts";

const CONTEXT = "https://schema.org";

// Type aliases, not interfaces: React Router's meta descriptor takes JSON objects (an index signature),
// which an interface never matches.
type Thing<T extends string> = {
  "@context": typeof CONTEXT;
  "@type": T;
};

type ListItem = {
  "@type": "ListItem";
  position: number;
  name: string;
  /** BreadcrumbList names the page in `item`, ItemList in `url` */
  item?: string;
  url?: string;
};

export type BreadcrumbListLd = Thing<"BreadcrumbList"> & {
  itemListElement: ListItem[];
};

export type ItemListLd = Thing<"ItemList"> & {
  name: string;
  numberOfItems: number;
  itemListElement: ListItem[];
};

type PostalAddress = {
  "@type": "PostalAddress";
  addressLocality?: string;
  addressRegion: string;
  addressCountry: "IN";
};

export type CollegeOrUniversityLd = Thing<"CollegeOrUniversity"> & {
  name: string;
  url: string;
  address: PostalAddress;
  foundingDate?: string;
};

export type FaqPageLd = Thing<"FAQPage"> & {
  mainEntity: { "@type": "Question"; name: string; acceptedAnswer: { "@type": "Answer"; text: string } }[];
};

export type WebSiteLd = Thing<"WebSite"> & {
  url: string;
  potentialAction: {
    "@type": "SearchAction";
    target: { "@type": "EntryPoint"; urlTemplate: string };
    "query-input": string;
  };
};

export type StructuredData = BreadcrumbListLd | ItemListLd | CollegeOrUniversityLd | FaqPageLd | WebSiteLd;

const absolute = (path: string, pageUrl: string) => new URL(path, pageUrl).href;
/** A page the site links, as the router writes it (an English path), in the language of the page at `pageUrl`:
 * a Hindi page's trail and lists name the Hindi pages (decision 062). */
const local = (path: string, pageUrl: string) =>
  absolute(pathIn(languageOfPath(new URL(pageUrl).pathname), path), pageUrl);

/** The trail the Breadcrumb component shows; the last crumb (the page itself, not a link) is the page's URL. */
export function breadcrumbList(crumbs: Crumb[], pageUrl: string): BreadcrumbListLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: c.to ? local(c.to, pageUrl) : pageUrl,
    })),
  };
}

export interface ListEntry {
  name: string;
  path: string;
}

/** A list as the page shows it, in its order; `first` is the position of its first entry (page 2 starts at 21). */
export function itemList(name: string, entries: ListEntry[], pageUrl: string, first = 1): ItemListLd {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((e, i) => ({
      "@type": "ListItem",
      position: first + i,
      name: e.name,
      url: local(e.path, pageUrl),
    })),
  };
}

/** One page of a list of colleges, linked to their pages (/college/{slug}). */
export function collegeList(
  name: string,
  list: { page: number; perPage: number; colleges: { name: string; slug: string }[] },
  pageUrl: string,
): ItemListLd {
  const entries = list.colleges.map((c) => ({ name: c.name, path: `/college/${c.slug}` }));
  return itemList(name, entries, pageUrl, (list.page - 1) * list.perPage + 1);
}

/** A ranking table in the order shown, each row linked to its institution's page. */
export function rankingList(name: string, table: { rows: { name: string; slug: string }[] }, pageUrl: string) {
  const entries = table.rows.map((r) => ({ name: r.name, path: `/college/${r.slug}` }));
  return itemList(name, entries, pageUrl);
}

export interface CollegePlace {
  name: string;
  /** The page's canonical URL */
  url: string;
  city: string | null;
  state: string;
  established?: number | null;
}

export function collegeOrUniversity({ name, url, city, state, established }: CollegePlace): CollegeOrUniversityLd {
  return {
    "@context": CONTEXT,
    "@type": "CollegeOrUniversity",
    name,
    url,
    address: {
      "@type": "PostalAddress",
      ...(city ? { addressLocality: city } : {}),
      addressRegion: state,
      addressCountry: "IN",
    },
    ...(established ? { foundingDate: String(established) } : {}),
  };
}

/** Questions and answers exactly as the page shows them. */
export function faqPage(faqs: { question: string; answer: string }[]): FaqPageLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

/** The site, with its search: search engines may offer a search box that opens /search?q=… */
export function webSite(pageUrl: string): WebSiteLd {
  const home = absolute("/", pageUrl);
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    url: home,
    potentialAction: {
      "@type": "SearchAction",
      // Written out, not built with URL: the braces are the template's, and must stay unescaped.
      target: { "@type": "EntryPoint", urlTemplate: `${home}search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}
