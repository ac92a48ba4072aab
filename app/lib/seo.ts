// One shape for every public page's head tags: a unique title, a description, a canonical link, the social
// card (Open Graph and Twitter) and the page's structured data (structured-data.ts).
// Used from route `meta` functions, so it runs on the server and in the browser.
import type { Crumb } from "../components/content/breadcrumb.tsx";
import { breadcrumbList, type StructuredData } from "./structured-data.ts";
import { englishPath, hasHindiTwin, languageOfPath, pathIn } from "../../web/language.ts";

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical URL, built by the loader with canonicalUrl() (seo.server.ts) */
  canonical: string;
}

/** The picture a shared link shows (public/images/share.png, 1200 × 630, made by scripts/make-icons.ts). */
const SHARE_IMAGE = { path: "/images/share.png", width: 1200, height: 630 };

export interface PageMetaOptions {
  /** "article" for a blog post; every other page is a "website" */
  type?: "website" | "article";
  /** The trail the page's Breadcrumb shows: the same array, so the two cannot differ */
  crumbs?: Crumb[];
  structuredData?: StructuredData[];
}

export function pageMeta({ title, description, canonical }: PageSeo, options: PageMetaOptions = {}) {
  const structuredData = [
    ...(options.crumbs ? [breadcrumbList(options.crumbs, canonical)] : []),
    ...(options.structuredData ?? []),
  ];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...languageAlternates(canonical),
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: languageOfPath(new URL(canonical).pathname) === "hi" ? "hi_IN" : "en_IN" },
    // Absolute, on the canonical URL's origin: SITE_URL's.
    { property: "og:image", content: new URL(SHARE_IMAGE.path, canonical).href },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { name: "twitter:card", content: "summary_large_image" },
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}

/** The page in each language, for search engines (decision 062): English is also the default. */
function languageAlternates(canonical: string) {
  const url = new URL(canonical);
  const english = englishPath(url.pathname + url.search);
  if (!hasHindiTwin(english)) return [];
  const at = (path: string) => new URL(path, url.origin).href;
  return [
    { tagName: "link", rel: "alternate", hrefLang: "en-IN", href: at(english) },
    { tagName: "link", rel: "alternate", hrefLang: "hi-IN", href: at(pathIn("hi", english)) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: at(english) },
  ];
}
