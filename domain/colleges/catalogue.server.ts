// The college lists of the catalogue pages: filtered by place, course and fee, sorted, one page at a time.
// Only the requested page is read, so a list stays fast with tens of thousands of colleges.
import { and, asc, count, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { colleges } from "../../db/schema.ts";
import { cityIs, type College, offersCourse, stateIs, withCourses } from "./colleges.server.ts";

type CollegeSort = "rank" | "fees" | "placement";

export interface CollegeSearch {
  /** A city or a state, as a visitor writes it: "Delhi", "TamilNadu", "Banglore" */
  place?: string;
  state?: string;
  city?: string;
  /** Course name, any case or punctuation */
  course?: string;
  /** Highest yearly fee in rupees */
  maxFee?: number;
  sort?: CollegeSort;
  page?: number;
  perPage?: number;
}

export interface CollegeResults {
  colleges: College[];
  total: number;
  page: number;
  pageCount: number;
}

// Spellings students (and the home page's city cards) use for places the catalogue names otherwise.
const placeAliases: Record<string, string> = {
  banglore: "bengaluru",
  bangalore: "bengaluru",
  gurgaon: "gurugram",
  delhincr: "delhi",
  newdelhi: "delhi",
  bombay: "mumbai",
  madras: "chennai",
  calcutta: "kolkata",
  trichy: "tiruchirappalli",
};

/** "Tamil Nadu", "TamilNadu" and "tamil-nadu" are one place. */
export function placeKey(place: string): string {
  const key = place.toLowerCase().replace(/[^a-z]/g, "");
  return placeAliases[key] ?? key;
}

const letters = (column: SQLWrapper) => sql`regexp_replace(lower(${column}), '[^a-z]', '', 'g')`;

// figuresBasis (shown-figures.ts) in SQL: a fee or package is filtered and sorted on only where the page shows
// it, so a withheld demo figure cannot put a real college under "Fees up to ₹2,00,000". The two must agree
// (catalogue.server.test.ts checks them against each other).
const figuresShown = sql`((${colleges.name} ~* '\\(illustration\\)\\s*$' and ${colleges.institutionCode} is null)
  or (not ${colleges.demo} and ${colleges.figuresAsOf} is not null and coalesce(${colleges.figuresSourceUrl}, '') <> ''))`;

// The first number in a fee or package text: "₹2,28,000 per year" → 228000, "₹21.5 LPA" → 21.5.
const feeAmount = sql`case when ${figuresShown}
  then nullif(replace(substring(${colleges.fee} from '[0-9][0-9,]*'), ',', ''), '')::bigint end`;
const placementAmount = sql`case when ${figuresShown}
  then nullif(substring(${colleges.placementAvg} from '[0-9]+(?:\\.[0-9]+)?'), '')::numeric end`;

function conditions(search: CollegeSearch): SQL[] {
  const where: SQL[] = [];
  if (search.place) {
    const key = placeKey(search.place);
    where.push(sql`(${letters(colleges.city)} = ${key} or ${letters(colleges.state)} = ${key}
      or (${key} = 'delhi' and ${letters(colleges.city)} = 'newdelhi'))`);
  }
  if (search.state) where.push(stateIs(search.state));
  if (search.city) where.push(cityIs(search.city));
  if (search.course) where.push(offersCourse(search.course));
  if (search.maxFee !== undefined) where.push(sql`${feeAmount} <= ${search.maxFee}`);
  return where;
}

const orderings: Record<CollegeSort, SQL[]> = {
  rank: [sql`${colleges.rank} asc nulls last`, sql`${colleges.name} asc`],
  fees: [sql`${feeAmount} asc nulls last`, sql`${colleges.rank} asc nulls last`],
  placement: [sql`${placementAmount} desc nulls last`, sql`${colleges.rank} asc nulls last`],
};

export async function searchCatalogue(db: Database, search: CollegeSearch): Promise<CollegeResults> {
  const perPage = Math.min(Math.max(search.perPage ?? 20, 1), 100);
  const where = and(...conditions(search));
  const [{ total }] = await db.select({ total: count() }).from(colleges).where(where);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(search.page ?? 1, 1), pageCount);
  const rows = await db
    .select()
    .from(colleges)
    .where(where)
    .orderBy(...orderings[search.sort ?? "rank"], asc(colleges.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { colleges: await withCourses(db, rows), total, page, pageCount };
}

/** The states and cities that have colleges, for the filter bar. */
export async function listPlaces(db: Database): Promise<{ states: string[]; cities: string[] }> {
  // A skip scan over the (state, city) index: one index probe per distinct pair instead of reading every
  // college, which matters with tens of thousands of them.
  const { rows } = (await db.execute(sql`
    with recursive places(state, city) as (
      (select state, city from ${colleges} order by state, city limit 1)
      union all
      select next.state, next.city from places, lateral (
        select c.state, c.city from ${colleges} c
        where (c.state, c.city) > (places.state, places.city)
        order by c.state, c.city limit 1
      ) next
    )
    select state, city from places`)) as unknown as { rows: { state: string; city: string }[] };
  return {
    states: [...new Set(rows.map((r) => r.state))],
    cities: [...new Set(rows.map((r) => r.city))].sort((a, b) => a.localeCompare(b)),
  };
}

/** Names only, for a search box's suggestions: no courses attached, ranked, at most `limit`. */
export async function listCollegeSuggestions(
  db: Database,
  search: Pick<CollegeSearch, "course" | "place">,
  limit: number,
) {
  return db
    .select({ slug: colleges.slug, name: colleges.name, city: colleges.city })
    .from(colleges)
    .where(and(...conditions(search)))
    .orderBy(...orderings.rank)
    .limit(limit);
}
