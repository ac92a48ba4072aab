// Joins AICTE, NMC and NIRF records to AISHE institutions: the alias table first, then the AISHE code a
// NIRF id carries (checked against the name), then normalised name + state + district.
import type { AicteInstitution } from "./aicte.ts";
import { aliasKey, type Alias } from "./aliases.ts";
import { matchKey, similarNames, stateKey } from "../../domain/names/match-names.ts";
import { matchToAishe, nameKeys, type AisheIndex } from "./match-institutions.ts";
import type { NmcCollege } from "./nmc.ts";
import { aisheCodeInNirfId, nirfInstitutionKey, type NirfPlacement, type NirfRanking } from "./nirf.ts";

export interface JoinCount {
  source: string;
  records: number;
  matched: Record<string, number>;
  unmatched: Record<string, number>;
}

export interface Joined<T> {
  record: T;
  /** The AISHE code, or "" when the record stays an institution of its own. */
  aisheCode: string;
}

function count(counts: Record<string, number>, reason: string): void {
  counts[reason] = (counts[reason] ?? 0) + 1;
}

/** Leaves unmatched every record that claims an AISHE institution another record of the same source claims too. */
function oneRecordPerInstitution<T>(joined: Joined<T>[], how: string[], counts: JoinCount): void {
  const claims = new Map<string, number>();
  for (const item of joined) if (item.aisheCode) claims.set(item.aisheCode, (claims.get(item.aisheCode) ?? 0) + 1);
  joined.forEach((item, index) => {
    if (item.aisheCode && claims.get(item.aisheCode)! > 1 && how[index] !== "alias table") {
      item.aisheCode = "";
      how[index] = "another record of the same source names the same AISHE institution";
    }
  });
  joined.forEach((item, index) => count(item.aisheCode ? counts.matched : counts.unmatched, how[index]));
}

function fromAlias(aliases: Map<string, Alias>, source: string, key: string): Alias | undefined {
  return aliases.get(aliasKey(source, key));
}

export function joinAicte(records: AicteInstitution[], index: AisheIndex, aliases: Map<string, Alias>) {
  const counts: JoinCount = { source: "AICTE", records: records.length, matched: {}, unmatched: {} };
  const how: string[] = [];
  const joined = records.map((record) => {
    const alias = fromAlias(aliases, "AICTE", record.aicte_id);
    if (alias) {
      how.push("alias table");
      return { record, aisheCode: alias.aisheCode };
    }
    const result = matchToAishe(index, {
      name: record.institute_name,
      state: record.state,
      places: [record.district, record.address],
    });
    how.push(result.how);
    return { record, aisheCode: result.code };
  });
  oneRecordPerInstitution(joined, how, counts);
  return { joined, counts };
}

export function joinNmc(records: NmcCollege[], index: AisheIndex, aliases: Map<string, Alias>) {
  const counts: JoinCount = { source: "NMC", records: records.length, matched: {}, unmatched: {} };
  const how: string[] = [];
  const joined = records.map((record) => {
    const alias = fromAlias(aliases, "NMC", record.name);
    if (alias) {
      how.push("alias table");
      return { record, aisheCode: alias.aisheCode };
    }
    const place = record.name.split(",").at(-1) ?? "";
    const result = matchToAishe(index, { name: record.name, state: record.state, places: [record.district, place] });
    how.push(result.how);
    return { record, aisheCode: result.code };
  });
  oneRecordPerInstitution(joined, how, counts);
  return { joined, counts };
}

export interface NirfJoin {
  /** Institution code per ranking row (AISHE code or `NIRF:<id>`), in the order of the rows. */
  rankingCodes: string[];
  /** Per ranking row: whether its own name is in the alias table (a spelling the rules do not recognise). */
  rankingNamedByAlias: boolean[];
  placementCodes: string[];
  counts: JoinCount;
  /** NIRF institutions that stay on their own: code → their rows. */
  ownInstitutions: Map<string, NirfRanking[]>;
  rejectedIdCodes: string[];
}

function nameKey(name: string, state: string): string {
  return `${stateKey(state)}|${matchKey(name)}`;
}

/** Joins every ranking row, then the rows without a stable id (2017, 2025 categories) through the names of the rows with one. */
export function joinNirf(
  rankings: NirfRanking[],
  placements: NirfPlacement[],
  index: AisheIndex,
  aliases: Map<string, Alias>,
): NirfJoin {
  const counts: JoinCount = { source: "NIRF", records: 0, matched: {}, unmatched: {} };
  const rejectedIdCodes: string[] = [];
  // One NIRF institution per stable id; id-less rows join the institution of the same name and state.
  const institutionOf = (row: { nirfId?: string }) => (row.nirfId ? nirfInstitutionKey(row.nirfId) : "");
  // Each name key of an institution with an id, unless two such institutions share it.
  const idsByName = new Map<string, Set<string>>();
  for (const row of rankings) {
    const key = institutionOf(row);
    if (!key) continue;
    for (const variant of nameKeys(row.name)) {
      const name = `${stateKey(row.state)}|${variant}`;
      idsByName.set(name, (idsByName.get(name) ?? new Set()).add(key));
    }
  }
  const keyByName = (row: { name: string; state: string }) => {
    for (const variant of nameKeys(row.name)) {
      const ids = idsByName.get(`${stateKey(row.state)}|${variant}`);
      if (ids?.size === 1) return [...ids][0];
    }
    return "";
  };
  const nirfKeyOf = (row: { nirfId?: string; name: string; state: string; fixedCode?: string }) =>
    row.fixedCode === "-"
      ? `own:${nameKey(row.name, row.state)}`
      : row.fixedCode
        ? `row:${row.fixedCode}`
        : institutionOf(row) || keyByName(row) || `name:${nameKey(row.name, row.state)}`;

  const groups = new Map<string, NirfRanking[]>();
  for (const row of rankings) groups.set(nirfKeyOf(row), [...(groups.get(nirfKeyOf(row)) ?? []), row]);

  const codeOfGroup = new Map<string, string>();
  for (const [key, rows] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) {
    counts.records++;
    if (key.startsWith("row:") || key.startsWith("own:")) {
      codeOfGroup.set(key, key.startsWith("row:") ? key.slice(4) : "");
      count(key.startsWith("row:") ? counts.matched : counts.unmatched, "NIRF 2025 row table");
      continue;
    }
    const alias = [key, ...rows.map((row) => row.name)].map((k) => fromAlias(aliases, "NIRF", k)).find(Boolean);
    if (alias) {
      codeOfGroup.set(key, alias.aisheCode);
      // An alias may name the institute's own AICTE record where AISHE does not list it apart.
      const toAishe = /^[UCSR]-\d+$/.test(alias.aisheCode);
      count(toAishe ? counts.matched : counts.unmatched, toAishe ? "alias table" : "alias table (own institution)");
      continue;
    }
    const idCode = rows.map((row) => aisheCodeInNirfId(row.nirfId)).find(Boolean) ?? "";
    const aishe = index.byCode.get(idCode);
    if (aishe) {
      const agrees =
        rows.some((row) => stateKey(row.state) === stateKey(aishe.state)) &&
        rows.some((row) => [aishe.name, ...aishe.otherNames].some((name) => similarNames(row.name, name)));
      if (agrees) {
        codeOfGroup.set(key, aishe.code);
        count(counts.matched, "AISHE code in the NIRF id, name and state agree");
        continue;
      }
      rejectedIdCodes.push(`${key} ${rows[0].name} (${rows[0].state}) ≠ ${aishe.code} ${aishe.name} (${aishe.state})`);
    }
    let code = "";
    let how = "";
    for (const row of rows) {
      const result = matchToAishe(index, { name: row.name, state: row.state, places: [row.city] }, true);
      how ||= result.how;
      if (result.code) {
        code = result.code;
        how = result.how;
        break;
      }
    }
    codeOfGroup.set(key, code);
    count(code ? counts.matched : counts.unmatched, how);
  }
  const ownInstitutions = new Map<string, NirfRanking[]>();
  const codeFor = (key: string) =>
    codeOfGroup.get(key) || `NIRF:${/^(name|own):/.test(key) ? slugKey(groups.get(key)![0]) : key}`;
  for (const [key, rows] of groups) if (!codeOfGroup.get(key)) ownInstitutions.set(codeFor(key), rows);
  return {
    rankingCodes: rankings.map((row) => codeFor(nirfKeyOf(row))),
    rankingNamedByAlias: rankings.map((row) => Boolean(fromAlias(aliases, "NIRF", row.name))),
    placementCodes: placements.map((row) => codeFor(nirfKeyOf(row))),
    counts,
    ownInstitutions,
    rejectedIdCodes,
  };
}

function slugKey(row: NirfRanking): string {
  return matchKey(row.name).replace(/ /g, "-");
}
