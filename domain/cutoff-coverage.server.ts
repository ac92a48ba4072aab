// Which years and rounds the loaded cut-offs hold, per counselling body: what the college predictor and its
// methodology page say under the form. Read once per start (the cut-offs change only when the data loads).
import { eq, max, min, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import {
  type CounsellingBody,
  counsellingBodies,
  cutoffInstitutes,
  cutoffs,
  cutoffSeats,
} from "../db/cutoffs-schema.ts";

export interface CutoffCoverage {
  counselling: CounsellingBody;
  firstYear: number;
  latestYear: number;
  /** The latest year's last round held */
  latestRound: number;
}

const coverageByDb = new WeakMap<Database, Promise<CutoffCoverage[]>>();

/** Which years each counselling body's cut-offs span and the latest year's last round: read once per start. */
export function cutoffCoverage(db: Database): Promise<CutoffCoverage[]> {
  let coverage = coverageByDb.get(db);
  if (!coverage) {
    coverage = readCoverage(db);
    coverageByDb.set(db, coverage);
    coverage.catch(() => coverageByDb.delete(db));
  }
  return coverage;
}

async function readCoverage(db: Database): Promise<CutoffCoverage[]> {
  const [years, latest] = await Promise.all([
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
  ]);
  return counsellingBodies.flatMap((counselling) => {
    const span = years.find((y) => y.counselling === counselling);
    const seats = latest.find((l) => l.counselling === counselling);
    if (!span?.first || !span.last || !seats?.round) return [];
    return [{ counselling, firstYear: span.first, latestYear: span.last, latestRound: seats.round }];
  });
}
