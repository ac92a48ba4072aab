import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { DirectoryFacets } from "../../../domain/institutions/directory.server.ts";
import { courseOptions, streamOptions } from "../../../domain/institutions/directory-filters.ts";
import { DirectoryFilters } from "./directory-filters.tsx";

const counted = (options: { slug: string; label: string }[], counts: Record<string, number>) =>
  options.map((o) => ({ slug: o.slug, label: o.label, count: counts[o.slug] ?? 0 }));

const facets: DirectoryFacets = {
  kind: [],
  type: [],
  management: [],
  level: [],
  stream: counted(streamOptions, { law: 12, engineering: 40 }),
  course: counted(courseOptions, { mba: 7 }),
  ranked: 3,
};

afterEach(cleanup);

describe("the stream and course filters", () => {
  it("are links with their counts and say what they are read from", () => {
    const Stub = createRoutesStub([
      {
        path: "/colleges/delhi",
        Component: () => <DirectoryFilters pathname="/colleges/delhi" filters={{ stream: "law" }} facets={facets} />,
      },
    ]);
    render(<Stub initialEntries={["/colleges/delhi"]} />);
    const law = screen.getByRole("link", { name: /Law.*12/ });
    // The chosen stream's link takes it off again.
    expect(law.getAttribute("aria-current")).toBe("true");
    expect(law.getAttribute("href")).toBe("/colleges/delhi");
    expect(screen.getByRole("link", { name: /Engineering.*40/ }).getAttribute("href")).toBe(
      "/colleges/delhi?stream=engineering",
    );
    expect(screen.getByRole("link", { name: /MBA \/ PGDM.*7/ }).getAttribute("href")).toBe(
      "/colleges/delhi?stream=law&course=mba",
    );
    expect(screen.getByText(/From AICTE programmes, NMC seats, NIRF lists/)).toBeTruthy();
  });
});
