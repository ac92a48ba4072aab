// The scholarship finder: the scholarships a student may apply for, with each one's date in words-ready
// form, open ones first. /Scholarship and GET /api/scholarships both call findScholarships.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { FinderQuery } from "./finder.schema.ts";
import type { Frequency, Gender, Level, RowCategory, Stream } from "./finder-terms.ts";

/**
 * Where a scholarship's applications stand on a day. `open`/`upcoming`/`closed` rest on dates the provider
 * announced; `expected` on a tentative date (last year's carried forward) still ahead, `expected-passed` on one
 * gone by; `closed-at-source` on the list saying closed without a date; `not-announced` on nothing.
 */
export type FinderPhase =
  "open" | "upcoming" | "expected" | "not-announced" | "expected-passed" | "closed" | "closed-at-source";

const PHASE_ORDER: FinderPhase[] = [
  "open",
  "upcoming",
  "expected",
  "not-announced",
  "expected-passed",
  "closed",
  "closed-at-source",
];

export interface FoundScholarship {
  slug: string;
  title: string;
  provider: string;
  amount: string;
  amountRupees: number | null;
  frequency: Frequency | null;
  awards: string;
  phase: FinderPhase;
  opensOn: string | null;
  closesOn: string | null;
  expectedCloseOn: string | null;
  /** The date a tentative one was carried forward from */
  expectedBasisOn: string | null;
  levels: Level[];
  genders: Gender[];
  categories: RowCategory[];
  incomeCapRupees: number | null;
  states: string[];
  cities: string[];
  streams: Stream[];
  eligibility: string;
  applyUrl: string | null;
  source:
    | { kind: "imported"; name: string; year: string; url: string }
    | { kind: "staff"; checkedOn: string | null; updatedAt: string };
}

interface Row {
  slug: string;
  title: string;
  provider: string;
  amount: string;
  amount_rupees: number | null;
  frequency: Frequency | null;
  awards: string;
  opens_on: string | null;
  closes_on: string | null;
  expected_close_on: string | null;
  expected_basis_on: string | null;
  source_status: string | null;
  levels: string;
  genders: string;
  categories: string;
  income_cap_rupees: number | null;
  states: string;
  cities: string;
  streams: string;
  eligibility: string;
  official_url: string;
  origin: "staff" | "imported";
  checked_on: string | null;
  updated_at: string | Date;
  source_name: string | null;
  source_year: string | null;
  source_url: string | null;
}

/** `today` and dates are YYYY-MM-DD, which compare as text in calendar order. */
export function finderPhase(
  row: Pick<Row, "opens_on" | "closes_on" | "expected_close_on" | "source_status">,
  today: string,
): FinderPhase {
  if (row.closes_on) {
    if (today > row.closes_on) return "closed";
    return row.opens_on && today < row.opens_on ? "upcoming" : "open";
  }
  if (row.opens_on && today < row.opens_on) return "upcoming";
  if (row.source_status === "closed") return "closed-at-source";
  if (row.expected_close_on) return today > row.expected_close_on ? "expected-passed" : "expected";
  return "not-announced";
}

/** The day a phase is sorted by: the nearest first. */
function sortDay(s: FoundScholarship): string {
  if (s.phase === "upcoming") return s.opensOn ?? "";
  return s.closesOn ?? s.expectedCloseOn ?? "9999";
}

/**
 * The visible scholarships that admit a student with everything the query says (a field left out does not
 * filter; a scholarship without a limit on a field admits everyone on it), open first, then by nearest date.
 */
export async function findScholarships(db: Database, query: FinderQuery, today: string): Promise<FoundScholarship[]> {
  const { level, gender, category, disability, income, state, stream } = query;
  const conditions = [sql`not s.hidden`];
  if (level) conditions.push(sql`(cardinality(s.levels) = 0 or ${level} = any(s.levels))`);
  if (gender) conditions.push(sql`(cardinality(s.genders) = 0 or ${gender} = any(s.genders))`);
  if (category || disability) {
    // A student is admitted by her category or, when she says so, by a disability limit.
    const asks = [...(category ? [category] : []), ...(disability ? ["pwd"] : [])];
    conditions.push(sql`(cardinality(s.categories) = 0 or s.categories && ${`{${asks.join(",")}}`}::text[])`);
  }
  if (income !== undefined) conditions.push(sql`(s.income_cap_rupees is null or ${income} <= s.income_cap_rupees)`);
  if (state) conditions.push(sql`(cardinality(s.states) = 0 or ${state} = any(s.states))`);
  if (stream) conditions.push(sql`(cardinality(s.streams) = 0 or ${stream} = any(s.streams))`);
  const { rows } = (await db.execute(sql`
    select s.slug, s.title, s.provider, s.amount, s.amount_rupees, s.frequency, s.awards,
           s.opens_on::text, s.closes_on::text, s.expected_close_on::text, s.expected_basis_on::text,
           s.source_status, s.income_cap_rupees,
           -- Lists as text, split here: reading array columns row by row costs more than the query.
           array_to_string(s.levels, '|') as levels, array_to_string(s.genders, '|') as genders,
           array_to_string(s.categories, '|') as categories, array_to_string(s.states, '|') as states,
           array_to_string(s.cities, '|') as cities, array_to_string(s.streams, '|') as streams, left(s.eligibility, 400) as eligibility, s.official_url, s.origin, s.checked_on::text, s.updated_at,
           d.name as source_name, d.year as source_year, d.url as source_url
    from scholarships s left join data_sources d on d.id = s.source_id
    where ${sql.join(conditions, sql` and `)}
    order by s.title, s.slug`)) as unknown as { rows: Row[] };
  const found = rows.map((r) => shape(r, today));
  const rank = (s: FoundScholarship) => PHASE_ORDER.indexOf(s.phase);
  return found.sort((a, b) => rank(a) - rank(b) || sortDay(a).localeCompare(sortDay(b)));
}

const list = (text: string) => (text ? text.split("|") : []);

function shape(r: Row, today: string): FoundScholarship {
  return {
    slug: r.slug,
    title: r.title,
    provider: r.provider,
    amount: r.amount,
    amountRupees: r.amount_rupees,
    frequency: r.frequency,
    awards: r.awards,
    phase: finderPhase(r, today),
    opensOn: r.opens_on,
    closesOn: r.closes_on,
    expectedCloseOn: r.expected_close_on,
    expectedBasisOn: r.expected_basis_on,
    levels: list(r.levels) as Level[],
    genders: list(r.genders) as Gender[],
    categories: list(r.categories) as RowCategory[],
    incomeCapRupees: r.income_cap_rupees,
    states: list(r.states),
    cities: list(r.cities),
    streams: list(r.streams) as Stream[],
    eligibility: r.eligibility,
    applyUrl: r.official_url || null,
    source:
      r.origin === "imported" && r.source_name
        ? { kind: "imported", name: r.source_name, year: r.source_year ?? "", url: r.source_url ?? "" }
        : { kind: "staff", checkedOn: r.checked_on, updatedAt: new Date(r.updated_at).toISOString() },
  };
}
