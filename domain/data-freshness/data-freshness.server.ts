// The latest year the database holds of each dataset, with what domain/data-freshness says about it.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { cutoffCoverage } from "../cutoff-coverage.server.ts";
import { type Freshness, freshness, freshnessDatasets } from "./data-freshness.ts";

export async function dataFreshness(db: Database, today: string): Promise<Freshness[]> {
  const [coverage, nirf] = await Promise.all([
    cutoffCoverage(db),
    db.execute(sql`select max(year)::int as year from rankings where framework = 'NIRF'`) as unknown as Promise<{
      rows: { year: number | null }[];
    }>,
  ]);
  return freshnessDatasets.map((dataset) =>
    freshness(
      dataset,
      dataset === "nirf"
        ? (nirf.rows[0]?.year ?? null)
        : (coverage.find((c) => c.counselling === dataset)?.latestYear ?? null),
      today,
    ),
  );
}
