import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ReportedFeesSection } from "./reported-fees-section.tsx";

afterEach(cleanup);

/** The section as a page renders it: inside the router, whose base gives the page's language. */
const inRouter = (element: ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);

const href = "/review?institution=alpha-college#write-review";

describe("What students paid", () => {
  it("gives each programme's range, median, count and year, and says it is reported, not official", () => {
    const fees = {
      waiting: 0,
      groups: [
        {
          programme: "B.E./B.Tech",
          year: "2025-26",
          seats: "merit" as const,
          reports: 7,
          tuition: { count: 7, min: 120_000, max: 180_000, median: 150_000 },
          hostel: { count: 3, min: 80_000, max: 80_000, median: 80_000 },
        },
      ],
    };
    inRouter(<ReportedFeesSection fees={fees} writeHref={href} />);
    const section = screen.getByTestId("reported-fees");
    expect(screen.getByRole("listitem").textContent).toBe(
      "B.E./B.Tech (merit seats: open, reserved, state or all-India quota): tuition ₹1,20,000–₹1,80,000 a year (median ₹1,50,000); hostel ₹80,000 a year (median ₹80,000), reported by 7 students, 2025-26",
    );
    expect(section.textContent).toContain("not an official figure");
    expect(screen.getByRole("link", { name: "Add what you paid" }).getAttribute("href")).toBe(href);
  });

  it("says plainly when no programme has three reports yet, with a link to write a review", () => {
    inRouter(<ReportedFeesSection fees={{ groups: [], waiting: 2 }} writeHref={href} />);
    expect(screen.getByTestId("reported-fees").textContent).toContain("Not enough students have reported their fees");
    expect(screen.getByRole("link", { name: "Write a review" }).getAttribute("href")).toBe(href);
  });
});
