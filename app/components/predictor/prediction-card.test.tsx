import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Prediction } from "../../../domain/cutoffs/predict.server.ts";
import { PredictionCard } from "./prediction-card.tsx";

const NIRF_SOURCE = {
  name: "NIRF 2025 (categories, placements as disclosed to NIRF)",
  url: "https://www.nirfindia.org/Rankings/2025/Ranking.html",
};

/** A KCET seat as predict() gives it, with `over` replacing parts of it. */
function seat(over: { nirf?: Prediction["institution"]["nirf"]; fee?: Prediction["fee"] } = {}): Prediction {
  const nirf =
    over.nirf === undefined ? { rank: 3, year: 2025, category: "Engineering", source: NIRF_SOURCE } : over.nirf;
  return {
    id: 1,
    counselling: "kcet",
    choice: "1-1",
    institution: {
      code: "C-1",
      name: "Alpha College of Engineering",
      slug: "alpha-college-of-engineering",
      nameAsPublished: "Alpha College of Engineering Bangalore",
      type: null,
      state: "Karnataka",
      homeUniversity: null,
      nirfRank: nirf?.rank ?? null,
      nirf,
    },
    program: {
      name: "Computer Science and Engineering",
      nameAsPublished: "COMPUTER SCIENCE AND ENGINEERING",
      branch: "COMPUTER SCIENCE AND ENGINEERING",
      degree: null,
      durationYears: null,
    },
    quota: null,
    seatType: "GM",
    gender: "neutral",
    year: 2025,
    round: 2,
    roundLabel: "Round 2",
    openingRank: null,
    closingRank: 250,
    closingPercentile: null,
    rounds: [],
    trend: [],
    chance: "Likely",
    comparedWith: { name: "KCET rank", value: 200, by: "rank" },
    kind: { label: "General Merit seat", paid: false },
    source: "KEA (KCET) 2025, Round 2",
    sourceBody: { name: "Karnataka Examinations Authority", url: "https://cetonline.karnataka.gov.in/kea/" },
    fee: over.fee === undefined ? null : over.fee,
  };
}

function renderCard(prediction: Prediction) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <PredictionCard prediction={prediction} /> }]);
  render(<Stub initialEntries={["/"]} />);
}

afterEach(cleanup);

describe("a predictor result card", () => {
  it("shows the institution's NIRF rank with its list and year, linking NIRF's page", async () => {
    renderCard(seat());
    const line = await screen.findByTestId("nirf-rank");
    expect(line.textContent).toBe(`NIRF 2025 · Engineering #3 (${NIRF_SOURCE.name})`);
    expect(line.querySelector("a")?.getAttribute("href")).toBe(NIRF_SOURCE.url);
  });

  it("shows no NIRF line for an institution not in the list", async () => {
    renderCard(seat({ nirf: null }));
    await screen.findByTestId("prediction-card");
    expect(screen.queryByTestId("nirf-rank")).toBeNull();
  });

  it("says an engineering seat's fee is not published, or shows the tuition its institution published", async () => {
    renderCard(seat());
    expect((await screen.findByTestId("fee")).textContent).toBe("Fee not published");
    cleanup();
    renderCard(
      seat({
        fee: {
          perYear: 186000,
          year: "2026-27",
          source: { name: "the institution", url: "/college/alpha-college-of-engineering" },
          publishedBy: "Published by the institution, 28 Nov 2026; checked by the portal 28 Nov 2026",
        },
      }),
    );
    const fee = await screen.findByTestId("fee");
    expect(fee.textContent).toContain("Fee ₹1,86,000 a year (tuition, 2026-27).");
    expect(fee.querySelector("a")?.getAttribute("href")).toBe("/college/alpha-college-of-engineering");
  });
});
