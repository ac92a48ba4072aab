// Where a college page's own figures come from, under its headline facts: staff with their source and date,
// an illustration on a sample college, or none held (decision 036).
import type { FiguresBasis } from "../../../domain/colleges/shown-figures.ts";

export function FiguresNote({ basis }: { basis: FiguresBasis }) {
  const text =
    basis === "sample"
      ? "Illustration: this is a sample college, not a real one. Its rank, fees, placements and dates are examples."
      : basis === "staff"
        ? "Fees and placements were entered by our admissions team from the source named on each figure, on the date shown."
        : "We hold no published fees, placement averages or application dates for this college yet: check them on the college's official website before you apply.";
  return (
    <p
      className={`mt-3 rounded-lg px-3 py-2 text-sm ${basis === "sample" ? "bg-amber-50 text-amber-900" : "bg-slate-100 text-slate-700"}`}
      data-testid="figures-note"
    >
      {text}
    </p>
  );
}

/** Under a list or table that holds demo college pages: their figures are examples, each page has the facts. */
export function DemoFiguresNote() {
  return (
    <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="figures-note">
      Illustration: the ranks, fees and placements of the sample colleges in this list are examples, not figures
      published by the colleges. Each college's page shows its official facts with their sources.
    </p>
  );
}
