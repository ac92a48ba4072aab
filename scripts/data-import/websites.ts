// Official websites, from three compilations, kept only where the record is certainly the institution: the
// compilers found some addresses on commercial portals, so a website is shown only beside the institution
// it was matched to without doubt (docs/data.md).
import { existsSync } from "node:fs";
import { matchKey, stateKey } from "../../domain/names/match-names.ts";
import { stateNamed } from "../../domain/states.ts";
import type { JoinCount } from "./join-sources.ts";
import { readCsv, readText } from "./read-files.ts";
import type { Row } from "./write-outputs.ts";

export const WEBSITE_COLUMNS = ["institution_code", "website", "source", "matched_by"];

interface JosaaProfile {
  aishe_code: string | null;
  display_name: string;
  website: string | null;
}

interface HipoUniversity {
  name: string;
  "state-province": string | null;
  web_pages: string[];
}

/**
 * An http(s) address from what a compilation printed ("www.iitm.ac.in" → "https://www.iitm.ac.in"); null for
 * anything else ("-", a javascript: or mailto: address, spaces).
 */
export function websiteUrl(printed: string | null | undefined): string | null {
  const text = (printed ?? "").trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname)) return null;
    return url.href;
  } catch {
    return null;
  }
}

function readJson<T>(path: string): T[] {
  return existsSync(path) ? (JSON.parse(readText(path)) as T[]) : [];
}

interface WebsiteInputs {
  josaaProfilesPath: string;
  hipoPath: string;
  comedkMetaPath: string;
  institutions: Row[];
  cutoffInstitutes: Row[];
}

const count = (bucket: Record<string, number>, why: string) => (bucket[why] = (bucket[why] ?? 0) + 1);

/**
 * JoSAA's institute profiles: the profile's name is one JoSAA printed, so it reaches the institution the
 * portal already links that JoSAA institute to; a profile whose AISHE code names another institution is
 * left out.
 */
function josaaWebsites(profiles: JosaaProfile[], cutoffInstitutes: Row[]): { rows: Row[]; counts: JoinCount } {
  const linked = new Map<string, string>();
  for (const institute of cutoffInstitutes) {
    if (institute.counselling !== "josaa" || !institute.institution_code) continue;
    for (const name of String(institute.names_as_published).split("|"))
      linked.set(name, String(institute.institution_code));
  }
  const counts: JoinCount = {
    source: "JoSAA institute profiles",
    records: profiles.length,
    matched: {},
    unmatched: {},
  };
  const rows: Row[] = [];
  for (const profile of profiles) {
    const website = websiteUrl(profile.website);
    const code = linked.get(profile.display_name);
    if (!website) count(counts.unmatched, "no website given");
    else if (!code) count(counts.unmatched, "not a JoSAA institute the portal links");
    else if (profile.aishe_code && profile.aishe_code !== code)
      count(counts.unmatched, "its AISHE code names another institution");
    else {
      count(counts.matched, "JoSAA's name of a linked institute");
      rows.push({ institution_code: code, website, source: "josaa-profiles", matched_by: "JoSAA institute name" });
    }
  }
  return { rows, counts };
}

/** The university domains list: the one institution of the state with exactly the record's name. */
export function hipoWebsites(records: HipoUniversity[], institutions: Row[]): { rows: Row[]; counts: JoinCount } {
  const byKey = new Map<string, string[]>();
  for (const row of institutions) {
    const names = [String(row.name), ...String(row.aliases || "").split("|")].filter(Boolean);
    for (const key of new Set(names.map(matchKey))) {
      const indexKey = `${stateKey(String(row.state))}|${key}`;
      byKey.set(indexKey, [...(byKey.get(indexKey) ?? []), String(row.code)]);
    }
  }
  const counts: JoinCount = {
    source: "University web domains list",
    records: records.length,
    matched: {},
    unmatched: {},
  };
  const found: Row[] = [];
  for (const record of records) {
    const state = stateNamed(record["state-province"] ?? "");
    const website = websiteUrl(record.web_pages[0]);
    if (!website) {
      count(counts.unmatched, "no website given");
      continue;
    }
    if (!state) {
      count(counts.unmatched, "no state given (blank or a city)");
      continue;
    }
    const codes = [...new Set(byKey.get(`${stateKey(state)}|${matchKey(record.name)}`) ?? [])];
    if (codes.length !== 1) {
      count(
        counts.unmatched,
        codes.length ? "several institutions of that name in the state" : "no institution of that name in the state",
      );
      continue;
    }
    found.push({ institution_code: codes[0], website, source: "hipo-domains", matched_by: "whole name and state" });
  }
  const claims = Map.groupBy(found, (row) => String(row.institution_code));
  const rows = found.filter((row) => claims.get(String(row.institution_code))!.length === 1);
  for (const row of found)
    count(
      rows.includes(row) ? counts.matched : counts.unmatched,
      rows.includes(row) ? "whole name and state" : "two records name the same institution",
    );
  return { rows, counts };
}

/**
 * COMEDK's college list: by COMEDK's college code, through the COMEDK institute the portal links; only the
 * addresses the compiler marked of high confidence.
 */
function comedkWebsites(meta: Record<string, string>[], cutoffInstitutes: Row[]): { rows: Row[]; counts: JoinCount } {
  const linked = new Map<string, string>();
  for (const institute of cutoffInstitutes) {
    if (institute.counselling !== "comedk" || !institute.institution_code) continue;
    for (const code of String(institute.source_code).split("|")) linked.set(code, String(institute.institution_code));
  }
  const counts: JoinCount = { source: "COMEDK college list", records: meta.length, matched: {}, unmatched: {} };
  const rows: Row[] = [];
  for (const college of meta) {
    const website = websiteUrl(college.website);
    const code = linked.get(college.code);
    if (!website) count(counts.unmatched, "no website given");
    else if (college.confidence !== "high")
      count(counts.unmatched, `the compiler's confidence in the website: ${college.confidence || "none"}`);
    else if (!code) count(counts.unmatched, "not a COMEDK college the portal links");
    else {
      count(counts.matched, "COMEDK college code of a linked college");
      rows.push({ institution_code: code, website, source: "comedk-colleges", matched_by: "COMEDK college code" });
    }
  }
  return { rows, counts };
}

/**
 * One website per institution: JoSAA's profile first, then COMEDK's list, then the domains list; where two
 * sources disagree on the host, the first is kept and the disagreement counted.
 */
function buildWebsites(inputs: WebsiteInputs): { rows: Row[]; joins: JoinCount[]; disagreements: number } {
  const josaa = josaaWebsites(readJson<JosaaProfile>(inputs.josaaProfilesPath), inputs.cutoffInstitutes);
  const comedk = comedkWebsites(
    existsSync(inputs.comedkMetaPath) ? readCsv(inputs.comedkMetaPath) : [],
    inputs.cutoffInstitutes,
  );
  const hipo = hipoWebsites(readJson<HipoUniversity>(inputs.hipoPath), inputs.institutions);
  const chosen = new Map<string, Row>();
  let disagreements = 0;
  const host = (url: unknown) => new URL(String(url)).hostname.replace(/^www\./, "");
  for (const row of [...josaa.rows, ...comedk.rows, ...hipo.rows]) {
    const kept = chosen.get(String(row.institution_code));
    if (!kept) chosen.set(String(row.institution_code), row);
    else if (host(kept.website) !== host(row.website)) disagreements++;
  }
  return { rows: [...chosen.values()], joins: [josaa.counts, comedk.counts, hipo.counts], disagreements };
}

/** The websites file's rows and the report's lines. */
export function buildWebsiteOutputs(from: string, institutions: Row[], cutoffInstitutes: Row[]) {
  const built = buildWebsites({
    josaaProfilesPath: `${from}/websites/josaa-institute-profiles-2025.json.gz`,
    hipoPath: `${from}/websites/hipo-india-universities.json.gz`,
    comedkMetaPath: `${from}/comedk/comedk-colleges-meta.csv.gz`,
    institutions,
    cutoffInstitutes,
  });
  return {
    rows: built.rows.sort((a, b) => (a.institution_code < b.institution_code ? -1 : 1)),
    joins: built.joins,
    notes: [
      `Official websites written: ${built.rows.length} institutions; where two sources gave another host for one ` +
        `institution, the first (JoSAA, then COMEDK, then the domains list) was kept: ${built.disagreements}.`,
    ],
  };
}
