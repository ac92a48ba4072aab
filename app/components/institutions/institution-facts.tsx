// Everything the public sources say about an institution, in the order a student reads it.
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { InstitutionOverview } from "./institution-overview.tsx";
import { ProgrammeList } from "./programme-list.tsx";
import { RankingSection } from "./ranking-section.tsx";
import { MbbsSeats, NirfPlacements } from "./seats-and-placements.tsx";

export function InstitutionFacts({ institution }: { institution: Institution }) {
  return (
    <>
      <InstitutionOverview institution={institution} />
      <RankingSection institution={institution} />
      <MbbsSeats institution={institution} />
      <ProgrammeList institution={institution} />
      <NirfPlacements institution={institution} />
    </>
  );
}
