import { expect, test } from "vitest";
import { courseOptions } from "../../../domain/institutions/directory-filters.ts";
import { OPTION_TEXT, OPTIONS, type Dimension } from "./filter-labels.ts";

// Course names read alike in both languages ("MBA / PGDM", "BCA"): only those with English words have a message.
const WRITTEN_ALIKE = courseOptions.map((o) => o.slug).filter((slug) => slug !== "btech-cse");

test("every filter value has its message in the catalogue, or is a course name written alike", () => {
  const missing = (Object.keys(OPTIONS) as Dimension[]).flatMap((dimension) =>
    OPTIONS[dimension]
      .filter((o) => !OPTION_TEXT[dimension][o.slug] && !(dimension === "course" && WRITTEN_ALIKE.includes(o.slug)))
      .map((o) => `${dimension}=${o.slug}`),
  );
  expect(missing).toEqual([]);
});
