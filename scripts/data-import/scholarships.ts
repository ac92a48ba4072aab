// Scholarships (scholarships/scholarships-2026.json.gz): the compiled list of 204 providers' scholarships,
// cleaned into the finder's columns. Who may apply becomes lists of codes (domain/scholarships/finder-terms.ts;
// an empty list means the source sets no limit), the family income cap rupees (the source gives lakhs), the
// amount a number of rupees where the printed text is one (else blank: "Not published" beats a guess), and a
// last date with its tentative flag: a tentative date is last year's carried a year forward, never a deadline.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { Frequency, Gender, Level, RowCategory, Stream } from "../../domain/scholarships/finder-terms.ts";
import { canonicalState } from "./states.ts";
import type { Row } from "./write-outputs.ts";

export const SCHOLARSHIP_COLUMNS = [
  "slug",
  "name",
  "amount_text",
  "amount_rupees",
  "frequency",
  "awards",
  "status",
  "last_date",
  "last_date_tentative",
  "last_date_basis",
  "levels",
  "genders",
  "categories",
  "income_cap_rupees",
  "states",
  "cities",
  "streams",
  "eligibility",
  "benefits",
  "documents",
  "application_url",
];

type Raw = Record<string, unknown>;

const LEVEL_COLUMNS: [string, Level][] = [
  ["Class 10 or below can apply", "class-10"],
  ["Class 11 can Apply", "class-11"],
  ["Class 12 can Apply", "class-12"],
  ["12th Passed Can Apply", "passed-12"],
  ["2nd/3rd Yr Eligible", "ug"],
  ["Diploma/ITI", "diploma"],
  ["Eligible for PG", "pg"],
];

const STREAM_LABELS: Record<string, Stream> = {
  "Engineering (BTech)": "engineering",
  "Medical (MBBS)": "mbbs",
  "Medical (BDS)": "bds",
  "Pharmacy (BPharm)": "pharmacy",
  "Nursing (BSc)": "nursing",
  "Architecture (BArch)": "architecture",
  "Law (LLB)": "law",
  "Management (BBA/MBA)": "management",
  "Science (BSc)": "science",
  "Commerce (BCom)": "commerce",
  "Arts (BA)": "arts",
  BCA: "bca",
  "Design (BDes)": "design",
  Diploma: "diploma",
  ITI: "iti",
};

const FREQUENCY_LABELS: Record<string, Frequency> = {
  "one-time": "one-time",
  "per year": "per-year",
  "every month": "per-month",
  "2 years": "2-years",
  "3 years": "3-years",
  "multi-year": "multi-year",
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** A comma-separated cell as a list; "Any" anywhere means no limit (an empty list). */
function listOf(v: unknown): string[] {
  const items = text(v)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return items.some((s) => s === "Any" || s === "All India") ? [] : items;
}

function codes<T extends string>(items: string[], map: Record<string, T>, what: string): T[] {
  return items.map((item) => {
    const code = map[item];
    if (!code) throw new Error(`unknown scholarship ${what}: "${item}"`);
    return code;
  });
}

/** "12/5/2026" (month/day/year, as the source writes "Last Date") as 2026-12-05. */
function monthDayYear(v: unknown): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text(v));
  if (!m) return "";
  return `${m[3]}-${m[1].padStart(2, "0")}-${m[2].padStart(2, "0")}`;
}

/** "05-Dec-2025" (the date the compiler read from the provider) as 2025-12-05. */
function dayMonYear(v: unknown): string {
  const m = /^(\d{2})-([A-Z][a-z]{2})-(\d{4})$/.exec(text(v));
  if (!m || !MONTHS.includes(m[2])) return "";
  return `${m[3]}-${String(MONTHS.indexOf(m[2]) + 1).padStart(2, "0")}-${m[1]}`;
}

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)\s*(lakhs?|lacs?)?`;
const AMOUNT = new RegExp(String.raw`^${NUMBER}(?:\s*(?:-|‐|to)\s*${NUMBER})?$`, "i");

/**
 * The highest rupee figure of a printed amount ("1,00,000", "Upto 2,00,000", "40,000 to 60,000", "upto 6lac",
 * "INR 30000"), or null when the text is anything else: a share of fees, dollars, several amounts in words.
 */
export function amountInRupees(printed: string): number | null {
  if (/\$|usd|%/i.test(printed)) return null;
  const bare = printed
    .replace(/(inr|rs\.|₹)\s*/gi, "")
    .replace(/^\s*up\s*to\s*/i, "")
    .trim();
  const m = AMOUNT.exec(bare);
  if (!m) return null;
  const value = (n: string | undefined, lakh: string | undefined) =>
    n === undefined ? 0 : Number(n.replace(/,/g, "")) * (lakh ? 100_000 : 1);
  const high = Math.max(value(m[1], m[2]), value(m[3], m[4] ?? (m[3] ? undefined : m[2])));
  return Number.isFinite(high) && high > 0 ? Math.round(high) : null;
}

function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70)
    .replace(/-+$/, "");
}

/** One row of the source as the portal's row; `slug` is made unique by the caller. */
function scholarshipRow(raw: Raw): Row {
  const status = text(raw["Status"]).toLowerCase();
  if (!["open", "closed", "expected"].includes(status)) throw new Error(`unknown scholarship status: ${status}`);
  const tentative = raw["Is Tentative Date"] === true;
  const lastDate = monthDayYear(raw["Last Date"]);
  const sheetDate = dayMonYear(raw["Sheet Last Date"]);
  const frequency = text(raw["Scholarship Frequency"]).toLowerCase();
  const income = raw["Family Income (in INR)"];
  const amount = text(raw["Scholarship Amount"]);
  const states = listOf(raw["State"]).map(canonicalState);
  return {
    slug: slugify(text(raw["Scholarship Name"])),
    name: text(raw["Scholarship Name"]).replace(/\s+/g, " "),
    amount_text: amount,
    amount_rupees: amountInRupees(amount) ?? "",
    frequency: frequency ? codes([frequency], FREQUENCY_LABELS, "frequency")[0] : "",
    awards: text(raw["No. of awards"]),
    status,
    last_date: lastDate,
    last_date_tentative: lastDate && tentative ? "yes" : "",
    // What a tentative date was carried forward from (the provider's last published date).
    last_date_basis: lastDate && tentative ? sheetDate : "",
    levels: LEVEL_COLUMNS.filter(([column]) => raw[column] === "Yes")
      .map(([, code]) => code)
      .join("|"),
    genders: codes<Gender>(listOf(raw["Gender"]), { Female: "female", Male: "male", Other: "other" }, "gender").join(
      "|",
    ),
    categories: codes<RowCategory>(
      listOf(raw["Category"]),
      { General: "general", OBC: "obc", SC: "sc", ST: "st", EWS: "ews", PWD: "pwd" },
      "category",
    ).join("|"),
    // The source gives the cap in lakhs of rupees a year (4.0 = ₹4,00,000).
    income_cap_rupees: typeof income === "number" ? Math.round(income * 100_000) : "",
    states: states.join("|"),
    cities: listOf(raw["City"]).join("|"),
    streams: codes(listOf(raw["Stream"]), STREAM_LABELS, "stream").join("|"),
    eligibility: text(raw["Eligibility"]),
    benefits: text(raw["Benefits"]),
    documents: text(raw["Doc Required"]),
    application_url: /^https?:\/\/\S+$/.test(text(raw["Application Link"])) ? text(raw["Application Link"]) : "",
  };
}

/** Every scholarship of the file, slugs unique (a repeated name gets -2, -3 in the source's order), by slug. */
export function readScholarships(file: string): Row[] {
  const raw = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")) as Raw[];
  const seen = new Map<string, number>();
  const rows = raw.map((r) => {
    const row = scholarshipRow(r);
    const n = (seen.get(String(row.slug)) ?? 0) + 1;
    seen.set(String(row.slug), n);
    return n === 1 ? row : { ...row, slug: `${row.slug}-${n}` };
  });
  return rows.sort((a, b) => (a.slug < b.slug ? -1 : 1));
}
