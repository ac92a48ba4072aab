// Which years and rounds the loaded cut-offs hold, per counselling body: what the college predictor and its
// methodology page say under the form. Read again only when staff have published or rolled back a load since
// (data_loads says so, in the database: every node of a cluster sees the same), else kept.
import { eq, max, min, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import {
  cutoffBodies,
  type CutoffBody,
  cutoffInstitutes,
  cutoffs,
  cutoffSeats,
  dataLoads,
} from "../db/cutoffs-schema.ts";

export interface CutoffCoverage {
  counselling: CutoffBody;
  firstYear: number;
  latestYear: number;
  /** The latest year's last round held */
  latestRound: number;
  /** The day staff published the latest year's file (YYYY-MM-DD); null: bundled with the release */
  loadedOn: string | null;
}

const coverageByDb = new WeakMap<Database, { version: string; coverage: Promise<CutoffCoverage[]> }>();

/** Which years each counselling body's cut-offs span and the latest year's last round. */
export async function cutoffCoverage(db: Database): Promise<CutoffCoverage[]> {
  const { rows } = (await db.execute(sql`select concat(count(*), '|',
      max(greatest(published_at, rolled_back_at))) as version from data_loads where published_at is not null`)) as unknown as {
    rows: { version: string }[];
  };
  const version = rows[0]?.version ?? "";
  let kept = coverageByDb.get(db);
  if (!kept || kept.version !== version) {
    kept = { version, coverage: readCoverage(db) };
    coverageByDb.set(db, kept);
    kept.coverage.catch(() => coverageByDb.delete(db));
  }
  return kept.coverage;
}

async function readCoverage(db: Database): Promise<CutoffCoverage[]> {
  const [years, latest, loads] = await Promise.all([
    db
      .select({ counselling: cutoffInstitutes.counselling, first: min(cutoffs.year), last: max(cutoffs.year) })
      .from(cutoffs)
      .innerJoin(cutoffInstitutes, eq(cutoffInstitutes.id, cutoffs.instituteId))
      .groupBy(cutoffInstitutes.counselling),
    db
      .select({
        counselling: cutoffSeats.counselling,
        year: max(cutoffSeats.year),
        round: sql<number>`max(${cutoffSeats.round})::int`,
      })
      .from(cutoffSeats)
      .groupBy(cutoffSeats.counselling),
    db
      .select({ dataset: dataLoads.dataset, year: dataLoads.year, publishedAt: dataLoads.publishedAt })
      .from(dataLoads)
      .where(eq(dataLoads.status, "published")),
  ]);
  // Every body the predictor compares: JoSAA, MCC, the CET Cell and the state bodies.
  return cutoffBodies.flatMap((counselling) => {
    const span = years.find((y) => y.counselling === counselling);
    const seats = latest.find((l) => l.counselling === counselling);
    if (!span?.first || !span.last || !seats?.round) return [];
    const load = loads.find((l) => l.dataset === counselling && l.year === span.last);
    const loadedOn = load?.publishedAt ? load.publishedAt.toISOString().slice(0, 10) : null;
    return [{ counselling, firstYear: span.first, latestYear: span.last, latestRound: seats.round, loadedOn }];
  });
}
