// The headline facts of a college page. About a real institution: its official figures (official-headline.tsx)
// first; then the figures of the page itself (fees, placements, rank) only where staff gave their source and
// date, or as an example on a sample college; "Not published" otherwise (decision 036). Its fees as the
// institution's page gives them too: the institution's own, published and checked (decision 059), beside the
// page's and the official ones; and where no one gives a fee, "Not published" with "Ask the college".
import type { FiguresBasis } from "../../../domain/colleges/shown-figures.ts";
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import type { CutoffSectionData } from "../../lib/institution-cutoffs.server.ts";
import { formatDate, hostOf } from "../../lib/format.ts";
import { institutionFeesFact, institutionFeesFacts } from "../institutions/institution-published.tsx";
import { FactCards, feesNotPublished, officialFacts, type HeadlineFact } from "../institutions/official-headline.tsx";
import { NOT_PUBLISHED } from "../institutions/source-line.tsx";

export interface PageFigures {
  city: string;
  state: string;
  rank: number | null;
  fee: string;
  placementAvg: string;
  placementHigh: string;
  eligibility: string;
  figuresBasis: FiguresBasis;
  figuresAsOf: string | null;
  figuresSourceUrl: string | null;
}

/** Who gave a page's own figure, and when: staff with their source, or "an example" on a sample college. */
function provenance(c: PageFigures): Pick<HeadlineFact, "detail" | "source"> {
  if (c.figuresBasis === "sample") return { detail: "Illustration: an example, not a real college's figure" };
  return {
    detail: `Entered by our admissions team, as of ${formatDate(c.figuresAsOf!)}`,
    source: { name: hostOf(c.figuresSourceUrl!), url: c.figuresSourceUrl!, entered: true },
  };
}

function pageFacts(c: PageFigures, { official }: { official: boolean }): HeadlineFact[] {
  const shown = c.figuresBasis !== "withheld";
  const fact = (term: string, value: string): HeadlineFact =>
    shown && value.trim() ? { term, value, ...provenance(c) } : { term, value: NOT_PUBLISHED };
  // Where the college is: the page's own words, not a figure (a linked page's overview gives the official place).
  const facts: HeadlineFact[] = official ? [] : [{ term: "Location", value: `${c.city}, ${c.state}` }];
  // A rank staff type in names no list: shown only with their source; NIRF's is among the official facts.
  if (shown && c.rank) facts.push(fact("Rank", `#${c.rank}`));
  facts.push(fact("Fees", c.fee));
  // The NIRF median stands for placements on an official page; the page's own averages only with a source.
  if (shown || !official)
    facts.push(fact("Average placement", c.placementAvg), fact("Highest placement", c.placementHigh));
  return facts;
}

/**
 * Every headline fact of a staff college page: the linked institution's official figures, then the page's own,
 * its fees card followed by the institution's own fees where the page gives a fee, or replaced by the fees the
 * institution's page would show where it gives none.
 */
export function collegePageFacts(
  c: PageFigures & { name: string },
  institution: Institution | undefined,
  cutoffs: CutoffSectionData | null | undefined,
): HeadlineFact[] {
  const own = pageFacts(c, { official: Boolean(institution) });
  const fees = (f: HeadlineFact): HeadlineFact[] => {
    if (f.value !== NOT_PUBLISHED) {
      const published = institution ? institutionFeesFact(institution.fromInstitution) : undefined;
      return published ? [f, published] : [f];
    }
    return institution ? institutionFeesFacts(institution, c.name) : [feesNotPublished(c.name)];
  };
  return [
    ...(institution ? officialFacts(institution, cutoffs) : []),
    ...own.flatMap((f) => (f.term === "Fees" ? fees(f) : [f])),
  ];
}

export function CollegeFacts({ facts }: { facts: HeadlineFact[] }) {
  return <FactCards facts={facts} label="Key facts" />;
}
