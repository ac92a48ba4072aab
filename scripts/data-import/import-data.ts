// The whole import: reads the public sources, joins them, writes the portal's datasets, the manifest and
// the join report.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readAicte } from "./aicte.ts";
import { ADDRESS_COLUMNS, buildAddressRows } from "./addresses.ts";
import { readAishe } from "./aishe.ts";
import { nirfIdsKeptApart, readAliases } from "./aliases.ts";
import { displayText } from "../../domain/names/clean-names.ts";
import { buildInstitutions, INSTITUTION_COLUMNS } from "./build-institutions.ts";
import { readDistrictTable } from "./districts.ts";
import { districtMoves, spellDistricts } from "./spell-districts.ts";
import {
  buildCutoffs,
  CUTOFF_INSTITUTE_COLUMNS,
  CUTOFF_PROGRAMME_COLUMNS,
  JOSAA_CUTOFF_COLUMNS,
  MHTCET_CUTOFF_COLUMNS,
  NEET_CUTOFF_COLUMNS,
} from "./cutoffs.ts";
import { matchJosaa, josaaNames, readJosaaInstitutes } from "./josaa.ts";
import { readJosaaYear } from "./josaa-cutoffs.ts";
import { joinAicte, joinNirf, joinNmc, type JoinCount } from "./join-sources.ts";
import { indexAishe } from "./match-institutions.ts";
import {
  type EarlierCatalogue,
  type FormerAddresses,
  findMerges,
  formerAddresses,
  keepEarlierAddresses,
  readHandMerges,
  remapAliases,
  summariseMerges,
} from "./merge-institutions.ts";
import { indexInstitutions } from "./cutoffs.ts";
import { readMhtcetYear } from "./mhtcet.ts";
import { readStateSources } from "./state-sources.ts";
import {
  buildStateCutoffs,
  PUBLISHED_FEE_COLUMNS,
  STATE_CUTOFF_COLUMNS,
  STATE_REPORT_NAMES,
  stateCutoffFile,
} from "./state-cutoffs.ts";
import { readNeet } from "./neet.ts";
import { correctNmcColleges, parseNmcSeatMatrix, readNmcCorrections } from "./nmc.ts";
import { nameRowsById, readNirf, readNirf2025Rows } from "./nirf.ts";
import { readCsv, readJson, readText } from "./read-files.ts";
import { type ImportSummary, renderReport } from "./report.ts";
import { readScholarships, SCHOLARSHIP_COLUMNS } from "./scholarships.ts";
import { SOURCES } from "./sources.ts";
import { buildUgcOutputs, FAKE_UNIVERSITY_COLUMNS, UNIVERSITY_TYPE_COLUMNS } from "./ugc.ts";
import { buildWebsiteOutputs, WEBSITE_COLUMNS } from "./websites.ts";
import { canonicalState } from "./states.ts";
import { type Row, sortRows, writeOutput, type OutputFile } from "./write-outputs.ts";

export interface ImportOptions {
  from: string;
  /** Where db/data/ and docs/data.md are: the repository's root. */
  to: string;
  aliasesPath: string;
  /** The hand-checked NMC seat matrix corrections (serial → state, name, district, university); nmc-corrections.csv by default. */
  nmcCorrectionsPath?: string;
  /** The NIRF 2025 rows the compilation misnamed or that a name alone does not place; nirf-2025-rows.csv by default. */
  nirf2025RowsPath?: string;
  /** Each state's districts and the spellings the sources give them; districts.csv by default. */
  districtsPath?: string;
  /** The hand merges of institutions (from_code, to_code, note); merges.csv by default. */
  mergesPath?: string;
}

/** The years of a source's yearly files in `dir` ("orcr-2016.csv.gz" … for prefix "orcr-"), oldest first. */
function yearsOf(dir: string, prefix: string, suffix: string): number[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => new RegExp(`^${prefix}(\\d{4})${suffix.replace(/\./g, "\\.")}$`).exec(file)?.[1])
    .filter((year): year is string => year !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** Rows per year of a cut-off file, for its manifest entry. */
function rowsByYear(rows: Row[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[String(row.year)] = (counts[String(row.year)] ?? 0) + 1;
  return counts;
}

function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function importData(options: ImportOptions): ImportSummary {
  const { from } = options;
  const aliases = readAliases(options.aliasesPath);
  const aishe = readAishe(join(from, "aishe/institutions.json.gz"), nirfIdsKeptApart(aliases));
  const aicte = readAicte(join(from, "aicte/institutions-2025-26.jsonl.gz"));
  const nmcParsed = parseNmcSeatMatrix(readText(join(from, "nmc/mbbs-seat-matrix-2024-25.txt")));
  const nmcCorrections = readNmcCorrections(
    options.nmcCorrectionsPath ?? join(import.meta.dirname, "nmc-corrections.csv"),
  );
  const nmc = { ...nmcParsed, colleges: correctNmcColleges(nmcParsed.colleges, nmcCorrections) };
  const nirf2025Rows = readNirf2025Rows(options.nirf2025RowsPath ?? join(import.meta.dirname, "nirf-2025-rows.csv"));
  const nirfRead = readNirf(join(from, "nirf"), nirf2025Rows);
  const byId = nameRowsById(nirfRead.rankings);
  const nirf = { ...nirfRead, rankings: byId.rankings };
  const index = indexAishe(aishe.institutions);

  const aicteJoin = joinAicte(aicte, index, aliases);
  const nmcJoin = joinNmc(nmc.colleges, index, aliases);
  const nirfJoin = joinNirf(nirf.rankings, nirf.placements, index, aliases);

  const institutionInputs = {
    aishe: aishe.institutions,
    aicte: aicteJoin.joined,
    nmc: nmcJoin.joined,
    nirf: { rows: nirf.rankings, codes: nirfJoin.rankingCodes, namedByAlias: nirfJoin.rankingNamedByAlias },
  };
  // JoSAA's institutes are found among the institutions by their names and aliases; then JoSAA's name
  // goes first on each.
  const josaaYears = yearsOf(join(from, "josaa"), "orcr-", ".csv.gz");
  const latestJosaa = josaaYears.at(-1);
  if (latestJosaa === undefined) throw new Error(`no JoSAA file (josaa/orcr-YYYY.csv.gz) in ${from}`);
  const josaaInstitutes = readJosaaInstitutes(join(from, `josaa/orcr-${latestJosaa}.csv.gz`));
  // One spelling per district in the catalogue. The cut-off institutes are still looked for by the district
  // as the sources print it, which is how the cut-off files print their places too.
  const districtTable = readDistrictTable(options.districtsPath);
  // One page per institution: the records that name one institution twice are merged (merge-institutions.ts,
  // merges.csv), and each address of the catalogue as it would be without the merges leads to its survivor.
  const unmerged = buildInstitutions(institutionInputs);
  const handMerges = readHandMerges(options.mergesPath ?? join(import.meta.dirname, "merges.csv"));
  const found = findMerges(
    spellDistricts(unmerged, districtTable).rows,
    handMerges,
    new Map(aicte.map((record) => [record.aicte_id, record.address])),
  );
  const mergedInto = new Map(found.merges.map((merge) => [merge.from, merge.to]));
  const before = spellDistricts(
    buildInstitutions({
      ...institutionInputs,
      josaaNames: josaaNames(matchJosaa(josaaInstitutes, unmerged, aliases)),
    }),
    districtTable,
  ).rows;
  const mergedAliases = remapAliases(aliases, mergedInto);
  const mergedInputs = { ...institutionInputs, mergedInto };
  const josaaMatches = matchJosaa(josaaInstitutes, buildInstitutions(mergedInputs), mergedAliases);
  const built = buildInstitutions({ ...mergedInputs, josaaNames: josaaNames(josaaMatches) });
  const districts = spellDistricts(built, districtTable);
  const institutions = districts.rows;
  // Addresses given out by the catalogue this import replaces keep working (db/data as committed).
  const former = keepEarlierAddresses(
    formerAddresses(before, institutions, mergedInto),
    readEarlierCatalogue(join(options.to, "db/data")),
    institutions,
  );
  const neetYear = yearsOf(join(from, "neet"), "mcc-aiq-", ".jsonl.gz").at(-1);
  if (neetYear === undefined) throw new Error(`no NEET file (neet/mcc-aiq-YYYY.jsonl.gz) in ${from}`);
  const cutoffs = buildCutoffs({
    josaa: josaaYears.map((year) => readJosaaYear(join(from, `josaa/orcr-${year}.csv.gz`), year)),
    neet: { year: neetYear, read: readNeet(join(from, `neet/mcc-aiq-${neetYear}.jsonl.gz`), neetYear) },
    mhtcet: yearsOf(join(from, "mhtcet"), "cap-", ".csv.gz").map((year) =>
      readMhtcetYear(join(from, `mhtcet/cap-${year}.csv.gz`), year),
    ),
    institutions: built,
    aliases: mergedAliases,
  });
  // The state bodies' institutes and programmes follow JoSAA's, MCC's and the CET Cell's, whose ids stay put.
  const stateSources = readStateSources(from);
  const state = buildStateCutoffs({
    reads: stateSources.reads,
    fees: stateSources.fees,
    index: indexInstitutions(built),
    aliases: mergedAliases,
    codes: new Set(built.map((row) => String(row.code))),
    firstInstituteId: cutoffs.institutes.length + 1,
    firstProgrammeId: cutoffs.programmes.length + 1,
  });
  cutoffs.summary.rows.push(...state.rowCounts);
  cutoffs.summary.institutes.push(...state.institutes);
  Object.assign(cutoffs.summary.unlinked, state.unlinked);
  if (state.fees.records) {
    cutoffs.summary.institutes.push(state.fees);
    cutoffs.summary.unlinked[state.fees.source] = [];
  }
  const josaaCounts: JoinCount = {
    source: `JoSAA ${latestJosaa} institutes`,
    records: josaaMatches.length,
    matched: {},
    unmatched: {},
  };
  for (const match of josaaMatches) {
    const counts = match.code ? josaaCounts.matched : josaaCounts.unmatched;
    counts[match.how] = (counts[match.how] ?? 0) + 1;
  }
  // University types, UGC's fake universities and websites: joined to the finished institutions and to the
  // cut-off institutes the portal links (ugc.ts, websites.ts).
  const cutoffInstitutes = [...cutoffs.institutes, ...state.instituteRows];
  const ugc = buildUgcOutputs(from, institutions, cutoffInstitutes);
  const websites = buildWebsiteOutputs(from, institutions, cutoffInstitutes);
  const codeOf = (aisheCode: string, ownCode: string) => mergedInto.get(aisheCode || ownCode) ?? (aisheCode || ownCode);
  const addresses = buildAddressRows({
    institutions,
    aicte: aicteJoin.joined.map(({ record, aisheCode }) => ({
      code: codeOf(aisheCode, `AICTE:${record.aicte_id}`),
      address: record.address,
    })),
    ugcJoined: ugc.types,
  });
  const programmes = aicteJoin.joined.flatMap(({ record, aisheCode }) =>
    record.programmes.map((programme) => ({
      institution_code: codeOf(aisheCode, `AICTE:${record.aicte_id}`),
      aicte_id: record.aicte_id,
      programme: displayText(programme.programme),
      level: displayText(programme.level),
      course: displayText(programme.course),
      course_type: tidy(programme.course_type),
      shift: tidy(programme.shift),
      availability: tidy(programme.availability),
      intake: tidy(programme.intake),
    })),
  );
  const seats = nmcJoin.joined.map(({ record, aisheCode }) => ({
    institution_code: codeOf(aisheCode, `NMC:${record.serial}`),
    year: "2024-25",
    nmc_serial: record.serial,
    nmc_name: record.name,
    state: record.state,
    district: record.district,
    university: record.university,
    management: record.management,
    established: record.established,
    seats: record.seats,
  }));
  const rankings = nirf.rankings.map((row, i) => ({
    institution_code: codeOf(nirfJoin.rankingCodes[i], ""),
    framework: "NIRF",
    year: row.year,
    category: row.category,
    rank: row.rank,
    score: row.score,
    tlr: row.tlr,
    rpc: row.rpc,
    go: row.go,
    oi: row.oi,
    perception: row.perception,
    nirf_id: row.nirfId,
    nirf_name: row.name,
    city: row.city,
    state: canonicalState(row.state),
  }));
  const placements = nirf.placements.map((row, i) => ({
    institution_code: codeOf(nirfJoin.placementCodes[i], ""),
    year: 2025,
    category: row.category,
    rank: row.rank,
    nirf_name: row.name,
    academic_year: row.academicYear,
    programme_type: row.programmeType,
    first_year_intake: row.firstYearIntake,
    graduating_on_time: row.graduatingOnTime,
    students_placed: row.studentsPlaced,
    median_salary: row.medianSalary,
  }));

  const outputs: OutputFile[] = [
    {
      file: "institutions.csv.gz",
      description:
        "One row per institution: AISHE's, joined with AICTE, NMC and NIRF, and those sources' unmatched records",
      columns: INSTITUTION_COLUMNS,
      rows: sortRows(institutions, ["code"]),
      sources: ["aishe", "aicte", "nmc", "nirf", "nirf-2025-categories", "josaa"],
    },
    {
      file: "university-types.csv.gz",
      description:
        "Central, state, deemed or private university (UGC's list, joined by whole name and state), or institute of national importance (JoSAA's IITs, NITs and IIITs), with the source of each",
      columns: UNIVERSITY_TYPE_COLUMNS,
      rows: ugc.types,
      sources: ["ugc-universities", "josaa-institute-types"],
    },
    {
      file: "fake-universities.csv.gz",
      description:
        "UGC's fake universities as transcribed: name, place, the exact name keys a search is compared with, and the institution of exactly that name and place (blank where none)",
      columns: FAKE_UNIVERSITY_COLUMNS,
      rows: ugc.fakes,
      sources: ["ugc-fake-universities"],
    },
    {
      file: "websites.csv.gz",
      description:
        "Official websites matched to their institution with certainty (JoSAA institute name, COMEDK college code, or whole name and state), one per institution",
      columns: WEBSITE_COLUMNS,
      rows: websites.rows,
      sources: ["josaa-profiles", "comedk-colleges", "hipo-domains"],
    },
    {
      file: "addresses.csv.gz",
      description:
        "Postal addresses as the official lists print them: UGC's list of universities for the universities joined to it, else AICTE's approved institutions, one per institution",
      columns: ADDRESS_COLUMNS,
      rows: addresses,
      sources: ["ugc-universities", "aicte"],
    },
    {
      file: "cutoff-institutes.csv.gz",
      description:
        "The institutes of the cut-off files (JoSAA, MCC NEET-UG, MHT-CET CAP), each with every spelling printed, its institution (blank where none is linked) and how it was linked, type and state",
      columns: CUTOFF_INSTITUTE_COLUMNS,
      rows: cutoffInstitutes,
      sources: ["josaa", "mcc-neet", "mhtcet-cap", ...state.rows.keys()],
    },
    {
      file: "cutoff-programmes.csv.gz",
      description:
        "The programmes of the cut-off files as printed, with branch, degree and duration where the source gives them",
      columns: CUTOFF_PROGRAMME_COLUMNS,
      rows: [...cutoffs.programmes, ...state.programmeRows],
      sources: ["josaa", "mcc-neet", "mhtcet-cap", ...state.rows.keys()],
    },
    {
      file: "josaa-cutoffs.csv.gz",
      description:
        "JoSAA opening and closing ranks of every round; preparatory = 1 marks a preparatory-course rank (another rank list, never compared with the others)",
      columns: JOSAA_CUTOFF_COLUMNS,
      rows: cutoffs.josaaRows,
      sources: ["josaa"],
      rowsByYear: rowsByYear(cutoffs.josaaRows),
    },
    {
      file: "neet-aiq-cutoffs.csv.gz",
      description: "NEET-UG All-India Quota closing ranks (NEET All-India Ranks) of MCC's counselling",
      columns: NEET_CUTOFF_COLUMNS,
      rows: cutoffs.neetRows,
      sources: ["mcc-neet"],
      rowsByYear: rowsByYear(cutoffs.neetRows),
    },
    {
      file: "mhtcet-cutoffs.csv.gz",
      description: "MHT-CET CAP closing merit ranks and percentiles per college, branch, round and seat-type code",
      columns: MHTCET_CUTOFF_COLUMNS,
      rows: cutoffs.mhtcetRows,
      sources: ["mhtcet-cap"],
      rowsByYear: rowsByYear(cutoffs.mhtcetRows),
    },
    ...[...state.rows.entries()].map(([body, rows]) => ({
      file: stateCutoffFile(body),
      description: `${STATE_REPORT_NAMES[body]} closing ranks (and opening ranks where printed) per college, programme, quota, category and round; ranks of one list only (domain/cutoffs/state-counselling.ts)`,
      columns: STATE_CUTOFF_COLUMNS,
      rows,
      sources: [body],
      rowsByYear: rowsByYear(rows),
    })),
    ...(state.feeRows.length
      ? [
          {
            file: "published-fees.csv.gz",
            description:
              "Medical and nursing courses' fee per year (rupees) and seats as ACPUGMEC published them, no year given by the source",
            columns: PUBLISHED_FEE_COLUMNS,
            rows: state.feeRows,
            sources: ["acpugmec"],
          },
        ]
      : []),
    {
      file: "programmes.csv.gz",
      description: "AICTE-approved programmes of 2025-26 with their intake",
      columns: Object.keys(programmes[0]),
      rows: sortRows(programmes, [
        "institution_code",
        "aicte_id",
        "level",
        "programme",
        "course",
        "course_type",
        "shift",
        "availability",
        "intake",
      ]),
      sources: ["aicte"],
    },
    {
      file: "mbbs-seats.csv.gz",
      description: "MBBS seats of 2024-25 per college",
      columns: Object.keys(seats[0]),
      rows: sortRows(seats, ["institution_code", "nmc_serial"]),
      sources: ["nmc"],
    },
    {
      file: "rankings.csv.gz",
      description: "NIRF ranks and scores: Overall 2017–2025, 13 categories of 2024, 8 categories of 2025",
      columns: Object.keys(rankings[0]),
      rows: sortRows(
        rankings.map((row) => ({ ...row, rank_order: String(Number(row.rank)).padStart(4, "0") })),
        ["year", "category", "rank_order", "nirf_name", "institution_code"],
      ).map(({ rank_order: _order, ...row }) => row),
      sources: ["nirf", "nirf-2025-categories"],
    },
    {
      file: "nirf-placements-2025.csv.gz",
      description: "Intake, graduates, placed students and median salary per programme type, as disclosed to NIRF",
      columns: Object.keys(placements[0]),
      rows: sortRows(
        placements.map((row) => ({ ...row, rank_order: String(Number(row.rank)).padStart(4, "0") })),
        ["category", "rank_order", "nirf_name", "programme_type"],
      ).map(({ rank_order: _order, ...row }) => row),
      sources: ["nirf-2025-categories"],
    },
    {
      file: "scholarships.csv.gz",
      description: "Scholarships with who may apply (lists of codes; empty = no limit), amount, status and last date",
      columns: SCHOLARSHIP_COLUMNS,
      rows: readScholarships(join(from, "scholarships/scholarships-2026.json.gz")),
      sources: ["scholarships"],
    },
  ];
  const dataDir = join(options.to, "db/data");
  const files = outputs.map((output) => writeOutput(dataDir, output));
  const manifest = {
    about: "The portal's catalogue datasets, written by `npm run data:import`; see docs/data.md.",
    files,
    sources: SOURCES.map(({ id, name, year, officialSource, files: sourceFiles, compiledBy, licence }) => ({
      id,
      name,
      year,
      officialSource,
      files: sourceFiles,
      compiledBy,
      licence,
    })),
  };
  writeFileSync(join(dataDir, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  // The directory's 301s from a district spelling's old page: read by the site, not loaded into the database.
  writeFileSync(join(dataDir, "district-moves.json"), JSON.stringify(districtMoves(districtTable), null, 2) + "\n");
  // The 301s of a merged or renamed institution's old address, and its old code for stored rows and the API.
  writeFileSync(join(dataDir, "former-slugs.json"), JSON.stringify(former, null, 2) + "\n");

  const summary: ImportSummary = {
    rowsIn: {
      "AISHE rows": aishe.rowsIn,
      "AICTE institutions": aicte.length,
      "AICTE programme rows": programmes.length,
      "NMC colleges": nmc.colleges.length,
      "NMC seats": nmc.colleges.reduce((sum, college) => sum + college.seats, 0),
      "NIRF ranking rows": nirf.rankings.length,
      "NIRF 2025 placement rows": nirf.placements.length,
    },
    joins: [aicteJoin.counts, nmcJoin.counts, nirfJoin.counts],
    josaa: josaaCounts,
    nirfNamedById: byId.renamed.map(
      ({ row, printed }) =>
        `${row.year} ${row.category} rank ${row.rank} (${row.nirfId}, ${row.city}): printed "${printed}", kept as "${row.name}"`,
    ),
    josaaUnmatched: josaaMatches.filter((match) => !match.code).map((match) => match.institute.name),
    dropped: [
      ...(byId.dropped.length
        ? [
            {
              what: "NIRF ranking rows",
              rows: byId.dropped.length,
              why:
                "the row's NIRF id belongs to another institution than its name, and its city or state to neither: " +
                byId.dropped
                  .map((row) => `${row.year} ${row.category} rank ${row.rank} "${row.name}" with id ${row.nirfId}`)
                  .join("; "),
            },
          ]
        : []),
      {
        what: "NIRF 2024 Overall file of the 2024 set",
        rows: 100,
        why: "the same ranks as overall-2024.csv, which also has the sub-scores",
      },
      {
        what: "AISHE rows",
        rows: aishe.duplicateRows,
        why: "second copy of an AISHE code (kept: the copy with a district; its name is kept as an alias)",
      },
    ],
    files,
    rejectedIdCodes: nirfJoin.rejectedIdCodes,
    nmcCorrected: nmcCorrections.map((correction) => correction.serial).sort((a, b) => a - b),
    nmcRowsWithoutDistrict: nmc.colleges.filter((college) => !college.district).map((college) => college.serial),
    cutoffs: cutoffs.summary,
    districts: districts.states,
    institutionFacts: {
      joins: [...ugc.joins, ...websites.joins],
      notes: [
        ...ugc.notes,
        ...websites.notes,
        `Addresses written: ${addresses.length} (UGC's list ${addresses.filter((a) => a.source === "ugc-universities").length}, ` +
          `AICTE ${addresses.filter((a) => a.source === "aicte").length}); every other institution's page says "Not published".`,
      ],
    },
    merges: summariseMerges(before, institutions, found.merges, handMerges, former, found.apart),
  };
  const reportPath = join(options.to, "docs/data.md");
  if (existsSync(reportPath)) writeFileSync(reportPath, renderReport(readFileSync(reportPath, "utf8"), summary));
  return summary;
}

/** The catalogue the import replaces, where there is one: its institutions and its former addresses. */
function readEarlierCatalogue(dataDir: string): EarlierCatalogue {
  const institutionsFile = join(dataDir, "institutions.csv.gz");
  const formerFile = join(dataDir, "former-slugs.json");
  return {
    institutions: existsSync(institutionsFile) ? readCsv(institutionsFile) : [],
    former: existsSync(formerFile) ? (readJson(formerFile) as FormerAddresses) : undefined,
  };
}
