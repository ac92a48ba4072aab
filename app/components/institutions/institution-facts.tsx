// Everything the public sources say about an institution, in the order a student reads it.
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import type { CutoffSectionData } from "../../lib/institution-cutoffs.server.ts";
import { CutoffSection } from "./cutoff-section.tsx";
import { InstitutionOverview } from "./institution-overview.tsx";
import { ProgrammeList } from "./programme-list.tsx";
import { RankingSection } from "./ranking-section.tsx";
import { MbbsSeats, NirfPlacements, PublishedFees } from "./seats-and-placements.tsx";

export function InstitutionFacts({
  institution,
  cutoffs,
}: {
  institution: Institution;
  /** The cut-off section; none when no counselling body publishes cut-offs for the institution */
  cutoffs?: CutoffSectionData | null;
}) {
  return (
    <>
      <InstitutionOverview institution={institution} />
      <RankingSection institution={institution} />
      {cutoffs ? <CutoffSection cutoffs={cutoffs} /> : null}
      <MbbsSeats institution={institution} />
      <PublishedFees institution={institution} />
      <ProgrammeList institution={institution} />
      <NirfPlacements institution={institution} />
    </>
  );
}
