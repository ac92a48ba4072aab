import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { pageMeta } from "./seo.ts";
import { collegeList, webSite } from "./structured-data.ts";

const seo = { title: "Page", description: "About it", canonical: "https://portal.example.in/colleges?page=2" };

/** The head React Router renders for a route whose meta is `pageMeta(seo, …)`. */
function head(meta: ReturnType<typeof pageMeta>): string {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <Meta />
          <Outlet />
        </>
      ),
      children: [{ index: true, Component: () => null, meta: () => meta }],
    },
  ]);
  return renderToString(<Stub />);
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, t]) => JSON.parse(t));

describe("pageMeta", () => {
  it("gives every page its social card on the canonical URL's origin", () => {
    const html = head(pageMeta(seo));
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain('<meta property="og:image" content="https://portal.example.in/images/share.png"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it("writes JSON-LD that no value can break out of, with the breadcrumbs as given", () => {
    const label = '</script><script>alert("x")</script> & more';
    const html = head(pageMeta(seo, { crumbs: [{ label: "Home", to: "/" }, { label }] }));
    expect(html).not.toContain("<script>alert");
    const [breadcrumbs] = jsonLd(html);
    expect(breadcrumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://portal.example.in/" },
      { "@type": "ListItem", position: 2, name: label, item: seo.canonical },
    ]);
  });
});

describe("structured data", () => {
  it("numbers a list's entries from its page's first position, on absolute addresses", () => {
    const list = collegeList("Colleges", { page: 2, perPage: 20, colleges: [{ name: "A", slug: "a" }] }, seo.canonical);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 21, name: "A", url: "https://portal.example.in/college/a" },
    ]);
  });

  it("keeps the search box's template braces as they are", () => {
    expect(webSite(seo.canonical).potentialAction.target.urlTemplate).toBe(
      "https://portal.example.in/search?q={search_term_string}",
    );
  });
});

describe("a Hindi page's structured data", () => {
  it("names the Hindi pages of its trail and its list", () => {
    const hindi = { ...seo, canonical: "https://portal.example.in/hi/colleges/kerala" };
    const [trail, list] = jsonLd(
      head(
        pageMeta(hindi, {
          crumbs: [{ label: "होम", to: "/" }, { label: "कॉलेज", to: "/colleges" }, { label: "केरल" }],
          structuredData: [
            collegeList("केरल के कॉलेज", { page: 1, perPage: 20, colleges: [{ name: "A", slug: "a" }] }, hindi.canonical),
          ],
        }),
      ),
    );
    expect(trail.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      "https://portal.example.in/hi",
      "https://portal.example.in/hi/colleges",
      "https://portal.example.in/hi/colleges/kerala",
    ]);
    expect(list.itemListElement[0].url).toBe("https://portal.example.in/hi/college/a");
  });
});
