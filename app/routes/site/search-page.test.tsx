// The search page in Hindi (decision 062): under a router whose base is /hi, as the server renders /hi/search,
// its words are Hindi, places and NIRF lists are named in Hindi, institutions keep their names, and every
// filter, page and result link stays under /hi. In English it reads as before.
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { SearchPage } from "../../../domain/search/search.server.ts";
import type { SearchFilters } from "../../../domain/search/search-links.ts";
import type { Route } from "./+types/search";
import SearchPageView from "./search.tsx";

const filters: SearchFilters = { q: "iit", kind: "university", page: 2 };

const page: SearchPage = {
  results: [
    {
      type: "institution",
      name: "Indian Institute of Technology Bombay",
      url: "/college/iit-bombay",
      place: "Mumbai, Maharashtra",
      kind: "university",
      nirfRank: 3,
      nirf: { year: 2025, category: "Overall", rank: 3, sourceId: "nirf-2025" },
      universityType: null,
    },
  ],
  total: 1234,
  page: 2,
  limit: 20,
  pageCount: 62,
  facets: {
    kind: [
      { slug: "college", label: "College", count: 0 },
      { slug: "university", label: "University", count: 1234 },
      { slug: "standalone", label: "Standalone institution", count: 0 },
      { slug: "research", label: "Research institution", count: 0 },
    ],
    type: [
      { slug: "government", label: "Government", count: 1000 },
      { slug: "government-aided", label: "Government-aided", count: 0 },
      { slug: "private", label: "Private", count: 234 },
    ],
    state: [{ slug: "maharashtra", label: "Maharashtra", count: 1234 }],
    ranked: 40,
  },
  fakeUniversities: [],
  intent: null,
};

function renderAt(base: "/hi" | "") {
  const props = { loaderData: { title: "", filters, page, intentList: [] } } as unknown as Route.ComponentProps;
  const router = createMemoryRouter([{ path: "/search", Component: () => <SearchPageView {...props} /> }], {
    basename: base || "/",
    initialEntries: [`${base}/search?q=iit&kind=university&page=2`],
  });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe("the Hindi search page", () => {
  it("writes its words, places and ranks in Hindi and keeps institutions' names", () => {
    renderAt("/hi");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("“iit” के खोज परिणाम");
    expect(screen.getByRole("button", { name: "खोजें" })).toBeTruthy();
    expect(screen.getByTestId("result-count").textContent).toBe("1,234 परिणाम, पेज 2 / 62");
    expect(screen.getByRole("heading", { name: "संस्थान छाँटें" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "प्रकार" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "प्रबंधन" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "राज्य" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Indian Institute of Technology Bombay" })).toBeTruthy();
    expect(screen.getByTestId("search-result-facts").textContent).toBe("मुंबई, महाराष्ट्र · NIRF 2025 · ओवरऑल रैंक 3");
    const results = screen.getByTestId("search-results");
    expect(within(results).getByText("विश्वविद्यालय")).toBeTruthy();
  });

  it("keeps /hi on its facet, chosen-filter, page and result links", () => {
    renderAt("/hi");
    const filtersNav = screen.getByRole("navigation", { name: "संस्थान छाँटें" });
    expect(
      within(filtersNav)
        .getByRole("link", { name: /सरकारी/ })
        .getAttribute("href"),
    ).toBe("/hi/search?q=iit&kind=university&type=government");
    expect(
      within(filtersNav)
        .getByRole("link", { name: /महाराष्ट्र/ })
        .getAttribute("href"),
    ).toBe("/hi/search?q=iit&kind=university&state=maharashtra");
    expect(
      within(filtersNav)
        .getByRole("link", { name: /केवल NIRF रैंक वाले/ })
        .getAttribute("href"),
    ).toBe("/hi/search?q=iit&kind=university&ranked=1");
    const chosen = screen.getByRole("group", { name: "चुने गए फ़िल्टर" });
    expect(within(chosen).getByRole("link", { name: "सभी हटाएँ" }).getAttribute("href")).toBe("/hi/search?q=iit");
    expect(screen.getByRole("link", { name: "अगला" }).getAttribute("href")).toBe(
      "/hi/search?q=iit&kind=university&page=3",
    );
    expect(screen.getByRole("link", { name: "Indian Institute of Technology Bombay" }).getAttribute("href")).toBe(
      "/hi/college/iit-bombay",
    );
    expect(document.querySelector("form[role=search]")?.getAttribute("action")).toBe("/hi/search");
  });

  it("reads as before in English, its links without /hi", () => {
    renderAt("");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Search results for “iit”");
    expect(screen.getByTestId("result-count").textContent).toBe("1,234 results, page 2 of 62");
    expect(screen.getByTestId("search-result-facts").textContent).toBe("Mumbai, Maharashtra · NIRF 2025 · Overall #3");
    expect(screen.getByRole("heading", { name: "Filter institutions" })).toBeTruthy();
    const filtersNav = screen.getByRole("navigation", { name: "Filter institutions" });
    expect(
      within(filtersNav)
        .getByRole("link", { name: /Government 1,000/ })
        .getAttribute("href"),
    ).toBe("/search?q=iit&kind=university&type=government");
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/search?q=iit&kind=university&page=3",
    );
  });
});
