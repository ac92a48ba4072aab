// The state counselling bodies' cut-offs (KCET, COMEDK, KEAM, WBJEE twice, ACPC, OJEE) in the portal's format:
// their institutes and programmes continue the ids of cutoff-institutes.csv.gz and cutoff-programmes.csv.gz
// after JoSAA's, MCC's and the CET Cell's (whose ids do not move), and each body's rows go to its own file.
// Institutes are linked to an institution of the body's state by the same rules as MCC's and the CET Cell's,
// never guessed; so are ACPUGMEC's colleges of the published fees.
import { STATE_BODIES, type StateBody } from "../../domain/cutoffs/state-counselling.ts";
import type { Alias } from "./aliases.ts";
import { count, type Institute, linkInState, sortByColumns, yearsText } from "./cutoffs.ts";
import type { JoinCount } from "./join-sources.ts";
import type { AisheIndex } from "./match-institutions.ts";
import type { PublishedFee } from "./acpc.ts";
import type { StateRead } from "../../domain/data-loads/state-rows.ts";
import type { Row } from "./write-outputs.ts";

export const STATE_CUTOFF_COLUMNS = [
  "institute_id",
  "programme_id",
  "quota",
  "seat_type",
  "gender",
  "year",
  "round",
  "opening_rank",
  "closing_rank",
];
export const PUBLISHED_FEE_COLUMNS = [
  "id",
  "college",
  "institution_code",
  "linked_by",
  "course",
  "fee_per_year",
  "seats",
  "source",
];

/** The file each state body's rows are written to. */
export const stateCutoffFile = (body: StateBody) => `${body}-cutoffs.csv.gz`;

/** How the report names each body. */
export const STATE_REPORT_NAMES: Record<StateBody, string> = {
  kcet: "KCET (KEA)",
  comedk: "COMEDK UGET",
  keam: "KEAM (CEE Kerala)",
  wbjee: "WBJEE seats (WBJEEB)",
  "wbjee-jee-main": "JEE (Main) seats (WBJEEB)",
  acpc: "GUJCET (ACPC)",
  ojee: "OJEE (JEE Main rank)",
};

export interface StateCutoffInputs {
  reads: StateRead[];
  fees: PublishedFee[];
  index: AisheIndex;
  aliases: Map<string, Alias>;
  codes: Set<string>;
  firstInstituteId: number;
  firstProgrammeId: number;
}

export interface StateCutoffs {
  instituteRows: Row[];
  programmeRows: Row[];
  rows: Map<StateBody, Row[]>;
  feeRows: Row[];
  rowCounts: {
    source: string;
    year: number;
    rowsIn: number;
    rowsOut: number;
    dropped: Record<string, number>;
    preparatory: number;
  }[];
  institutes: JoinCount[];
  unlinked: Record<string, string[]>;
  fees: JoinCount;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function buildStateCutoffs(inputs: StateCutoffInputs): StateCutoffs {
  const { index, aliases, codes } = inputs;
  const result: StateCutoffs = {
    instituteRows: [],
    programmeRows: [],
    rows: new Map(),
    feeRows: [],
    rowCounts: [],
    institutes: [],
    unlinked: {},
    fees: { source: "ACPUGMEC fees", records: 0, matched: {}, unmatched: {} },
  };
  let nextInstitute = inputs.firstInstituteId;
  let nextProgramme = inputs.firstProgrammeId;
  for (const read of inputs.reads) {
    const { body } = read;
    const state = STATE_BODIES[body].state;
    // One institute per source code (or printed name where the source has no code), the latest year's name first.
    const byKey = new Map<string, Institute & { matchingName: string }>();
    for (const row of [...read.rows].sort((a, b) => b.year - a.year)) {
      const key = row.sourceCode || row.institute;
      const institute = byKey.get(key) ?? {
        counselling: body,
        names: [],
        sourceCode: row.sourceCode,
        institutionCode: "",
        linkedBy: "",
        instituteType: row.instituteType,
        state,
        homeUniversity: "",
        years: new Set<number>(),
        matchingName: row.matchingName,
      };
      if (!institute.names.includes(row.institute)) institute.names.push(row.institute);
      institute.years.add(row.year);
      byKey.set(key, institute);
    }
    const institutes = [...byKey.values()].sort(
      (a, b) => compare(a.names[0], b.names[0]) || compare(a.sourceCode, b.sourceCode),
    );
    linkInState(
      institutes.map((institute) => ({
        institute,
        aliasKey: institute.sourceCode || institute.names[0],
        name: institute.matchingName,
      })),
      index,
      aliases,
      STATE_REPORT_NAMES[body],
      codes,
    );
    const instituteId = new Map<string, number>();
    for (const institute of institutes) {
      const id = nextInstitute++;
      instituteId.set(institute.sourceCode || institute.names[0], id);
      result.instituteRows.push({
        id,
        counselling: body,
        name: institute.names[0],
        names_as_published: institute.names.join("|"),
        source_code: institute.sourceCode,
        institution_code: institute.institutionCode,
        linked_by: institute.linkedBy,
        institute_type: institute.instituteType,
        state,
        home_university: "",
        years: yearsText(institute.years),
      });
    }
    const programmeId = new Map<string, number>();
    for (const name of [...new Set(read.rows.map((r) => r.programme))].sort(compare)) {
      const id = nextProgramme++;
      programmeId.set(name, id);
      result.programmeRows.push({
        id,
        counselling: body,
        name_as_published: name,
        branch: name,
        degree: "",
        duration_years: "",
      });
    }
    const rows: Row[] = read.rows.map((r) => ({
      institute_id: instituteId.get(r.sourceCode || r.institute)!,
      programme_id: programmeId.get(r.programme)!,
      quota: r.quota ?? "",
      seat_type: r.seatType,
      gender: r.gender,
      year: r.year,
      round: r.round,
      opening_rank: r.openingRank ?? "",
      closing_rank: r.closingRank,
    }));
    result.rows.set(body, sortByColumns(rows, STATE_CUTOFF_COLUMNS));
    const years = [...new Set(read.rows.map((r) => r.year))].sort();
    for (const year of years) {
      const latest = year === years.at(-1);
      result.rowCounts.push({
        source: STATE_REPORT_NAMES[body],
        year,
        rowsIn: read.rowsInByYear?.[year] ?? read.rowsIn,
        rowsOut: read.rows.filter((r) => r.year === year).length,
        // Rows left out are counted with the file's latest year.
        dropped: latest ? read.dropped : {},
        preparatory: 0,
      });
    }
    const counts: JoinCount = {
      source: STATE_REPORT_NAMES[body],
      records: institutes.length,
      matched: {},
      unmatched: {},
    };
    for (const institute of institutes)
      count(institute.institutionCode ? counts.matched : counts.unmatched, institute.linkedBy);
    result.institutes.push(counts);
    result.unlinked[STATE_REPORT_NAMES[body]] = institutes.filter((i) => !i.institutionCode).map((i) => i.names[0]);
  }

  // ACPUGMEC's colleges of the fees, linked like the institutes.
  const colleges = [...new Set(inputs.fees.map((f) => f.college))].sort(compare).map((college) => ({
    counselling: "acpc" as const,
    names: [college],
    sourceCode: "",
    institutionCode: "",
    linkedBy: "",
    instituteType: "",
    state: "Gujarat",
    homeUniversity: "",
    years: new Set<number>(),
  }));
  linkInState(
    colleges.map((institute) => ({ institute, aliasKey: institute.names[0], name: institute.names[0] })),
    index,
    aliases,
    "ACPUGMEC fees",
    codes,
  );
  const collegeOf = new Map(colleges.map((c) => [c.names[0], c]));
  result.fees.records = colleges.length;
  for (const college of colleges)
    count(college.institutionCode ? result.fees.matched : result.fees.unmatched, college.linkedBy);
  result.feeRows = inputs.fees.map((fee, i) => ({
    id: i + 1,
    college: fee.college,
    institution_code: collegeOf.get(fee.college)!.institutionCode,
    linked_by: collegeOf.get(fee.college)!.linkedBy,
    course: fee.course,
    fee_per_year: fee.feePerYear,
    seats: fee.seats ?? "",
    source: "acpugmec",
  }));
  return result;
}
