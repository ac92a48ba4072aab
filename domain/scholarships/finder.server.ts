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

/** A scholarship as the query hands it over: one JSON list, which PGlite passes on far faster than rows. */
interface Row extends Omit<FoundScholarship, "phase" | "applyUrl" | "source"> {
  sourceStatus: string | null;
  officialUrl: string;
  origin: "staff" | "imported";
  checkedOn: string | null;
  updatedAt: string;
  sourceName: string | null;
  sourceYear: string | null;
  sourceUrl: string | null;
}

/** `today` and dates are YYYY-MM-DD, which compare as text in calendar order. */
export function finderPhase(
  row: Pick<Row, "opensOn" | "closesOn" | "expectedCloseOn" | "sourceStatus">,
  today: string,
): FinderPhase {
  if (row.closesOn) {
    if (today > row.closesOn) return "closed";
    return row.opensOn && today < row.opensOn ? "upcoming" : "open";
  }
  if (row.opensOn && today < row.opensOn) return "upcoming";
  if (row.sourceStatus === "closed") return "closed-at-source";
  if (row.expectedCloseOn) return today > row.expectedCloseOn ? "expected-passed" : "expected";
  return "not-announced";
}

// Titles in the order a reader expects, the same on every database (PGlite sorts text by its bytes, PostgreSQL by
// its locale), and sorted here: sorting the JSON list in the query cost more than the rest of it.
const byTitle = new Intl.Collator("en-IN");

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
  // One JSON value rather than a row per scholarship: PGlite converts every column of every row on its way
  // out, which cost more than the query itself (about 130 rows of 27 columns; docs/performance.md).
  const { rows } = (await db.execute(sql`
    select coalesce(json_agg(json_build_object(
             'slug', s.slug, 'title', s.title, 'provider', s.provider, 'amount', s.amount,
             'amountRupees', s.amount_rupees, 'frequency', s.frequency, 'awards', s.awards,
             'opensOn', s.opens_on, 'closesOn', s.closes_on, 'expectedCloseOn', s.expected_close_on,
             'expectedBasisOn', s.expected_basis_on, 'sourceStatus', s.source_status,
             'incomeCapRupees', s.income_cap_rupees, 'levels', s.levels, 'genders', s.genders,
             'categories', s.categories, 'states', s.states, 'cities', s.cities, 'streams', s.streams,
             'eligibility', left(s.eligibility, 400), 'officialUrl', s.official_url, 'origin', s.origin,
             'checkedOn', s.checked_on, 'updatedAt', s.updated_at,
             'sourceName', d.name, 'sourceYear', d.year, 'sourceUrl', d.url)), '[]') as found
    from scholarships s left join data_sources d on d.id = s.source_id
    where ${sql.join(conditions, sql` and `)}`)) as unknown as { rows: [{ found: Row[] }] };
  const found = rows[0].found.map((r) => shape(r, today));
  const rank = (s: FoundScholarship) => PHASE_ORDER.indexOf(s.phase);
  return found.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      sortDay(a).localeCompare(sortDay(b)) ||
      byTitle.compare(a.title, b.title) ||
      a.slug.localeCompare(b.slug),
  );
}

function shape(r: Row, today: string): FoundScholarship {
  return {
    slug: r.slug,
    title: r.title,
    provider: r.provider,
    amount: r.amount,
    amountRupees: r.amountRupees,
    frequency: r.frequency,
    awards: r.awards,
    phase: finderPhase(r, today),
    opensOn: r.opensOn,
    closesOn: r.closesOn,
    expectedCloseOn: r.expectedCloseOn,
    expectedBasisOn: r.expectedBasisOn,
    levels: r.levels,
    genders: r.genders,
    categories: r.categories,
    incomeCapRupees: r.incomeCapRupees,
    states: r.states,
    cities: r.cities,
    streams: r.streams,
    eligibility: r.eligibility,
    applyUrl: r.officialUrl || null,
    source:
      r.origin === "imported" && r.sourceName
        ? { kind: "imported", name: r.sourceName, year: r.sourceYear ?? "", url: r.sourceUrl ?? "" }
        : { kind: "staff", checkedOn: r.checkedOn, updatedAt: new Date(r.updatedAt).toISOString() },
  };
}
