// The institution's page words its own fees as compare and the brochure do (app/lib/fee-wording.ts).
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { InstitutionPublished } from "./institution-published.tsx";

afterEach(cleanup);

describe("fees as the institution publishes them", () => {
  it("gives every fee, the application window and the apply page, with who published them", () => {
    const institution = {
      slug: "alpha-college",
      name: "Alpha College",
      ugcFake: null,
      fromInstitution: {
        programmes: [
          {
            sentAt: new Date("2026-12-01T06:00:00Z"),
            checkedAt: new Date("2026-12-02T06:00:00Z"),
            facts: {
              programme: "B.Tech Civil",
              academicYear: "2026-27",
              tuitionPerYear: 120_000,
              hostelPerYear: 60_000,
              oneTimeFees: 25_000,
              eligibility: "",
              selection: "",
              applyUntil: "2027-06-30",
              applyLink: "https://college.example.in/apply",
            },
          },
        ],
      },
    } as unknown as Institution;
    const Stub = createRoutesStub([{ path: "/", Component: () => <InstitutionPublished institution={institution} /> }]);
    render(<Stub initialEntries={["/"]} />);
    const card = screen.getByTestId("institution-fees");
    expect(card.textContent).toContain("₹1,20,000 tuition a year");
    expect(card.textContent).toContain("Hostel a year: ₹60,000");
    expect(card.textContent).not.toContain("Mess a year");
    expect(card.textContent).toContain("One-time fees: ₹25,000");
    expect(card.textContent).toContain("Applications until 30 June 2027");
    expect(screen.getByRole("link", { name: "Official apply page" }).getAttribute("href")).toBe(
      "https://college.example.in/apply",
    );
    expect(card.textContent).toContain(
      "Published by the institution, 1 December 2026; checked by the portal 2 December 2026",
    );
  });
});
