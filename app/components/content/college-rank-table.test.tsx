import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CollegeRankTable, type RankedCollege, toRankedCollege } from "./college-rank-table.tsx";

const college = (over: Partial<Parameters<typeof toRankedCollege>[0]>) =>
  toRankedCollege({
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
    institutionCode: "C-1",
    figuresAsOf: "2026-11-01",
    figuresSourceUrl: "https://college.example.in/fees",
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
  it("shows a real college's demo figures nowhere: rank, fees and packages say they are not published", () => {
    const demo = college({ id: "2", slug: "iit-x", name: "IIT X", demo: true, figuresAsOf: null });
    expect(demo).toMatchObject({ rank: null, fee: "", placementAvg: "", placementHigh: "", sample: false });
    renderTable([demo]);
    const row = screen.getByRole("row", { name: /IIT X/ });
    expect(row.textContent).not.toContain("₹");
    expect(row.textContent).toContain("Not published");
    expect(screen.queryByTestId("figures-note")).toBeNull();
  });

  it("withholds staff figures entered without their source", () => {
    expect(college({ figuresSourceUrl: null })).toMatchObject({ fee: "", rank: null });
  });

  it("shows staff figures with their source and date, with no illustration note", () => {
    renderTable([college({})]);
    expect(screen.getByRole("row", { name: /Staff College Pune/ }).textContent).toContain("₹1,00,000 per year");
    expect(screen.queryByTestId("figures-note")).toBeNull();
  });

  it("shows a sample college's figures as illustrations, and says so", () => {
    const sample = college({ name: "Sample College (illustration)", institutionCode: null, demo: true });
    renderTable([sample]);
    expect(screen.getByRole("row", { name: /Sample College/ }).textContent).toContain("₹6 LPA");
    expect(screen.getByTestId("figures-note").textContent).toContain("Illustration");
  });
});
