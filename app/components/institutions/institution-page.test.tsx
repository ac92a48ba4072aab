// A catalogue institution's page at its Hindi address (decision 062): its headings, fact cards and source
// lines in Hindi, its plain links keeping the /hi, and the same page in English word for word as before.
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { InstitutionPage } from "./institution-page.tsx";

afterEach(cleanup);

const aicte = {
  id: "aicte",
  name: "AICTE approved institutions",
  year: "2024-25",
  url: "https://facilities.aicte-india.org/",
};
const aishe = { id: "aishe", name: "AISHE directory", year: "2024", url: "https://aishe.gov.in/" };

const institution = {
  code: "C-12345",
  name: "Alpha College of Engineering",
  slug: "alpha-college-of-engineering-pune",
  kind: "college",
  city: "Pune",
  district: "Pune",
  state: "Maharashtra",
  stateSlug: "maharashtra",
  districtSlug: "pune",
  management: "Private Un-Aided",
  affiliatingUniversity: null,
  established: 2001,
  aisheCode: "C-12345",
  address: null,
  addressSource: null,
  aliases: [],
  sources: ["aishe", "aicte"],
  sourcesById: { aicte, aishe },
  rankings: [],
  disciplines: [],
  nirfYearsHeld: "2016–2025",
  placements: [],
  programmes: [
    {
      level: "Under Graduate",
      course: "B.E./B.Tech",
      discipline: "Computer Science",
      shift: "1st Shift",
      intake: 1200,
    },
  ],
  publishedFees: [],
  mbbs: null,
  ugcFake: null,
  universityType: null,
  universityTypeSource: null,
  website: null,
  websiteSource: null,
  fromInstitution: { programmes: [], contacts: null, photos: null, brochure: null },
} as unknown as Institution;

const reviews = {
  count: 0,
  average: null,
  distribution: [0, 0, 0, 0, 0],
  first: null,
  last: null,
  latest: [],
} as const;

function renderAt(base: "/hi" | "") {
  const path = `/college/${institution.slug}`;
  const router = createMemoryRouter(
    [
      {
        path,
        Component: () => (
          <InstitutionPage
            institution={institution}
            reviews={{ ...reviews, distribution: [0, 0, 0, 0, 0], latest: [] }}
            fees={{ groups: [], waiting: 0 }}
          />
        ),
      },
    ],
    { basename: base || "/", initialEntries: [`${base}${path}`] },
  );
  render(<RouterProvider router={router} />);
}

const cards = () =>
  Object.fromEntries(
    screen
      .getAllByTestId("headline-fact")
      .map((card) => [
        card.querySelector("dt")!.textContent,
        [...card.querySelectorAll("dd")].map((dd) => dd.textContent).join(" | "),
      ]),
  );

describe("a catalogue institution's Hindi page", () => {
  it("gives its headings, fact cards and sources in Hindi, the institution's name and the sources' as printed", () => {
    renderAt("/hi");
    expect(screen.getByRole("heading", { name: "NIRF रैंकिंग" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "स्वीकृत प्रोग्राम और सीटें" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "छात्रों के रिव्यू" })).toBeTruthy();
    expect(screen.getByText(/^हमारे पास जिन वर्षों के आँकड़े हैं \(2016–2025\)/)).toBeTruthy();
    expect(screen.getByText("1 प्रोग्राम, कुल मिलाकर हर साल 1,200 सीटें।")).toBeTruthy();
    expect(document.querySelector('dl[aria-label="मुख्य तथ्य"]')).toBeTruthy();
    expect(cards()).toEqual({
      "NIRF रैंक": "NIRF रैंकिंग में नहीं",
      "मीडियन वेतन (NIRF)": "प्रकाशित नहीं",
      "क्लोज़िंग रैंक (JoSAA)": "प्रकाशित नहीं",
      "स्वीकृत सीटें (AICTE)": "हर साल 1,200 सीटें | 1 स्वीकृत प्रोग्राम, 2024-25 | स्रोत: AICTE approved institutions",
      फ़ीस: "प्रकाशित नहीं | हमारे पास की किसी आधिकारिक सूची में इस संस्थान की फ़ीस नहीं दी गई है। | कॉलेज से पूछें",
    });
    expect(screen.getByText("प्रकार").nextSibling?.textContent).toBe("कॉलेज (संबद्ध)");
    expect(screen.getByText("स्थापना").nextSibling?.textContent).toBe("2001");
    expect(screen.getByRole("heading", { level: 1, name: "Alpha College of Engineering" })).toBeTruthy();
    // The banner's place and the overview's location.
    expect(screen.getAllByText("पुणे, महाराष्ट्र")).toHaveLength(2);
  });

  it("keeps the /hi on its plain links and its trail, and names its places in Hindi", () => {
    renderAt("/hi");
    expect(screen.getByRole("link", { name: "कॉलेज से पूछें" }).getAttribute("href")).toBe(
      "/hi/enquiry?kind=apply&college=Alpha%20College%20of%20Engineering",
    );
    const reviews = screen.getByTestId("college-reviews");
    expect(reviews.textContent).toContain("अभी कोई स्वीकृत रिव्यू नहीं है।");
    const paid = screen.getByTestId("reported-fees");
    expect(within(paid).getByRole("heading").textContent).toBe("छात्रों ने कितनी फ़ीस दी");
    for (const link of [...within(reviews).getAllByRole("link"), ...within(paid).getAllByRole("link")])
      expect(link.getAttribute("href")).toMatch(/^\/hi\/review[?#]/);
    const trail = screen.getByRole("navigation", { name: "आप यहाँ हैं" });
    expect(within(trail).getByRole("link", { name: "कॉलेज" }).getAttribute("href")).toBe("/hi/colleges");
    expect(within(trail).getByRole("link", { name: "महाराष्ट्र" }).getAttribute("href")).toBe("/hi/colleges/maharashtra");
  });

  it("reads in English at its English address, as it did", () => {
    renderAt("");
    expect(screen.getByRole("heading", { name: "NIRF rankings" })).toBeTruthy();
    expect(screen.getByText("1 programme, 1,200 seats a year in all.")).toBeTruthy();
    expect(cards()).toEqual({
      "NIRF rank": "Not ranked by NIRF",
      "Median salary (NIRF)": "Not published",
      "Closing rank (JoSAA)": "Not published",
      "Approved intake (AICTE)":
        "1,200 seats a year | 1 approved programme, 2024-25 | Source: AICTE approved institutions",
      Fees: "Not published | No official list we hold gives this institution's fees. | Ask the college",
    });
    expect(screen.getByRole("link", { name: "Ask the college" }).getAttribute("href")).toBe(
      "/enquiry?kind=apply&college=Alpha%20College%20of%20Engineering",
    );
    expect(screen.getByText(/^Sources:/).textContent).toBe("Sources: AISHE directory; AICTE approved institutions.");
  });
});
