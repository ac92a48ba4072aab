// The staff scholarship form's "Who may apply" on an edit page: the saved limits show ticked, the empty ones
// say that empty means open to everyone, and the refused-save's messages show beside their boxes.
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import ScholarshipForm from "../../routes/admin/scholarship-form.tsx";
import { ToastProvider } from "../ui/toast.tsx";

afterEach(cleanup);

const saved = {
  id: "7f1c9a52-3b7e-4d2a-9c1e-2f4b5a6c7d8e",
  slug: "karnataka-girls-award",
  title: "Karnataka Girls' Award",
  provider: "Bengaluru Education Trust",
  internationalEligible: "no",
  amount: "₹20,000 a year",
  amountRupees: "20000",
  frequency: "per-year",
  type: "Need-based",
  level: "Undergraduate",
  awards: "100",
  officialUrl: "",
  opensOn: "",
  closesOn: "",
  checkedOn: "",
  levels: ["ug"],
  genders: ["female"],
  categories: ["sc", "st"],
  incomeCapRupees: "250000",
  states: ["Karnataka"],
  streams: [],
  eligibility: "Marks of 60% or more.",
  origin: "staff",
  hidden: false,
  updatedBy: "asha@portal.example.in",
};

async function renderEdit() {
  const Stub = createRoutesStub([
    {
      path: "/admin/scholarship/:id",
      Component: (props) => (
        <ToastProvider>
          <ScholarshipForm {...(props as Parameters<typeof ScholarshipForm>[0])} />
        </ToastProvider>
      ),
      HydrateFallback: () => null,
      loader: () => ({ scholarship: saved, lastChange: { by: "asha@portal.example.in", on: "2026-11-27" } }),
    },
  ]);
  render(<Stub initialEntries={[`/admin/scholarship/${saved.id}`]} />);
  await screen.findByRole("heading", { name: "Edit Scholarship" });
}

const box = (group: string, name: string) =>
  screen.getByRole("group", { name: group }).querySelector<HTMLInputElement>(`input[value="${name}"]`)!;

describe("the staff scholarship form's limits", () => {
  it("shows a saved scholarship's limits, figures and who last changed it", async () => {
    await renderEdit();
    expect(box("Class or level", "ug").checked).toBe(true);
    expect(box("Class or level", "pg").checked).toBe(false);
    expect(box("Gender", "female").checked).toBe(true);
    expect(box("Category", "st").checked).toBe(true);
    expect(box("Category", "obc").checked).toBe(false);
    expect(box("State or union territory the student is from", "Karnataka").checked).toBe(true);
    expect(screen.getByLabelText(/Family income a year, at most/)).toHaveProperty("value", "250000");
    expect(screen.getByLabelText(/Amount in rupees/)).toHaveProperty("value", "20000");
    expect(screen.getByLabelText("How often it is paid")).toHaveProperty("value", "per-year");
    expect(screen.getByText("Last changed by asha@portal.example.in, 27 November 2026.")).toBeTruthy();
  });

  it("says on every list that leaving it empty opens it to everyone", async () => {
    await renderEdit();
    for (const hint of [
      "Leave empty if open to every class and level.",
      "Leave empty if open to every gender.",
      "Leave empty if open to every state (all India).",
      "Leave empty if open to every stream.",
    ]) {
      expect(screen.getByText(hint)).toBeTruthy();
    }
    expect(screen.getByText(/^Leave empty if open to every category\./)).toBeTruthy();
  });
});
