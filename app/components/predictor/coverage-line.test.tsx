import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { freshness } from "../../../domain/data-freshness/data-freshness.ts";
import { FreshnessNotes } from "./coverage-line.tsx";

afterEach(cleanup);

describe("the predictor's freshness sentence", () => {
  it("names each cut-off dataset due and not held, with the month it is normally out, and never NIRF", () => {
    const today = "2026-11-28";
    render(
      <FreshnessNotes
        freshness={[
          freshness("josaa", 2025, today),
          freshness("keam", 2026, today),
          freshness("kcet", 2025, today),
          freshness("nirf", 2025, today),
        ]}
      />,
    );
    expect(screen.getByTestId("freshness").textContent).toBe(
      "Normally published by now and not loaded yet: JoSAA 2026 (by July 2026), KEA (KCET) 2026 (by September 2026). " +
        "Until they are, the predictor compares the latest year held.",
    );
  });

  it("says nothing when every dataset is up to date", () => {
    render(
      <FreshnessNotes freshness={[freshness("josaa", 2026, "2026-11-28"), freshness("nirf", 2025, "2026-11-28")]} />,
    );
    expect(screen.queryByTestId("freshness")).toBeNull();
  });
});
