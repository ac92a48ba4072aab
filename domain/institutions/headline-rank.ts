// Which one NIRF rank a card or a page's headline shows, when an institution holds several (BITS Pilani in
// 2025: Overall 16, Engineering 11, Pharmacy 2). The best number would say "NIRF rank 2" for a university
// most students know as an engineering institute, so the rank is chosen by what it ranks, never by how good
// it is: the latest year the institution is ranked in; in it, Overall; else a whole-institution list
// (Universities, Colleges, ...); else the category of what the institution teaches; else the first of a
// fixed order. The card always names the category and year (docs/decisions/036-honest-figures.md).

import { ranksText } from "../../content/i18n/ranks.ts";
import type { Language } from "../i18n/language.ts";
import { textIn } from "../i18n/text.ts";

export interface RankRow {
  year: number;
  category: string;
  rank: number;
}

const WHOLE_INSTITUTION = ["Overall", "Universities", "Colleges", "Research Institutions", "State Public Universities"];

/** NIRF's subject categories, in the order a tie between two of them is settled. */
const SUBJECTS = [
  "Engineering",
  "Medical",
  "Management",
  "Law",
  "Pharmacy",
  "Dental",
  "Architecture and Planning",
  "Agriculture and Allied Sectors",
];

/** The directory's disciplines (AICTE programmes, NMC seats) → the NIRF category that ranks them. */
const CATEGORY_OF_DISCIPLINE: Record<string, string> = {
  Engineering: "Engineering",
  Medicine: "Medical",
  Management: "Management",
  Planning: "Architecture and Planning",
};

/** Bump when the rule changes: the catalogue's stored rank (for sorting) is then written again. */
export const headlineRankVersion = "headline rank 1";

export function headlineRank<T extends RankRow>(ranks: readonly T[], disciplines: readonly string[] = []): T | null {
  if (ranks.length === 0) return null;
  const year = Math.max(...ranks.map((r) => r.year));
  const latest = ranks.filter((r) => r.year === year);
  const taught = disciplines.map((d) => CATEGORY_OF_DISCIPLINE[d]).filter(Boolean);
  const order = [...WHOLE_INSTITUTION, ...SUBJECTS.filter((c) => taught.includes(c)), ...SUBJECTS];
  for (const category of order) {
    const row = latest.find((r) => r.category === category);
    if (row) return row;
  }
  // A category NIRF adds later: the first by name, so the choice still never depends on the rank.
  return [...latest].sort((a, b) => a.category.localeCompare(b.category))[0];
}

/** Lists in the order a page reads them: Overall, the whole-institution lists, then the subjects. */
export function byListOrder(a: string, b: string): number {
  const order = [...WHOLE_INSTITUTION, ...SUBJECTS];
  const at = (c: string) => (order.includes(c) ? order.indexOf(c) : order.length);
  return at(a) - at(b) || a.localeCompare(b);
}

/** NIRF's lists by the name NIRF gives them → the message naming it; another list keeps NIRF's name. */
const NIRF_LIST: Record<string, keyof typeof ranksText.en> = {
  Overall: "nirfOverall",
  Universities: "nirfUniversities",
  Colleges: "nirfColleges",
  "Research Institutions": "nirfResearch",
  "State Public Universities": "nirfStatePublic",
  Engineering: "nirfEngineering",
  Medical: "nirfMedical",
  Management: "nirfManagement",
  Law: "nirfLaw",
  Pharmacy: "nirfPharmacy",
  Dental: "nirfDental",
  "Architecture and Planning": "nirfArchitecture",
  "Agriculture and Allied Sectors": "nirfAgriculture",
};

/** "NIRF 2025 · Overall #16", "NIRF 2025 · ओवरऑल रैंक 16": a rank always says which list and year it is, in the
 * page's language (decision 062). */
export function rankLabel(r: RankRow, language: Language = "en"): string {
  const t = textIn(language, ranksText);
  const key = Object.hasOwn(NIRF_LIST, r.category) ? NIRF_LIST[r.category] : undefined;
  return t("rank", { year: String(r.year), category: key ? t(key) : r.category, rank: String(r.rank) });
}
