// One shape for every public page's head tags: a unique title, a description and a canonical link.
// Used from route `meta` functions, so it runs on the server and in the browser.

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical URL, built by the loader with canonicalUrl() (seo.server.ts) */
  canonical: string;
}

export function pageMeta({ title, description, canonical }: PageSeo) {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
  ];
}
