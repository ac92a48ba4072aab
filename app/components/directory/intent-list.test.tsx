import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, createRoutesStub, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { DirectoryInstitution } from "../../../domain/institutions/directory.server.ts";
import type { SearchIntent } from "../../../domain/search/search-intent.ts";
import { IntentList } from "./intent-list.tsx";

const intent: SearchIntent = {
  stream: null,
  course: "mba",
  management: null,
  state: "maharashtra",
  district: "pune",
  label: "Colleges in Pune, Maharashtra: MBA / PGDM",
  href: "/colleges/maharashtra/pune?course=mba",
  total: 154,
};

const institution = {
  code: "C-1",
  slug: "alpha-institute-of-management",
  name: "Alpha Institute of Management",
  state: "Maharashtra",
  district: "Pune",
  city: "Pune",
  nirf: null,
} as DirectoryInstitution;

afterEach(cleanup);

describe("the list a search asks for", () => {
  it("names the list, shows its first institutions and links the directory's page of it", () => {
    const Stub = createRoutesStub([
      { path: "/search", Component: () => <IntentList intent={intent} institutions={[institution]} /> },
    ]);
    render(<Stub initialEntries={["/search"]} />);
    expect(screen.getByRole("heading", { name: intent.label })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Alpha Institute of Management" }).getAttribute("href")).toBe(
      "/college/alpha-institute-of-management",
    );
    expect(screen.getByRole("link", { name: "See all 154 in the college directory" }).getAttribute("href")).toBe(
      "/colleges/maharashtra/pune?course=mba",
    );
  });

  it("writes its count, places and link in Hindi on a Hindi page, its links under /hi", () => {
    const ranked = { ...institution, nirf: { year: 2025, category: "Management", rank: 12 } } as DirectoryInstitution;
    const router = createMemoryRouter(
      [{ path: "/search", Component: () => <IntentList intent={intent} institutions={[ranked]} /> }],
      { basename: "/hi", initialEntries: ["/hi/search"] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText(/^डायरेक्टरी में 154 संस्थान।/)).toBeTruthy();
    expect(screen.getByText("पुणे, महाराष्ट्र · NIRF 2025 · मैनेजमेंट रैंक 12")).toBeTruthy();
    expect(screen.getByRole("link", { name: "कॉलेज डायरेक्टरी में सभी 154 देखें" }).getAttribute("href")).toBe(
      "/hi/colleges/maharashtra/pune?course=mba",
    );
    expect(screen.getByRole("link", { name: "Alpha Institute of Management" }).getAttribute("href")).toBe(
      "/hi/college/alpha-institute-of-management",
    );
  });
});
