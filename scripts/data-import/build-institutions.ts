// One row per institution: AISHE's, with what AICTE, NMC and NIRF say about it, and those sources' records
// that match no AISHE institution as institutions of their own.
import { kindOfCode, type AisheInstitution } from "./aishe.ts";
import type { AicteInstitution } from "./aicte.ts";
import { yesNo } from "./aicte.ts";
import { displayName, removeNameNoise, titleCase } from "../../domain/names/clean-names.ts";
import type { Joined } from "./join-sources.ts";
import type { NmcCollege } from "./nmc.ts";
import type { NirfRanking } from "./nirf.ts";
import { assignSlugs } from "./slugs.ts";
import { canonicalState } from "./states.ts";
import type { Row } from "./write-outputs.ts";

interface Institution {
  code: string;
  aisheCode: string;
  kind: string;
  state: string;
  district: string;
  city: string;
  management: string;
  affiliatingUniversity: string;
  aicteId: string;
  womenOnly: string;
  minority: string;
  established: string;
  /** Names by preference: the official one (NIRF, then NMC, then AICTE) first, AISHE's last. */
  officialNames: string[];
  otherNames: string[];
  sources: Set<string>;
}

const AICTE_UNIVERSITY_TYPES = /university/i;

export const INSTITUTION_COLUMNS = [
  "code",
  "aishe_code",
  "name",
  "aliases",
  "slug",
  "kind",
  "state",
  "district",
  "city",
  "management",
  "affiliating_university",
  "aicte_id",
  "women_only",
  "minority",
  "established",
  "sources",
];

function blank(code: string, aisheCode: string, kind: string, state: string, district: string): Institution {
  return {
    code,
    aisheCode,
    kind,
    state,
    district,
    city: "",
    management: "",
    affiliatingUniversity: "",
    aicteId: "",
    womenOnly: "",
    minority: "",
    established: "",
    officialNames: [],
    otherNames: [],
    sources: new Set(),
  };
}

export interface InstitutionInputs {
  aishe: AisheInstitution[];
  aicte: Joined<AicteInstitution>[];
  nmc: Joined<NmcCollege>[];
  nirf: { rows: NirfRanking[]; codes: string[]; namedByAlias: boolean[] };
  /** JoSAA's name of the institutions it counsels for (IITs, NITs, IIITs, GFTIs): shown before all others. */
  josaaNames?: Map<string, string>;
  /** Records merged into another institution (merge-institutions.ts): retired code → surviving code. */
  mergedInto?: Map<string, string>;
}

/** "Trust Trust", "Society Society" → "Trust", "Society". */
function onceOnly(value: string): string {
  return value.trim().replace(/^(.+?)(\s+\1)+$/i, "$1");
}

function addAicte(institution: Institution, record: AicteInstitution): void {
  // Two AICTE records of one institution: the first one's id names it, the programmes keep their own.
  institution.aicteId ||= record.aicte_id;
  institution.management ||= onceOnly(record.institution_type);
  institution.affiliatingUniversity ||= removeNameNoise(record.university);
  institution.womenOnly = yesNo(record.women);
  institution.minority = yesNo(record.minority);
  institution.officialNames.push(record.institute_name);
  institution.sources.add("aicte");
}

function addNmc(institution: Institution, record: NmcCollege): void {
  institution.management = onceOnly(record.management);
  institution.affiliatingUniversity ||= record.university;
  institution.established = record.established;
  institution.officialNames.unshift(record.name);
  institution.sources.add("nmc");
}

export function buildInstitutions(inputs: InstitutionInputs): Row[] {
  const stateName = canonicalState;
  const institutions = new Map<string, Institution>();
  const merged = (code: string) => inputs.mergedInto?.get(code) ?? code;
  // An AISHE institution merged into another gives it its names; the survivors are made first.
  const retired = inputs.aishe.filter((aishe) => merged(aishe.code) !== aishe.code);
  for (const aishe of inputs.aishe) {
    if (merged(aishe.code) !== aishe.code) continue;
    const institution = blank(aishe.code, aishe.code, kindOfCode(aishe.code), stateName(aishe.state), aishe.district);
    institution.otherNames.push(aishe.name, ...aishe.otherNames);
    institution.sources.add("aishe");
    institutions.set(aishe.code, institution);
  }
  for (const aishe of retired) {
    const institution = institutions.get(merged(aishe.code));
    if (!institution)
      throw new Error(`merged: ${aishe.code} into ${merged(aishe.code)}, which is not an AISHE institution`);
    institution.otherNames.push(aishe.name, ...aishe.otherNames);
    institution.district ||= aishe.district;
  }
  for (const { record, aisheCode } of inputs.aicte) {
    const code = merged(aisheCode || `AICTE:${record.aicte_id}`);
    if (!institutions.has(code)) {
      const kind = AICTE_UNIVERSITY_TYPES.test(record.institution_type)
        ? "university"
        : record.university
          ? "college"
          : "standalone";
      institutions.set(code, blank(code, "", kind, stateName(record.state), titleCase(record.district.toLowerCase())));
    }
    addAicte(institutions.get(code)!, record);
  }
  for (const { record, aisheCode } of inputs.nmc) {
    const code = merged(aisheCode || `NMC:${record.serial}`);
    if (!institutions.has(code))
      institutions.set(code, blank(code, "", "college", stateName(record.state), record.district));
    addNmc(institutions.get(code)!, record);
  }
  // NIRF names come first, the latest year's Overall name before the others. Two kinds only where NIRF
  // gives no other: a 2025 category name whose city the compilation joined with a hyphen ("Jamia
  // Hamdard-New Delhi"), and an old or odd spelling joined through the alias table ("Pandit Deendayal
  // Petroleum University" in the 2025 file, now Pandit Deendayal Energy University).
  const lastResort = (item: { row: NirfRanking; index: number }) =>
    Number(Boolean(item.row.cityJoined) || inputs.nirf.namedByAlias[item.index]);
  const nirfOrder = inputs.nirf.rows
    .map((row, index) => ({ row, index, code: inputs.nirf.codes[index] }))
    .sort(
      (a, b) =>
        lastResort(a) - lastResort(b) ||
        b.row.year - a.row.year ||
        Number(b.row.category === "Overall") - Number(a.row.category === "Overall"),
    );
  const nirfNames = new Map<string, string[]>();
  for (const { row, code: ownCode } of nirfOrder) {
    const code = merged(ownCode);
    if (!institutions.has(code)) {
      const kind = kindOfCode(code.replace(/^NIRF:/, "")) || "standalone";
      institutions.set(code, blank(code, "", kind, stateName(row.state), ""));
    }
    const institution = institutions.get(code)!;
    institution.city ||= row.city;
    institution.sources.add("nirf");
    nirfNames.set(code, [...(nirfNames.get(code) ?? []), row.name]);
  }
  for (const [code, names] of nirfNames) institutions.get(code)!.officialNames.unshift(...names);
  for (const [code, name] of inputs.josaaNames ?? []) {
    const institution = institutions.get(code);
    if (!institution) throw new Error(`JoSAA: no institution ${code}`);
    institution.officialNames.unshift(name);
    institution.sources.add("josaa");
  }

  const named = [...institutions.values()].map((institution) => {
    const names = [...institution.officialNames, ...institution.otherNames].map(displayName).filter(Boolean);
    const name = names[0] ?? institution.code;
    const seen = new Set([name.toLowerCase()]);
    const aliases = names.filter((alias) => !seen.has(alias.toLowerCase()) && seen.add(alias.toLowerCase()));
    return { institution, name, aliases };
  });
  const slugs = assignSlugs(
    named.map(({ institution, name }) => ({
      code: institution.code,
      name,
      place: institution.city || institution.district,
    })),
  );
  return named.map(({ institution, name, aliases }) => ({
    code: institution.code,
    aishe_code: institution.aisheCode,
    name,
    aliases: aliases.join("|"),
    slug: slugs.get(institution.code)!,
    kind: institution.kind,
    state: institution.state,
    district: institution.district,
    city: institution.city,
    management: institution.management,
    affiliating_university: institution.affiliatingUniversity,
    aicte_id: institution.aicteId,
    women_only: institution.womenOnly,
    minority: institution.minority,
    established: institution.established,
    sources: [...institution.sources].sort().join("|"),
  }));
}
