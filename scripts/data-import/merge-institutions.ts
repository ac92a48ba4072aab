// One page per institution: records of the catalogue that name one institution twice (an AICTE record beside
// its AISHE institution, two AICTE records of one college, an NMC college beside its AISHE one) become one
// row. The rules, one line each:
//   - same state, same district (districts.csv spelling) or one of the two without a district;
//   - names equal after normalising (matchKey: case, punctuation, "&"/"and", abbreviations), with bracketed
//     words, "(Autonomous)" and a trailing place (the record's district or city) dropped;
//   - a generic name ("Government Polytechnic", "Government Degree College") merges only when both names carry
//     the same place;
//   - at most one AISHE institution in the group, which keeps its code; otherwise nothing merges;
//   - refused when the bracketed course differs ("(MBA)" vs "(MCA)"), a university meets a non-university,
//     a campus or unit number differs, or one name says women's and the other does not.
// Hand merges (merges.csv) decide what the rules cannot, each with its reason.
import { matchKey, nameWords } from "../../domain/names/match-names.ts";
import { readCsv } from "./read-files.ts";
import type { Row } from "./write-outputs.ts";

export interface Merge {
  from: string;
  to: string;
  rule: string;
}

export interface HandMerge {
  from: string;
  to: string;
  note: string;
}

export interface ApartGroup {
  codes: string[];
  names: string[];
  reason: string;
}

export const RULES = {
  sameName: "same name, state and district",
  samePlaceDropped: "same name once the place, brackets or '(Autonomous)' are dropped",
  noDistrict: "same name in the state, one without a district",
  collegeAndStandalone: "AISHE's college and standalone institution of one name and district",
  sameAddress: "a common name, and AICTE's addresses at the same place",
} as const;

export const APART_REASONS = {
  generic: "generic or common name (in three or more districts) without a place that tells them apart",
  society: "the name of a society or trust, which runs several institutions",
  nmc: "NMC lists each as an MBBS college of its own",
  addresses: "AICTE's addresses name different places",
  otherAishe: "the name fits more than one AISHE institution of the district once brackets or place are dropped",
  severalAishe: "AISHE lists each under its own code",
  course: "the bracketed course differs",
  university: "a university and a college, school or campus of it",
  campus: "campus or unit numbers differ",
  women: "one is a women's institution, the other not",
  kind: "different kinds of record",
  districts: "no district on one, several districts on the others",
} as const;

/** The source a code comes from. */
function sourceOf(code: string): "aishe" | "aicte" | "nmc" | "nirf" {
  if (code.startsWith("AICTE:")) return "aicte";
  if (code.startsWith("NMC:")) return "nmc";
  if (code.startsWith("NIRF:")) return "nirf";
  return "aishe";
}

const SOURCE_ORDER = { aishe: 0, nirf: 1, aicte: 2, nmc: 3 };

// Words that say what kind of place, not which: a name made of these alone names no one institution.
const GENERIC_WORDS = new Set(
  (
    "government sri saint private aided model national public new city district state central regional " +
    "degree college institute university polytechnic mahavidyalaya vidyalaya school academy center " +
    "engineering technology management sciences arts commerce pharmacy nursing law education teacher teachers " +
    "training industrial technical professional medical dental ayurvedic ayurveda homoeopathic homeopathic unani " +
    "hospital research study higher advanced applied computer applications information business administration " +
    "women womens girls girl boys mahila kanya first grade junior senior evening post graduate pg ug b ed bed " +
    "physical fine music sanskrit oriental hotel catering architecture agriculture agricultural veterinary " +
    "polytechnical mining paramedical physiotherapy vocational skill skills development campus group " +
    "integrated rajkiya shaskiya adarsh residential tribal rural welfare social work autonomous evening " +
    "diploma affiliated constituent department faculty studies"
  ).split(" "),
);

// Course words: a bracket holding one of these names a course-specific approval ("… (MBA)").
const COURSE_WORDS = new Set(
  (
    "mba mca bba bca pgdm pgdba bed med dled btech mtech be me bpharm dpharm mpharm pharmacy pharma engineering " +
    "management law llb nursing architecture barch hmct hotel polytechnic diploma mam pgdca bsc msc ba ma bcom " +
    "mcom computer applications business administration education medical dental ayurveda ayurvedic " +
    "homoeopathic physiotherapy agriculture integrated mlt sc pg ug courses"
  ).split(" "),
);

const WOMEN_WORDS = new Set(["women", "womens", "woman", "girls", "girl", "mahila", "kanya", "ladies"]);
const UNIVERSITY_WORDS = new Set(["university", "vidyapeeth", "vidyapith", "vidyapeetham"]);
const NUMBER_WORDS = new Set(["ii", "iii", "iv", "2", "3", "4", "5", "1", "i"]);

/** Bracketed parts of a name, as match words. */
function bracketWords(name: string): string[] {
  return [...name.matchAll(/\(([^)]*)\)?/g)].flatMap((match) => nameWords(match[1]));
}

/** The course words a name's brackets hold ("(MBA)" → mba), "(Autonomous)" and places aside. */
function bracketCourses(name: string): string {
  return [...new Set(bracketWords(name).filter((word) => COURSE_WORDS.has(word)))].sort().join(" ");
}

function womenWording(name: string): boolean {
  return nameWords(name).some((word) => WOMEN_WORDS.has(word));
}

function numbers(name: string): string {
  const words = nameWords(name);
  return words
    .filter((word, i) => NUMBER_WORDS.has(word) || (/^\d+$/.test(word) && ["campus", "unit"].includes(words[i - 1])))
    .sort()
    .join(" ");
}

function saysUniversity(name: string): boolean {
  return nameWords(name.replace(/\([^)]*\)?/g, " ")).some((word) => UNIVERSITY_WORDS.has(word));
}

/** A key made only of generic words: it names a kind of institution, not one. */
function isGeneric(key: string): boolean {
  return key.split(" ").every((word) => GENERIC_WORDS.has(word));
}

/** How many districts of India hold a record of each key: a name found in three or more is a common one. */
function spreadOfKeys(candidates: Iterable<Candidate & { state: string }>): Map<string, number> {
  const places = new Map<string, Set<string>>();
  for (const candidate of candidates)
    for (const name of candidate.names) {
      const key = matchKey(name);
      places.set(key, (places.get(key) ?? new Set()).add(`${candidate.state}|${candidate.district}`));
    }
  return new Map([...places].map(([key, set]) => [key, set.size]));
}

const COMMON_SPREAD = 3;

// A society's or trust's name: it runs several institutions, so the name alone names none of them.
const SOCIETY_WORDS = new Set([
  "mandal",
  "mandali",
  "samiti",
  "society",
  "trust",
  "sanstha",
  "sabha",
  "parishad",
  "foundation",
]);

function isSocietyName(key: string): boolean {
  return key.split(" ").some((word) => SOCIETY_WORDS.has(word));
}

const PLACE_NOISE = new Set(["district", "dist", "distt", "city", "urban", "rural"]);

/** A place's words run together, "District" and the like aside: "Bengaluru Urban" → "bangalore". */
function placeKey(place: string): string {
  return nameWords(place)
    .filter((word) => !PLACE_NOISE.has(word))
    .join("");
}

/** The name's key with brackets and a trailing place (the district or city given) dropped. */
export function looseKey(name: string, places: string[]): string {
  const words = matchKey(name.replace(/\([^)]*\)?/g, " "))
    .split(" ")
    .filter(Boolean);
  while (words.at(-1) === "autonomous") words.pop();
  for (const place of [...places, ...places]) {
    if (!place) continue;
    for (let n = Math.min(3, words.length - 2); n >= 1; n--) {
      if (placeKey(words.slice(-n).join(" ")) === placeKey(place)) {
        words.splice(-n);
        break;
      }
    }
    while (words.at(-1) === "autonomous") words.pop();
  }
  return words.join(" ");
}

interface Candidate {
  code: string;
  state: string;
  name: string;
  names: string[];
  kind: string;
  district: string;
  city: string;
  /** Whether NMC's seat matrix is among its sources (one MBBS college per institution). */
  nmc: boolean;
  /** The address of its AICTE record, if it has one. */
  address: string;
}

const ADDRESS_WORDS = new Set(
  (
    "road near post pin dist district village vill taluk taluka tehsil tq main street marg opp opposite behind " +
    "campus nagar colony area sector block phase highway nh sh bypass cross circle chowk bazar market town city " +
    "po ps via mandal state india house building floor plot no door old bus stand temple junction railway " +
    "station east west north south office tk dt distt post"
  ).split(" "),
);

/** The words of an address that name a place: not numbers, the district, the city or words any address has. */
function addressPlaces(candidate: Candidate): Set<string> {
  const around = new Set([candidate.district, candidate.city, candidate.state].flatMap((place) => nameWords(place)));
  return new Set(
    nameWords(candidate.address).filter(
      (word) =>
        word.length >= 3 &&
        !/\d/.test(word) &&
        !ADDRESS_WORDS.has(word) &&
        !GENERIC_WORDS.has(word) &&
        !around.has(word),
    ),
  );
}

/** Whether two AICTE addresses share a place (a locality or town beyond the district's own name). */
function sharePlace(a: Candidate, b: Candidate): boolean {
  const left = addressPlaces(a);
  return [...addressPlaces(b)].some((word) => left.has(word));
}

/** Why two records of one name must stay apart, or "" when nothing forbids the merge. */
function refusal(a: Candidate, b: Candidate): string {
  if (bracketCourses(a.name) !== bracketCourses(b.name)) return APART_REASONS.course;
  const university = (c: Candidate) => c.kind === "university" || saysUniversity(c.name);
  if (university(a) !== university(b)) return APART_REASONS.university;
  if (numbers(a.name) !== numbers(b.name)) return APART_REASONS.campus;
  if (womenWording(a.name) !== womenWording(b.name)) return APART_REASONS.women;
  if (a.district && b.district && a.district !== b.district) return APART_REASONS.districts;
  if (a.nmc && b.nmc) return APART_REASONS.nmc;
  if (a.address && b.address && !sharePlace(a, b)) return APART_REASONS.addresses;
  return "";
}

/**
 * AISHE's college (C-) and standalone institution (S-, a diploma or professional unit it reports apart) of
 * exactly one name (brackets included) in one district, which no refusal tells apart: one institution.
 */
function collegeAndStandalone(a: Candidate, b: Candidate): boolean {
  const [college, standalone] = [a, b].sort((x, y) => (x.code < y.code ? -1 : 1));
  if (!college.code.startsWith("C-") || !standalone.code.startsWith("S-")) return false;
  if (!college.district || college.district !== standalone.district) return false;
  const keys = new Set(college.names.map(matchKey));
  return standalone.names.some((name) => keys.has(matchKey(name))) && !refusal(college, standalone);
}

/** The hand merges of merges.csv (from_code, to_code, note). */
export function readHandMerges(path: string): HandMerge[] {
  return readCsv(path).map((row) => ({ from: row.from_code, to: row.to_code, note: row.note }));
}

function candidateOf(row: Row, addresses: Map<string, string> = new Map()): Candidate {
  const name = String(row.name);
  const aliases = String(row.aliases || "")
    .split("|")
    .filter(Boolean);
  return {
    code: String(row.code),
    state: String(row.state),
    name,
    names: [name, ...aliases],
    kind: String(row.kind),
    district: String(row.district),
    city: String(row.city),
    nmc: String(row.sources ?? "")
      .split("|")
      .includes("nmc"),
    address: addresses.get(String(row.aicte_id ?? "")) ?? "",
  };
}

/** The keys a record is grouped by, each with the rule it stands for. */
function keysOf(candidate: Candidate, spread: Map<string, number>): { key: string; rule: string }[] {
  const keys = new Map<string, string>();
  const common = (key: string) => isGeneric(key) || isSocietyName(key) || (spread.get(key) ?? 0) >= COMMON_SPREAD;
  for (const name of candidate.names) {
    const exact = matchKey(name);
    if (exact && !common(exact)) keys.set(exact, keys.get(exact) ?? RULES.sameName);
    // A common name joins only records whose AICTE addresses name one place (refusal checks the place).
    else if (exact && candidate.address && !isSocietyName(exact)) keys.set(`${exact}@aicte`, RULES.sameAddress);
    const loose = looseKey(name, [candidate.district, candidate.city]);
    if (loose && loose.split(" ").length >= 2 && !common(loose) && !keys.has(loose))
      keys.set(loose, RULES.samePlaceDropped);
  }
  return [...keys].map(([key, rule]) => ({ key, rule }));
}

class UnionFind {
  private parent = new Map<string, string>();
  find(code: string): string {
    let root = code;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root)!;
    this.parent.set(code, root);
    return root;
  }
  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(rb < ra ? ra : rb, rb < ra ? rb : ra);
  }
}

function survivorOrder(a: Candidate, b: Candidate): number {
  return SOURCE_ORDER[sourceOf(a.code)] - SOURCE_ORDER[sourceOf(b.code)] || (a.code < b.code ? -1 : 1);
}

/**
 * The merges of a catalogue (rows as built, districts as districts.csv spells them): code → surviving code,
 * each with its rule, and the same-name groups the rules keep apart with the reason.
 */
export function findMerges(
  rows: Row[],
  hand: HandMerge[] = [],
  /** AICTE id → the record's address: two AICTE records join one institution only at one place. */
  addresses: Map<string, string> = new Map(),
): { merges: Merge[]; apart: ApartGroup[] } {
  const candidates = new Map(rows.map((row) => [String(row.code), candidateOf(row, addresses)]));
  const stateOf = new Map(rows.map((row) => [String(row.code), String(row.state)]));
  const spread = spreadOfKeys(candidates.values());
  const merges: Merge[] = [];
  const handled = new Set<string>();
  for (const merge of hand) {
    if (!candidates.has(merge.from)) throw new Error(`merges.csv: no institution ${merge.from}`);
    if (!candidates.has(merge.to)) throw new Error(`merges.csv: no institution ${merge.to}`);
    if (merge.from === merge.to) throw new Error(`merges.csv: ${merge.from} merged into itself`);
    merges.push({ from: merge.from, to: merge.to, rule: "by hand" });
    handled.add(merge.from);
  }
  const handTargets = new Set(hand.map((merge) => merge.to));

  // Records grouped by state, district and key, each with the rule it joined by; the records without a
  // district join the one district of their state that has the key, if only one has it.
  const groups = new Map<string, Map<string, string>>();
  const districtsByStateKey = new Map<string, Set<string>>();
  const undistricted: { code: string; key: string; rule: string }[] = [];
  const join = (groupKey: string, code: string, rule: string) => {
    const group = groups.get(groupKey) ?? new Map<string, string>();
    if (!group.has(code) || rule === RULES.sameName) group.set(code, rule);
    groups.set(groupKey, group);
  };
  for (const candidate of candidates.values()) {
    if (handled.has(candidate.code)) continue;
    const state = stateOf.get(candidate.code)!;
    for (const { key, rule } of keysOf(candidate, spread)) {
      if (!candidate.district) {
        undistricted.push({ code: candidate.code, key: `${state}|${key}`, rule });
        continue;
      }
      join(`${state}|${candidate.district}|${key}`, candidate.code, rule);
      const districts = districtsByStateKey.get(`${state}|${key}`) ?? new Set();
      districtsByStateKey.set(`${state}|${key}`, districts.add(candidate.district));
    }
  }
  const apart: ApartGroup[] = [];
  const orphans = new Map<string, string[]>();
  for (const { code, key, rule } of undistricted) {
    const districts = districtsByStateKey.get(key);
    const [state, name] = [key.slice(0, key.indexOf("|")), key.slice(key.indexOf("|") + 1)];
    if (districts?.size === 1) join(`${state}|${[...districts][0]}|${name}`, code, RULES.noDistrict);
    else if (districts && districts.size > 1) orphans.set(key, [...(orphans.get(key) ?? []), code]);
    else join(`${key}|-`, code, rule);
  }

  // Records sharing a group are one institution, unless a refusal or two AISHE codes say otherwise.
  const union = new UnionFind();
  const ruleOf = new Map<string, string>();
  const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  // A pair's rule: the same name if both joined a group by it, else the other rule; the same name first.
  const rank = (rule: string) => (rule === RULES.sameName ? 0 : rule === RULES.noDistrict ? 1 : 2);
  for (const group of groups.values()) {
    const codes = [...group.keys()].sort();
    for (const [i, code] of codes.entries()) {
      if (i) union.union(codes[0], code);
      for (const other of codes.slice(i + 1)) {
        const pair = pairKey(code, other);
        const rule = [group.get(code)!, group.get(other)!].sort((a, b) => rank(b) - rank(a))[0];
        if (!ruleOf.has(pair) || rank(rule) < rank(ruleOf.get(pair)!)) ruleOf.set(pair, rule);
      }
    }
  }
  const components = new Map<string, string[]>();
  for (const group of groups.values())
    for (const code of group.keys()) {
      const root = union.find(code);
      const members = components.get(root) ?? [];
      if (!members.includes(code)) members.push(code);
      components.set(root, members);
    }
  const line = (candidate: Candidate) => `${candidate.code} ${candidate.name} [${candidate.district}]`;
  for (const members of components.values()) {
    if (members.length < 2) continue;
    const list = members.map((code) => candidates.get(code)!).sort(survivorOrder);
    let aishe = list.filter((candidate) => sourceOf(candidate.code) === "aishe");
    if (
      aishe.length === 2 &&
      ruleOf.has(pairKey(aishe[0].code, aishe[1].code)) &&
      collegeAndStandalone(aishe[0], aishe[1])
    ) {
      merges.push({ from: aishe[1].code, to: aishe[0].code, rule: RULES.collegeAndStandalone });
      aishe = [aishe[0]];
    }
    const others = list.filter((candidate) => sourceOf(candidate.code) !== "aishe");
    // Each other record joins the one AISHE institution it shares a name with and nothing refuses; with
    // none in the group, the records join the first of them (NIRF, then AICTE, then NMC).
    const handTarget = list.find((candidate) => handTargets.has(candidate.code));
    const kept = new Map<string, Candidate[]>();
    const refused: { candidate: Candidate; reason: string }[] = [];
    for (const candidate of others) {
      const linked = aishe.filter((institution) => ruleOf.has(pairKey(institution.code, candidate.code)));
      const fits = linked.filter((institution) => !refusal(institution, candidate));
      // Several fit: the one of exactly the same name (brackets and place kept), if only one is.
      const exact = fits.filter(
        (institution) => ruleOf.get(pairKey(institution.code, candidate.code)) !== RULES.samePlaceDropped,
      );
      const fitting = fits.length > 1 && exact.length === 1 ? exact : fits;
      let survivor: Candidate | undefined;
      if (fitting.length === 1) survivor = fitting[0];
      else if (fitting.length > 1) {
        refused.push({ candidate, reason: APART_REASONS.otherAishe });
        continue;
      } else if (linked.length) {
        refused.push({ candidate, reason: refusal(linked[0], candidate) });
        continue;
      } else if (!aishe.length) survivor = handTarget ?? others[0];
      else {
        refused.push({ candidate, reason: APART_REASONS.otherAishe });
        continue;
      }
      if (survivor === candidate) continue;
      const group = kept.get(survivor.code) ?? [survivor];
      const reason = group.map((other) => refusal(other, candidate)).find(Boolean);
      if (reason) {
        refused.push({ candidate, reason });
        continue;
      }
      const rule =
        group.map((other) => ruleOf.get(pairKey(other.code, candidate.code))).find(Boolean) ?? RULES.sameName;
      merges.push({ from: candidate.code, to: survivor.code, rule });
      kept.set(survivor.code, [...group, candidate]);
    }
    if (aishe.length > 1 || refused.length)
      apart.push({
        codes: list.map((candidate) => candidate.code),
        names: list.map(line),
        reason:
          aishe.length > 1 ? APART_REASONS.severalAishe : [...new Set(refused.map((item) => item.reason))].join("; "),
      });
  }
  for (const [key, codes] of orphans) {
    if (codes.some((code) => merges.some((merge) => merge.from === code))) continue;
    apart.push({
      codes,
      names: codes.map((code) => `${code} ${candidates.get(code)!.name} []`),
      reason: `${APART_REASONS.districts} (${key.split("|")[1]})`,
    });
  }
  return { merges: resolveChains(merges), apart };
}

/** Every merge straight to its last survivor: a → b and b → c become a → c and b → c. */
function resolveChains(merges: Merge[]): Merge[] {
  const to = new Map(merges.map((merge) => [merge.from, merge.to]));
  const last = (code: string) => {
    const seen = new Set<string>();
    while (to.has(code)) {
      if (seen.has(code)) throw new Error(`merges: ${code} merges into itself through others`);
      seen.add(code);
      code = to.get(code)!;
    }
    return code;
  };
  return merges.map((merge) => ({ ...merge, to: last(merge.to) }));
}

/** Same-name groups left in a catalogue: records of one state and one key, and one district or none. */
function sameNameGroups(rows: Row[]): Row[][] {
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.state}|${matchKey(String(row.name))}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const groups: Row[][] = [];
  for (const rowsOfKey of byKey.values()) {
    if (rowsOfKey.length < 2) continue;
    const byDistrict = new Map<string, Row[]>();
    const none: Row[] = [];
    for (const row of rowsOfKey)
      if (row.district) byDistrict.set(String(row.district), [...(byDistrict.get(String(row.district)) ?? []), row]);
      else none.push(row);
    const clusters = [...byDistrict.values()];
    if (none.length) {
      if (clusters.length) clusters[0].push(...none);
      else clusters.push(none);
    }
    groups.push(...clusters.filter((cluster) => cluster.length > 1));
  }
  return groups;
}

export interface FormerAddresses {
  /** Retired institution code → the surviving institution's code. */
  codes: Record<string, string>;
  /** Retired page slug → the surviving institution's slug. */
  slugs: Record<string, string>;
}

function sortedRecord(entries: [string, string][]): Record<string, string> {
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The old addresses of the catalogue as it would be without the merges: each retired code with its
 * survivor, and each slug no longer used (a merged record's, or a survivor's whose name or suffix changed)
 * with the survivor's slug. A slug another institution now uses is its page, and is not listed.
 */
export function formerAddresses(before: Row[], after: Row[], mergedInto: Map<string, string>): FormerAddresses {
  const slugOf = new Map(after.map((row) => [String(row.code), String(row.slug)]));
  const inUse = new Set(slugOf.values());
  const slugs: [string, string][] = [];
  for (const row of before) {
    const slug = String(row.slug);
    if (inUse.has(slug)) continue;
    const code = mergedInto.get(String(row.code)) ?? String(row.code);
    const survivor = slugOf.get(code);
    if (!survivor) throw new Error(`merges: ${row.code} leads to ${code}, which is not in the catalogue`);
    slugs.push([slug, survivor]);
  }
  for (const [from, to] of mergedInto)
    if (!slugOf.has(to) || slugOf.has(from))
      throw new Error(`merges: ${from} → ${to} leaves the catalogue inconsistent`);
  return { codes: sortedRecord([...mergedInto]), slugs: sortedRecord(slugs) };
}

/** What the catalogue gave out before this import: its institutions and its former addresses. */
export interface EarlierCatalogue {
  institutions: Row[];
  former: FormerAddresses | undefined;
}

/**
 * This import's former addresses with every address an earlier import gave out that no institution has now:
 * its retired codes and slugs, and the slug an institution had then and has no longer (a cleaned name), each
 * leading straight to where that institution is now. One whose institution is gone without a survivor is left
 * out: it answers 404, as it did.
 */
export function keepEarlierAddresses(now: FormerAddresses, earlier: EarlierCatalogue, after: Row[]): FormerAddresses {
  const slugOf = new Map(after.map((row) => [String(row.code), String(row.slug)]));
  const inUse = new Set(slugOf.values());
  const codes = new Map(Object.entries(now.codes));
  const slugs = new Map(Object.entries(now.slugs));
  const earlierCodes = earlier.former?.codes ?? {};
  // An AICTE record that had a page of its own and now joins an AISHE institution (its name cleaned) is found
  // by its AICTE id.
  const byAicteId = new Map(
    after.filter((row) => row.aicte_id).map((row) => [`AICTE:${row.aicte_id}`, String(row.code)]),
  );
  // A code of then, followed through this import's merges and the earlier ones to one of now.
  const codeNow = (code: string): string | undefined => {
    let at: string | undefined = code;
    for (let hops = 0; at && hops < 8; hops++) {
      if (slugOf.has(at)) return at;
      at = codes.get(at) ?? earlierCodes[at] ?? byAicteId.get(at);
    }
    return undefined;
  };
  // Every code of then that is gone leads to where its institution is now.
  for (const row of earlier.institutions) {
    const code = String(row.code);
    const target = slugOf.has(code) || codes.has(code) ? undefined : codeNow(code);
    if (target) codes.set(code, target);
  }
  for (const [from, to] of Object.entries(earlierCodes)) {
    const target = codeNow(to);
    if (target && !slugOf.has(from) && !codes.has(from)) codes.set(from, target);
  }
  const codeThen = new Map(earlier.institutions.map((row) => [String(row.slug), String(row.code)]));
  const keep = (slug: string, code: string | undefined) => {
    const target = code === undefined ? undefined : codeNow(code);
    if (target && !inUse.has(slug) && !slugs.has(slug)) slugs.set(slug, slugOf.get(target)!);
  };
  for (const [slug, code] of codeThen) keep(slug, code);
  for (const [from, to] of Object.entries(earlier.former?.slugs ?? {})) keep(from, codeThen.get(to));
  return { codes: sortedRecord([...codes]), slugs: sortedRecord([...slugs]) };
}

/** The alias table with each code a merge retired replaced by its survivor. */
export function remapAliases<T extends { aisheCode: string }>(
  aliases: Map<string, T>,
  mergedInto: Map<string, string>,
): Map<string, T> {
  return new Map(
    [...aliases].map(([key, alias]) => [
      key,
      { ...alias, aisheCode: mergedInto.get(alias.aisheCode) ?? alias.aisheCode },
    ]),
  );
}

/** Why a same-name group of the finished catalogue stays apart. */
function apartReason(group: Row[], spread: Map<string, number>): string {
  const candidates = group.map((row) => candidateOf(row));
  const key = matchKey(candidates[0].name);
  if (isGeneric(key) || (spread.get(key) ?? 0) >= COMMON_SPREAD) return APART_REASONS.generic;
  if (isSocietyName(key)) return APART_REASONS.society;
  if (candidates.filter((candidate) => sourceOf(candidate.code) === "aishe").length > 1)
    return APART_REASONS.severalAishe;
  for (const other of candidates.slice(1)) {
    const reason = refusal(candidates[0], other);
    if (reason) return reason;
  }
  const districts = new Set(candidates.map((candidate) => candidate.district));
  if (districts.has("")) return APART_REASONS.districts;
  return "unexplained";
}

export interface MergeSummary {
  pagesBefore: number;
  pagesAfter: number;
  surplusBefore: number;
  surplusAfter: number;
  byRule: Record<string, number>;
  byHand: { from: string; fromName: string; to: string; toName: string; note: string }[];
  /** The same-name groups left, per reason: groups, surplus pages, a few examples. */
  apart: { reason: string; groups: number; surplus: number; sample: string[] }[];
  formerCodes: number;
  formerSlugs: number;
}

const surplusOf = (groups: Row[][]) => groups.reduce((sum, group) => sum + group.length - 1, 0);

export function summariseMerges(
  before: Row[],
  after: Row[],
  merges: Merge[],
  hand: HandMerge[],
  former: FormerAddresses,
  keptApart: ApartGroup[] = [],
): MergeSummary {
  // What the rules said of a record they kept apart, for a group whose own names say nothing.
  const reasonOf = new Map<string, string>();
  for (const group of keptApart)
    for (const code of group.codes) if (!reasonOf.has(code)) reasonOf.set(code, group.reason);
  const nameOf = new Map(before.map((row) => [String(row.code), String(row.name)]));
  const byRule: Record<string, number> = {};
  for (const merge of merges) if (merge.rule !== "by hand") byRule[merge.rule] = (byRule[merge.rule] ?? 0) + 1;
  const left = sameNameGroups(after);
  const byReason = new Map<string, Row[][]>();
  const spread = spreadOfKeys(before.map((row) => candidateOf(row)));
  for (const group of left) {
    let reason = apartReason(group, spread);
    if (reason === "unexplained") reason = group.map((row) => reasonOf.get(String(row.code))).find(Boolean) ?? reason;
    byReason.set(reason, [...(byReason.get(reason) ?? []), group]);
  }
  return {
    pagesBefore: before.length,
    pagesAfter: after.length,
    surplusBefore: surplusOf(sameNameGroups(before)),
    surplusAfter: surplusOf(left),
    byRule,
    byHand: hand.map((merge) => ({
      from: merge.from,
      fromName: nameOf.get(merge.from) ?? "",
      to: merge.to,
      toName: nameOf.get(merge.to) ?? "",
      note: merge.note,
    })),
    apart: [...byReason]
      .map(([reason, groups]) => ({
        reason,
        groups: groups.length,
        surplus: surplusOf(groups),
        sample: groups
          .slice(0, 3)
          .map((group) => group.map((row) => `${row.code} ${row.name} (${row.district || "no district"})`).join(" · ")),
      }))
      .sort((a, b) => b.surplus - a.surplus || (a.reason < b.reason ? -1 : 1)),
    formerCodes: Object.keys(former.codes).length,
    formerSlugs: Object.keys(former.slugs).length,
  };
}
