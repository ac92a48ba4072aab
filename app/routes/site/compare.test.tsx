// Compare's fee rows: every fee an institution published, with its application window, apply page and who
// published it, and what its students reported paying, each with its source, worded as the institution's page.
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ComparedInstitution } from "../../../domain/institutions/compare.server.ts";
import type { Route } from "./+types/compare";
import CompareRoute from "./compare.tsx";

afterEach(cleanup);

const when = { sentAt: new Date("2026-12-01T06:00:00Z"), checkedAt: new Date("2026-12-02T06:00:00Z") };

function compared(slug: string, name: string, over: Partial<ComparedInstitution> = {}): ComparedInstitution {
  return {
    slug,
    href: `/college/${slug}`,
    institution: {
      code: slug.toUpperCase(),
      slug,
      name,
      kind: "college",
      city: null,
      district: "Chennai",
      state: "Tamil Nadu",
      management: null,
      affiliatingUniversity: null,
      established: null,
      sources: [],
      sourcesById: {},
      rankings: [],
      programmes: [],
      mbbs: null,
      publishedFees: [],
      fromInstitution: { programmes: [] },
    } as unknown as ComparedInstitution["institution"],
    college: null,
    reportedFees: [],
    ...over,
  };
}

function renderCompare(institutions: ComparedInstitution[]) {
  const loaderData = {
    compared: institutions,
    notFound: [],
    leftOut: [],
    cutoffs: null,
    notUnderstood: null,
    adding: null,
    seo: { title: "", description: "", canonical: "" },
  };
  const Stub = createRoutesStub([
    { path: "/compare", Component: () => <CompareRoute {...({ loaderData } as unknown as Route.ComponentProps)} /> },
  ]);
  render(<Stub initialEntries={["/compare"]} />);
}

const cellsOf = (label: string) =>
  within(screen.getByRole("rowheader", { name: label }).closest("tr")!).getAllByRole("cell");

describe("compare's fees", () => {
  it("gives the institution's fees with hostel, mess, one-time fees, dates and apply page, and students' ranges", () => {
    const alpha = compared("alpha-college", "Alpha College", {
      reportedFees: [
        {
          programme: "B.E./B.Tech",
          year: "2025-26",
          seats: "paid",
          reports: 4,
          tuition: { count: 4, min: 300_000, max: 400_000, median: 350_000 },
          hostel: null,
        },
      ],
    });
    alpha.institution.fromInstitution.programmes.push({
      ...when,
      facts: {
        programme: "B.Tech Civil",
        academicYear: "2026-27",
        tuitionPerYear: 120_000,
        hostelPerYear: 60_000,
        messPerYear: 36_000,
        oneTimeFees: 25_000,
        eligibility: "",
        selection: "",
        applyFrom: "2027-05-01",
        applyUntil: "2027-06-30",
        applyLink: "https://college.example.in/apply",
      },
    });
    renderCompare([alpha, compared("beta-college", "Beta College")]);

    const [own, none] = cellsOf("Fees a year (from the institution)");
    expect(own.textContent).toContain("B.Tech Civil, 2026-27: ₹1,20,000 tuition");
    expect(own.textContent).toContain("Hostel a year: ₹60,000");
    expect(own.textContent).toContain("Mess a year: ₹36,000");
    expect(own.textContent).toContain("One-time fees: ₹25,000");
    expect(own.textContent).toContain("Applications from 1 May 2027 until 30 June 2027");
    expect(within(own).getByRole("link", { name: "Official apply page" }).getAttribute("href")).toBe(
      "https://college.example.in/apply",
    );
    expect(own.textContent).toContain(
      "Published by the institution, 1 December 2026; checked by the portal 2 December 2026",
    );
    expect(none.textContent).toBe("Not published");

    const [reported, notYet] = cellsOf("Fees students reported");
    expect(reported.textContent).toContain(
      "B.E./B.Tech (management or NRI quota): tuition ₹3,00,000–₹4,00,000 a year (median ₹3,50,000), reported by 4 students, 2025-26",
    );
    expect(reported.textContent).toContain("Reported by students in reviews our staff checked before publishing");
    expect(notYet.textContent).toBe("Not published");
  });
});
