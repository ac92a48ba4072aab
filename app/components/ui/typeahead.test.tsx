import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "./toast.tsx";
import { Typeahead } from "./typeahead.tsx";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSearch() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ToastProvider>
          <Typeahead size="hero" label="Search" placeholder="Search" />
          <button type="button">elsewhere</button>
        </ToastProvider>
      ),
    },
    { path: "*", Component: Where },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { user: userEvent.setup(), input: screen.getByRole("combobox", { name: "Search" }) };
}

afterEach(cleanup);

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
    await user.type(input, "MAT 2025");
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
