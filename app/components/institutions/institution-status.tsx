// What a student checks first about an institution: UGC's warning if UGC declared it fake, what kind of
// university it is, and its official website, each with its source.
import type { Institution } from "../../../domain/institutions/institutions.server.ts";
import { shownType } from "../../../domain/institutions/university-type.ts";
import { FakeUniversityWarning } from "./fake-university-warning.tsx";
import { OfficialWebsite } from "./official-website.tsx";
import { UniversityTypeLine } from "./university-type.tsx";

export function InstitutionStatus({ institution: i }: { institution: Institution }) {
  const type = shownType(i.universityType, i.universityTypeSource, i.sourcesById);
  const website = i.websiteSource ? i.sourcesById[i.websiteSource] : undefined;
  if (!i.ugcFake && !type && !(i.website && website)) return null;
  return (
    <div className="mt-4 space-y-2">
      {i.ugcFake ? <FakeUniversityWarning notice={i.ugcFake} /> : null}
      <UniversityTypeLine shown={type} />
      <OfficialWebsite url={i.website} source={website} />
    </div>
  );
}
