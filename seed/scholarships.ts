// Loads the imported scholarships (db/data/scholarships.csv.gz) in the catalogue's transaction. Staff's own
// scholarships are never touched: the imported rows are replaced as a set, a staff scholarship already using a
// slug keeps it (the imported row with that slug is left out), and the imported rows staff hid stay hidden
// (matched by slug) across reloads (decision 050).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { LEVELS, type Level } from "../domain/scholarships/finder-terms.ts";

type Tx = Pick<Database, "execute">;
type CsvRow = Record<string, string>;

const list = (cell: string) => (cell ? cell.split("|") : []);
const orNull = (cell: string) => cell || null;

/** The columns of the scholarships table for one imported row. */
function importedScholarship(r: CsvRow) {
  const tentative = r.last_date_tentative === "yes";
  return {
    slug: r.slug,
    title: r.name,
    amount: r.amount_text,
    amount_rupees: r.amount_rupees ? Number(r.amount_rupees) : null,
    frequency: orNull(r.frequency),
    level: list(r.levels)
      .map((code) => LEVELS[code as Level])
      .join(", "),
    awards: r.awards,
    official_url: r.application_url,
    // An announced last date is a deadline; a tentative one is only what to expect.
    closes_on: tentative ? null : orNull(r.last_date),
    expected_close_on: tentative ? orNull(r.last_date) : null,
    expected_basis_on: tentative ? orNull(r.last_date_basis) : null,
    source_status: r.status,
    levels: list(r.levels),
    genders: list(r.genders),
    categories: list(r.categories),
    income_cap_rupees: r.income_cap_rupees ? Number(r.income_cap_rupees) : null,
    states: list(r.states),
    cities: list(r.cities),
    streams: list(r.streams),
    eligibility: r.eligibility,
    documents: r.documents,
    origin: "imported",
    source_id: "scholarships",
  };
}

/** Replaces the imported scholarships with the file's; returns how many were loaded. */
export async function loadScholarships(tx: Tx, dir: string): Promise<number> {
  const file = path.join(dir, "scholarships.csv.gz");
  if (!existsSync(file)) return 0;
  const rows = (parse(gunzipSync(readFileSync(file)), { columns: true }) as CsvRow[]).map(importedScholarship);
  const hidden = (await tx.execute(
    sql`select slug from scholarships where origin = 'imported' and hidden`,
  )) as unknown as {
    rows: { slug: string }[];
  };
  const hiddenSlugs = new Set(hidden.rows.map((r) => r.slug));
  await tx.execute(sql`delete from scholarships where origin = 'imported'`);
  if (rows.length === 0) return 0;
  const json = JSON.stringify(rows.map((r) => ({ ...r, hidden: hiddenSlugs.has(r.slug) })));
  const columns = sql.raw([...Object.keys(rows[0]), "hidden"].join(", "));
  const inserted = (await tx.execute(
    sql`insert into scholarships (${columns})
        select ${columns} from json_populate_recordset(null::scholarships, ${json}::json)
        on conflict (slug) do nothing returning slug`,
  )) as unknown as { rows: { slug: string }[] };
  return inserted.rows.length;
}
