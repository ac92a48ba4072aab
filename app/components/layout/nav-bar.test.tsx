import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NavBar, type NavCourse } from "./nav-bar.tsx";

function renderNav(courses: NavCourse[]) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <NavBar courses={courses} overlay={false} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

afterEach(cleanup);

describe("NavBar", () => {
  it("links each course page by its id", () => {
    renderNav([
      { id: "a1", pageName: "B.Tech" },
      { id: "b2", pageName: "MBA" },
    ]);
    expect(screen.getByRole("link", { name: "B.Tech" }).getAttribute("href")).toBe("/Collegespage/a1");
    expect(screen.getByRole("link", { name: "MBA" }).getAttribute("href")).toBe("/Collegespage/b2");
  });

  it("says so when there are no course pages", () => {
    renderNav([]);
    expect(screen.getByText("No courses available.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "All Courses" })).toBeTruthy();
  });
});
