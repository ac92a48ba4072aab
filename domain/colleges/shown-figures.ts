// Whether a college page's own figures (rank, fees, placements, application dates) may be shown to students.
// The demo data invents them for 68 real institutions, so a demo page about a real institution never shows
// them; a figure staff enter is shown only with where they read it and when (docs/decisions/036-honest-figures.md).
// Only a page whose name says it is a sample ("Sample College (illustration)"), about no real institution,
// shows figures that are examples, and says so.

export type FiguresBasis =
  /** An illustration on a sample college that is no real institution: shown, labelled as an example */
  | "sample"
  /** Entered by staff with their source and the date they checked it: shown with both */
  | "staff"
  /** A demo figure about a real institution, or a staff figure without source or date: not shown */
  | "withheld";

export interface FiguresProvenance {
  name: string;
  demo: boolean;
  institutionCode: string | null;
  figuresAsOf: string | null;
  figuresSourceUrl: string | null;
}

const SAMPLE_NAME = /\(illustration\)\s*$/i;

/** A sample college: its name says it is an illustration, and it is linked to no real institution. */
function isSampleCollege(c: Pick<FiguresProvenance, "name" | "institutionCode">): boolean {
  return SAMPLE_NAME.test(c.name) && !c.institutionCode;
}

export function figuresBasis(c: FiguresProvenance): FiguresBasis {
  if (isSampleCollege(c)) return "sample";
  if (c.demo) return "withheld";
  return c.figuresAsOf && c.figuresSourceUrl ? "staff" : "withheld";
}

interface Figures {
  rank: number | null;
  fee: string;
  placementAvg: string;
  placementHigh: string;
}

interface CourseFigures {
  fees: string;
  applicationDate: string;
}

/**
 * The college as students may see it: where its figures are withheld, rank, fee, placements and every
 * course's fees and application date are emptied (pages say "Not published"), so no page can show them by
 * mistake. The admin area and the staff API read the stored record instead.
 */
export function withShownFigures<T extends FiguresProvenance & Figures & { courses?: CourseFigures[] }>(
  college: T,
): T & { figuresBasis: FiguresBasis } {
  const basis = figuresBasis(college);
  if (basis !== "withheld") return { ...college, figuresBasis: basis };
  return {
    ...college,
    rank: null,
    fee: "",
    placementAvg: "",
    placementHigh: "",
    ...(college.courses ? { courses: college.courses.map((c) => ({ ...c, fees: "", applicationDate: "" })) } : {}),
    figuresBasis: basis,
  };
}
