import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "./toast.tsx";
import { Typeahead } from "./typeahead.tsx";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSearch(props: { fixedList?: boolean; server?: boolean } = { fixedList: true }) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ToastProvider>
          <Typeahead size="hero" label="Search" placeholder="Search" {...props} />
          <button type="button">elsewhere</button>
        </ToastProvider>
      ),
    },
    { path: "*", Component: Where },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { user: userEvent.setup(), input: screen.getByRole("combobox", { name: "Search" }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Typeahead", () => {
  it("lists matches with their type and opens the highlighted one on Enter", async () => {
    const { user, input } = renderSearch();
    await user.type(input, "nursing");
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["B.Sc NursingCourse"]);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(options[0].getAttribute("aria-selected")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0].id);
    await user.keyboard("{Enter}");
    expect((await screen.findByTestId("where")).textContent).toBe("/c_pages/BSc-Nursing");
  });

  it("says 'No relevant page found.' for an item without a page", async () => {
    const { user, input } = renderSearch();
    await user.type(input, "MAT");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect((await screen.findByRole("alert")).textContent).toContain("No relevant page found.");
  });

  it("closes the list on a click outside", async () => {
    const { user, input } = renderSearch();
    await user.type(input, "gate");
    expect(screen.getByRole("listbox")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "elsewhere" }));
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});

describe("Typeahead with the server search", () => {
  const suggestion = (name: string, url: string) => ({
    type: "institution",
    name,
    url,
    place: "Mumbai, Maharashtra",
    kind: "university",
    nirfRank: 3,
  });

  /** A fetch that answers each query after `delay` ms, recording the queries and whether each was cancelled. */
  function stubSearchApi(delay = 0) {
    const asked: { q: string; signal: AbortSignal }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init: RequestInit) => {
        const q = new URL(url, "http://localhost").searchParams.get("q") ?? "";
        asked.push({ q, signal: init.signal! });
        const results = q.includes("bom") ? [suggestion("Indian Institute of Technology Bombay", "/college/iitb")] : [];
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => resolve(Response.json({ results })), delay);
          init.signal?.addEventListener("abort", () => {
            clearTimeout(timer);
            reject(new DOMException("aborted", "AbortError"));
          });
        });
      }),
    );
    return asked;
  }

  it("asks once the typing pauses, cancels a stale request, and opens a suggestion with the keys", async () => {
    const asked = stubSearchApi(200);
    const { user, input } = renderSearch({ server: true });
    await user.type(input, "iit bom");
    // Typed faster than the 150 ms pause: one request, for the whole query.
    await waitFor(() => expect(asked.map((a) => a.q)).toEqual(["iit bom"]));
    await user.type(input, "b");
    await waitFor(() => expect(asked.map((a) => a.q)).toEqual(["iit bom", "iit bomb"]));
    expect(asked[0].signal.aborted).toBe(true);
    const option = await screen.findByRole("option", { name: /Indian Institute of Technology Bombay/ });
    expect(option.textContent).toContain("Mumbai, Maharashtra");
    expect(screen.getByRole("option", { name: "See all results for “iit bomb”" })).toBeTruthy();
    await user.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(option.id);
    await user.keyboard("{Enter}");
    expect((await screen.findByTestId("where")).textContent).toBe("/college/iitb");
  });

  it("goes to all the results from the last option, and says so when nothing is found", async () => {
    stubSearchApi();
    const { user, input } = renderSearch({ server: true });
    await user.type(input, "zzzz");
    expect((await screen.findByText("No relevant page found.")).getAttribute("role")).toBe("status");
    await user.clear(input);
    await user.type(input, "bomb");
    await screen.findByRole("option", { name: /Bombay/ });
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    expect((await screen.findByTestId("where")).textContent).toBe("/search");
  });

  it("keeps the fixed list first and adds the server's suggestions below it", async () => {
    stubSearchApi();
    const { user, input } = renderSearch({ fixedList: true, server: true });
    await user.type(input, "bombay");
    await screen.findByRole("option", { name: /Indian Institute of Technology Bombay/ });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "IIT BombayCollege",
      "Indian Institute of Technology BombayMumbai, MaharashtraUniversity",
      "See all results for “bombay”",
    ]);
    expect(screen.getByRole("group", { name: "Colleges, courses and exams" })).toBeTruthy();
  });
});
