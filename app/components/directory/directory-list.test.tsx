// The directory's list in Hindi (decision 062): under a router whose base is /hi, as the server renders a
// Hindi page, its words are the Hindi catalogue's, places are named in Hindi, institutions keep their names,
// and every filter, sort and page link stays under /hi.
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { DirectoryInstitution, DirectoryPage } from "../../../domain/institutions/directory.server.ts";
import { levelOptions, managementOptions, streamOptions } from "../../../domain/institutions/directory-filters.ts";
import type { DirectoryFilters as Filters } from "../../../domain/institutions/directory-filters.ts";
import { DirectoryList } from "./directory-list.tsx";

const counted = (options: { slug: string; label: string }[], counts: Record<string, number>) =>
  options.map((o) => ({ slug: o.slug, label: o.label, count: counts[o.slug] ?? 0 }));

const institution: DirectoryInstitution = {
  code: "C-1",
  aisheCode: "C-1",
  slug: "alpha-college-of-engineering-pune",
  name: "Alpha College of Engineering",
  kind: "college",
  state: "Maharashtra",
  district: "Pune",
  city: "Pune",
  management: "Private Un-Aided",
  managementGroup: "Private",
  universityType: null,
  universityTypeSource: null,
  mbbsSeats: null,
  streams: ["Engineering"],
  courses: [],
  programmes: 12,
  nirf: { year: 2025, category: "Engineering", rank: 87 } as DirectoryInstitution["nirf"],
};

const list: DirectoryPage = {
  institutions: [institution],
  total: 123456,
  page: 2,
  limit: 20,
  pageCount: 6173,
  facets: {
    kind: [],
    type: [],
    management: counted(managementOptions, { private: 3000 }),
    level: counted(levelOptions, { undergraduate: 5000 }),
    stream: counted(streamOptions, { engineering: 123456, law: 40 }),
    course: [],
    ranked: 12,
  },
};

const sources = {
  aishe: { id: "aishe", name: "AISHE directory", year: "2024", url: "https://aishe.gov.in/" },
  aicte: { id: "aicte", name: "AICTE approved institutions", year: "2024", url: "https://facilities.aicte-india.org/" },
};

function renderAt(base: "/hi" | "", filters: Filters) {
  const path = "/colleges/maharashtra";
  const router = createMemoryRouter(
    [
      {
        path,
        Component: () => <DirectoryList list={list} filters={filters} sources={sources} placeName="महाराष्ट्र" />,
      },
    ],
    { basename: base || "/", initialEntries: [`${base}${path}?stream=engineering&page=2`] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe("a Hindi directory page", () => {
  it("writes its words in Hindi and groups counts as Indian readers do", () => {
    renderAt("/hi", { stream: "engineering", page: 2 });
    expect(screen.getByRole("heading", { name: "महाराष्ट्र के कॉलेज" })).toBeTruthy();
    expect(screen.getByTestId("result-count").textContent).toBe("1,23,456 संस्थान, 6,173 में से पेज 2");
    expect(screen.getByRole("heading", { name: "फ़िल्टर" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "स्ट्रीम" })).toBeTruthy();
    expect(screen.getByText("सभी हटाएँ")).toBeTruthy();
    const card = screen.getByTestId("institution-card");
    // The institution's name as the source gives it; its kind, place, management and rank in Hindi.
    expect(within(card).getByRole("link", { name: "Alpha College of Engineering" })).toBeTruthy();
    expect(card.textContent).toContain("कॉलेज · पुणे, महाराष्ट्र · निजी");
    expect(within(card).getByTestId("nirf-rank").textContent).toBe("NIRF 2025 · इंजीनियरिंग रैंक 87");
    expect(card.textContent).toContain("AICTE प्रोग्राम12");
    expect(screen.getByRole("heading", { name: "स्रोत" })).toBeTruthy();
    expect(screen.getByText(/^स्रोत:/).textContent).toBe("स्रोत: AISHE directory और AICTE approved institutions।");
  });

  it("keeps /hi on its filter, sort and page links", () => {
    renderAt("/hi", { stream: "engineering", page: 2 });
    // The chosen stream, in Hindi, takes itself off; another value adds itself; both start again at page 1.
    const chosen = screen.getByRole("link", { name: /इंजीनियरिंग.*1,23,456/ });
    expect(chosen.getAttribute("aria-current")).toBe("true");
    expect(chosen.getAttribute("href")).toBe("/hi/colleges/maharashtra");
    expect(screen.getByRole("link", { name: /^लॉ 40$/ }).getAttribute("href")).toBe(
      "/hi/colleges/maharashtra?stream=law",
    );
    expect(screen.getByRole("link", { name: /निजी.*3,000/ }).getAttribute("href")).toBe(
      "/hi/colleges/maharashtra?management=private&stream=engineering",
    );
    expect(screen.getByRole("link", { name: /केवल NIRF रैंक वाले/ }).getAttribute("href")).toBe(
      "/hi/colleges/maharashtra?stream=engineering&ranked=1",
    );
    expect(screen.getByRole("link", { name: "NIRF रैंक" }).getAttribute("href")).toBe(
      "/hi/colleges/maharashtra?stream=engineering&sort=nirf",
    );
    const pages = screen.getByRole("navigation", { name: "पेज" });
    expect(within(pages).getByRole("link", { name: "पिछला" }).getAttribute("href")).toBe(
      "/hi/colleges/maharashtra?stream=engineering",
    );
    expect(within(pages).getByRole("link", { name: "अगला" }).getAttribute("href")).toBe(
      "/hi/colleges/maharashtra?stream=engineering&page=3",
    );
    expect(within(pages).getByRole("link", { name: "पेज 4" }).getAttribute("href")).toBe(
      "/hi/colleges/maharashtra?stream=engineering&page=4",
    );
    const card = screen.getByTestId("institution-card");
    expect(within(card).getByRole("link", { name: "Alpha College of Engineering" }).getAttribute("href")).toBe(
      "/hi/college/alpha-college-of-engineering-pune",
    );
  });

  it("is the English page under the English router", () => {
    renderAt("", { stream: "engineering", page: 2 });
    expect(screen.getByTestId("result-count").textContent).toBe("1,23,456 institutions, page 2 of 6,173");
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/colleges/maharashtra?stream=engineering&page=3",
    );
    expect(screen.getByTestId("nirf-rank").textContent).toBe("NIRF 2025 · Engineering #87");
    expect(screen.getByText(/^Source:/).textContent).toBe("Source: AISHE directory and AICTE approved institutions.");
  });
});
