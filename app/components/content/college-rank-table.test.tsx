import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CollegeRankTable, type RankedCollege } from "./college-rank-table.tsx";

const college = (over: Partial<RankedCollege>): RankedCollege => ({
  id: "1",
  slug: "staff-college-pune",
  name: "Staff College Pune",
  city: "Pune",
  state: "Maharashtra",
  rank: 1,
  fee: "₹1,00,000 per year",
  placementAvg: "₹6 LPA",
  placementHigh: "₹20 LPA",
  demo: false,
  ...over,
});

function renderTable(colleges: RankedCollege[]) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <CollegeRankTable colleges={colleges} caption="Top colleges" /> },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

afterEach(cleanup);

describe("CollegeRankTable", () => {
  it("says the figures are illustrations when a row is a demo college page", () => {
    renderTable([
      college({}),
      college({ id: "2", slug: "demo-college", name: "Demo College", demo: true, placementHigh: "" }),
    ]);
    expect(screen.getByTestId("figures-note").textContent).toContain("Illustration: the ranks, fees and placements");
    // A figure the page does not give is said to be missing, not left blank.
    expect(screen.getByRole("row", { name: /Demo College/ }).textContent).toContain("Not published");
  });

  it("adds no illustration note when staff entered every row", () => {
    renderTable([college({})]);
    expect(screen.getByRole("link", { name: "Staff College Pune" }).getAttribute("href")).toBe(
      "/college/staff-college-pune",
    );
    expect(screen.queryByTestId("figures-note")).toBeNull();
  });
});
