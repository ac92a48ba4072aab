// Bulk inserts: one JSON parameter per statement, which PostgreSQL turns into rows itself
// (json_populate_recordset), far faster than one insert per row.
import { sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";

const BATCH = 5_000;

/** Inserts `rows` (objects keyed by column name, all with the keys of the first) into `table`, 5,000 per statement. */
export async function insertJson(tx: Pick<Database, "execute">, table: string, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const columns = sql.raw(Object.keys(rows[0]).join(", "));
  const name = sql.raw(table);
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await tx.execute(
      sql`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${json}::json)`,
    );
  }
}
