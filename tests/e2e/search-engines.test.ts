// What search engines and link previews read, against the built server with the whole catalogue: each
// page's JSON-LD and social card, robots.txt, the sitemap over every public page, the icons and manifest.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";

type Json = Record<string, unknown> & { "@context"?: string; "@type"?: string };
type ListItem = { "@type": string; position: number; name: string; item?: string; url?: string };

/** Every JSON-LD block of the page as the server sends it, parsed. */
async function jsonLd(request: APIRequestContext, path: string): Promise<{ html: string; blocks: Json[] }> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text) as Json,
  );
  return { html, blocks };
}

const ofType = (blocks: Json[], type: string) => blocks.filter((b) => b["@type"] === type);

function expectListItems(items: ListItem[], origin: string, key: "item" | "url") {
  expect(items.length).toBeGreaterThan(0);
  items.forEach((it, i) => {
    expect(it["@type"]).toBe("ListItem");
    expect(it.position).toBe(items[0].position + i);
    expect(it.name).toBeTruthy();
    expect(it[key]?.startsWith(`${origin}/`)).toBe(true);
  });
}

/** Checks each block's context, type and the type's required properties; gives the blocks by type. */
function checkBlocks(blocks: Json[], origin: string) {
  for (const block of blocks) {
    expect(block["@context"]).toBe("https://schema.org");
    switch (block["@type"]) {
      case "BreadcrumbList":
        expectListItems(block.itemListElement as ListItem[], origin, "item");
        break;
      case "ItemList":
        expect(block.name).toBeTruthy();
        expectListItems(block.itemListElement as ListItem[], origin, "url");
        break;
      case "CollegeOrUniversity": {
        expect(block.name).toBeTruthy();
        expect(String(block.url).startsWith(`${origin}/college/`)).toBe(true);
        expect(block.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "IN" });
        expect((block.address as Json).addressRegion).toBeTruthy();
        break;
      }
      case "FAQPage":
        for (const q of block.mainEntity as Json[]) {
          expect(q["@type"]).toBe("Question");
          expect(q.name).toBeTruthy();
          expect(q.acceptedAnswer).toMatchObject({ "@type": "Answer", text: expect.any(String) });
        }
        break;
      case "WebSite":
        expect(block.url).toBe(`${origin}/`);
        expect(block.potentialAction).toMatchObject({
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        });
        break;
      default:
        throw new Error(`unexpected JSON-LD type ${block["@type"]}`);
    }
  }
}

/** The Breadcrumb the page shows, as a browser sees it. */
async function shownCrumbs(page: Page, path: string) {
  await page.goto(path);
  // The links and the current page, without the separators between them.
  return page
    .getByRole("navigation", { name: "Breadcrumb" })
    .locator('li > a, li > [aria-current="page"]')
    .allInnerTexts();
}

test("sample pages carry valid JSON-LD, with breadcrumbs as shown, and a social card", async ({
  request,
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const expected: Record<string, string[]> = {
    "/": ["WebSite", "FAQPage"],
    "/college/government-polytechnic-peren": ["BreadcrumbList", "CollegeOrUniversity"],
    "/college/indian-institute-of-technology-madras": ["BreadcrumbList", "CollegeOrUniversity"],
    "/colleges/kerala/ernakulam": ["BreadcrumbList", "ItemList"],
    "/CollegRanking?category=Engineering&year=2025": ["ItemList"],
    "/Delhi": ["BreadcrumbList", "ItemList"],
    "/exam/jee-main": ["BreadcrumbList"],
  };
  for (const [path, types] of Object.entries(expected)) {
    const { html, blocks } = await jsonLd(request, path);
    expect(blocks.map((b) => b["@type"]).sort(), path).toEqual([...types].sort());
    checkBlocks(blocks, origin);
    for (const tag of ['property="og:type"', 'property="og:image"', 'name="twitter:card"', 'rel="canonical"']) {
      expect(html, `${path} ${tag}`).toContain(tag);
    }
    expect(html).toContain(`<meta property="og:image" content="${origin}/images/share.png"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const breadcrumbs = ofType(blocks, "BreadcrumbList")[0];
    if (breadcrumbs) {
      const names = (breadcrumbs.itemListElement as ListItem[]).map((i) => i.name);
      expect(names, path).toEqual(await shownCrumbs(page, path));
    }
  }

  // The institution's facts, on its page and in its JSON-LD alike.
  const { blocks } = await jsonLd(request, "/college/government-polytechnic-peren");
  expect(ofType(blocks, "CollegeOrUniversity")[0]).toMatchObject({
    name: "Government Polytechnic Peren",
    url: `${origin}/college/government-polytechnic-peren`,
    address: { addressRegion: "Nagaland", addressCountry: "IN" },
  });
  // The home page's FAQs are the questions and answers it shows.
  const faq = ofType((await jsonLd(request, "/")).blocks, "FAQPage")[0].mainEntity as Json[];
  await page.goto("/");
  const questions = await page.getByTestId("faqs").locator("summary").allTextContents();
  const answers = await page.getByTestId("faqs").locator("details > div").allTextContents();
  expect(faq.map((q) => q.name)).toEqual(questions);
  expect(faq.map((q) => (q.acceptedAnswer as Json).text)).toEqual(answers);

  const image = await request.get("/images/share.png");
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("robots.txt lets crawlers in, keeps them out of the staff area and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await res.text()).toBe(
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n\nSitemap: ${new URL(baseURL!).origin}/sitemap.xml\n`,
  );
});

test("favicon.ico and the web manifest are files, not the 404 page", async ({ request, page }) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toBe("image/vnd.microsoft.icon");
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const body = (await manifest.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    icons: { src: string }[];
  };
  expect(body).toMatchObject({
    short_name: "Admissions",
    start_url: "/",
    display: "standalone",
    theme_color: "#1e40af",
  });
  for (const { src } of body.icons) expect((await request.get(src)).status(), src).toBe(200);
  await page.goto("/About");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
});

/** The slug of every institution in the committed catalogue (db/data, loaded by the server at start). */
function catalogueSlugs(): string[] {
  const rows = parse(gunzipSync(readFileSync("db/data/institutions.csv.gz")), { columns: true }) as { slug: string }[];
  return rows.map((r) => r.slug);
}

/** The retired institution slugs with their survivors' (db/data/former-slugs.json, written by the import). */
function formerSlugs(): Record<string, string> {
  return (JSON.parse(readFileSync("db/data/former-slugs.json", "utf8")) as { slugs: Record<string, string> }).slugs;
}

test("the sitemap lists every public page in XML files of at most 10,000 addresses, each institution once", async ({
  request,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  await page.goto("/About");
  /** The file's <loc>s, after the browser's XML parser accepted it. */
  const parse = (xml: string) =>
    page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.getElementsByTagName("parsererror").length) throw new Error("not XML");
      return [...doc.getElementsByTagName("loc")].map((l) => l.textContent ?? "");
    }, xml);
  const get = async (url: string) => {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    return res.text();
  };

  const files = await parse(await get("/sitemap.xml"));
  expect(files.length).toBeGreaterThan(5);
  const byFile = new Map<string, string[]>();
  for (const file of files) {
    expect(file.startsWith(`${origin}/sitemaps/`)).toBe(true);
    const locs = await parse(await get(file));
    expect(locs.length, file).toBeLessThanOrEqual(10_000);
    byFile.set(new URL(file).pathname, locs);
  }
  const all = [...byFile.values()].flat();
  expect(new Set(all).size).toBe(all.length);
  expect(all.every((a) => a.startsWith(`${origin}/`))).toBe(true);
  expect(all.some((a) => /\/(admin|api|search)\b/.test(new URL(a).pathname))).toBe(false);
  for (const path of [
    "/",
    "/terms&condition",
    "/CollegRanking",
    "/Delhi",
    "/colleges/kerala/ernakulam",
    "/exam/jee-main",
  ])
    expect(all, path).toContain(`${origin}${path}`);

  // Every page in English and in Hindi (decision 062): the Hindi at /hi + the English address.
  const hindi = (a: string) => /^\/hi(\/|$|\?)/.test(new URL(a).pathname);
  const english = all.filter((a) => !hindi(a));
  expect(english.length * 2).toBe(all.length);
  const hindiListed = new Set(all.filter(hindi));
  const hindiTwin = (a: string) => {
    const url = new URL(a);
    return `${url.origin}/hi${url.pathname === "/" ? "" : url.pathname}${url.search}`;
  };
  expect(english.filter((a) => !hindiListed.has(hindiTwin(a)))).toEqual([]);

  const inFiles = (prefix: string) =>
    [...byFile].filter(([f]) => f.startsWith(prefix)).flatMap(([, locs]) => locs.filter((a) => !hindi(a)));
  const own = inFiles("/sitemaps/institutions-");
  const collegePages = inFiles("/sitemaps/colleges-");
  // Every institution of the data once: at its own page, or at the staff-run college page that stands for it,
  // linked (its own address redirects there) or holding its address (two demo pages left unlinked).
  const slugs = catalogueSlugs();
  expect(slugs.length).toBeGreaterThan(76_000);
  // A merged or renamed institution's old address is no page of its own: never listed, it answers 301.
  const former = Object.keys(formerSlugs());
  expect(former.length).toBeGreaterThan(1_000);
  const listed = new Set(all);
  expect(former.filter((slug) => listed.has(`${origin}/college/${slug}`))).toEqual([]);
  const ownSet = new Set(own);
  const others = slugs.filter((slug) => !ownSet.has(`${origin}/college/${slug}`));
  expect(own.length + others.length).toBe(slugs.length);
  expect(others.length).toBeLessThanOrEqual(collegePages.length);
  for (const slug of others) {
    const res = await request.get(`/college/${slug}`, { maxRedirects: 0 });
    const at = res.status() === 301 ? new URL(res.headers().location, origin).href : `${origin}/college/${slug}`;
    expect(collegePages, slug).toContain(at);
  }
  expect(own).toContain(`${origin}/college/government-polytechnic-peren`);
  expect(own).not.toContain(`${origin}/college/indian-institute-of-technology-madras-chennai`);
  expect(collegePages).toContain(`${origin}/college/indian-institute-of-technology-madras`);
});
