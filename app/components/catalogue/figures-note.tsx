// Where a college page's fees, placements and dates come from: a demo page says they are illustrations;
// otherwise staff entered them, and the note says when they checked them and where they read them.
import { formatDate } from "../../lib/format.ts";

interface Props {
  demo: boolean;
  figuresAsOf: string | null;
  figuresSourceUrl: string | null;
}

export function FiguresNote({ demo, figuresAsOf, figuresSourceUrl }: Props) {
  const text = demo
    ? "Illustration: the rank, fees, placements and dates on this page are examples, not figures published by the college."
    : figuresAsOf
      ? `Rank, fees, placements and dates entered by our admissions team, as of ${formatDate(figuresAsOf)}.`
      : "Rank, fees, placements and dates entered by our admissions team; the date they were checked is not recorded.";
  return (
    <p
      className={`mt-3 rounded-lg px-3 py-2 text-sm ${demo ? "bg-amber-50 text-amber-900" : "bg-slate-100 text-slate-700"}`}
      data-testid="figures-note"
    >
      {text}
      {figuresSourceUrl && !demo ? (
        <>
          {" "}
          <a href={figuresSourceUrl} className="font-semibold underline" rel="noopener noreferrer nofollow">
            Source
          </a>
        </>
      ) : null}
    </p>
  );
}

/** Under a list or table that holds demo college pages: their figures are examples, each page has the facts. */
export function DemoFiguresNote() {
  return (
    <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="figures-note">
      Illustration: the ranks, fees and placements of the demo college pages in this list are examples, not figures
      published by the colleges. Each college's page shows its official facts with their sources.
    </p>
  );
}
