// The rank each institution's card shows (headlineRank), read for a page of institutions at once.
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { institutions, rankings } from "../../db/institutions-schema.ts";
import { headlineRank } from "./headline-rank.ts";

export interface ShownRank {
  rank: number;
  year: number;
  category: string;
  sourceId: string;
}

export async function headlineRanks(db: Database, codes: string[]): Promise<Map<string, ShownRank>> {
  if (codes.length === 0) return new Map();
  const [rows, taught] = await Promise.all([
    db
      .select({
        code: rankings.institutionCode,
        rank: rankings.rank,
        year: rankings.year,
        category: rankings.category,
        sourceId: rankings.sourceId,
      })
      .from(rankings)
      .where(inArray(rankings.institutionCode, codes)),
    db
      .select({ code: institutions.code, disciplines: institutions.disciplines })
      .from(institutions)
      .where(inArray(institutions.code, codes)),
  ]);
  const disciplines = new Map(taught.map((t) => [t.code, t.disciplines]));
  const shown = new Map<string, ShownRank>();
  for (const [code, ranks] of Map.groupBy(rows, (r) => r.code)) {
    const row = headlineRank(ranks, disciplines.get(code) ?? []);
    if (row) shown.set(code, { rank: row.rank, year: row.year, category: row.category, sourceId: row.sourceId });
  }
  return shown;
}
