// What publishing a file would change (decision 038's preview): rows added, changed, removed and unchanged
// against the live rows of its body and year, rows per round, and the names the portal does not know. Compared
// in memory against the live rows read a few institutes at a time: one statement over all staged and live rows
// of a year held the embedded database, and with it every visitor's query, for over a second.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { CutoffBody, LoadPreview, LoadUnmatched } from "../../db/cutoffs-schema.ts";
import { isStateBody, STATE_BODIES } from "../cutoffs/state-counselling.ts";
import { closestInstitutions, indexInstitutes, indexProgrammes, matchInstitute } from "./match-institutes.server.ts";

/** A staged row as the preview needs it (the shape of data_load_rows). */
export interface PreviewRow {
  institute: string;
  source_code: string | null;
  programme: string;
  quota: string | null;
  seat_type: string;
  gender: string;
  preparatory: boolean;
  round: number;
  opening_rank: number | null;
  closing_rank: number;
  closing_percentile: number | null;
}

interface LiveRow {
  iid: number;
  pid: number;
  quota: string | null;
  seat_type: string;
  gender: string;
  preparatory: boolean;
  round: number;
  opening_rank: number | null;
  closing_rank: number | null;
  closing_percentile: number | null;
}

/** Institutes whose live rows of the year are read per statement (each reads all their years' index entries). */
const INSTITUTES_PER_READ = 4;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

const poolKey = (iid: number, pid: number, r: Omit<LiveRow, "iid" | "pid">) =>
  [iid, pid, r.quota ?? "", r.seat_type, r.gender, r.preparatory, r.round].join("|");
const ranks = (r: Pick<LiveRow, "opening_rank" | "closing_rank" | "closing_percentile">) =>
  [r.opening_rank, r.closing_rank, r.closing_percentile].join("|");

/** The printed names the body's institutes and programmes do not have; the ids of those they do. */
async function matchNames(db: Database, body: CutoffBody, rows: PreviewRow[]) {
  const institutes = await indexInstitutes(db, body);
  const programmes = await indexProgrammes(db, body);
  const printed = new Map<string, { rows: number; code: string | null }>();
  for (const r of rows) {
    const seen = printed.get(r.institute) ?? { rows: 0, code: null };
    printed.set(r.institute, { rows: seen.rows + 1, code: seen.code ?? r.source_code });
  }
  const state = isStateBody(body) ? STATE_BODIES[body].state : undefined;
  const instituteIds = new Map<string, number>();
  const unmatched: LoadUnmatched = { institutes: [], programmes: [] };
  for (const [name, { rows: count, code }] of [...printed].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const id = matchInstitute(institutes, name, code);
    if (id !== undefined) instituteIds.set(name, id);
    else unmatched.institutes.push({ name, rows: count, candidates: await closestInstitutions(db, name, state) });
  }
  unmatched.programmes = [...new Set(rows.map((r) => r.programme))].filter((p) => !programmes.has(p)).sort();
  return {
    instituteIds,
    programmeIds: programmes,
    unmatched,
    bodyInstitutes: [...new Set(institutes.byName.values())],
  };
}

/** The live rows of the body's year, a few institutes per statement, with the event loop yielded in between. */
async function* liveRowsOfYear(db: Database, instituteIds: number[], year: number) {
  const ids = [...instituteIds].sort((a, b) => a - b);
  for (let i = 0; i < ids.length; i += INSTITUTES_PER_READ) {
    // As an array literal: drizzle would spread a JavaScript array into a row of parameters.
    const some = `{${ids.slice(i, i + INSTITUTES_PER_READ).join(",")}}`;
    yield rowsOf<LiveRow>(
      await db.execute(sql`select institute_id as iid, programme_id as pid, quota, seat_type, gender,
          closing_rank is null as preparatory, round,
          coalesce(opening_rank, preparatory_opening_rank) as opening_rank,
          coalesce(closing_rank, preparatory_closing_rank) as closing_rank, closing_percentile
        from cutoffs where institute_id = any(${some}::int[]) and year = ${year}`),
    );
    await yieldToOthers();
  }
}

/** The preview of staging `rows` as the body's `year`, and the names staff must decide on before publishing. */
export async function previewLoad(db: Database, body: CutoffBody, year: number, rows: PreviewRow[]) {
  const { instituteIds, programmeIds, unmatched, bodyInstitutes } = await matchNames(db, body, rows);
  const staged = new Map<string, string>();
  let added = 0;
  for (const r of rows) {
    const iid = instituteIds.get(r.institute);
    const pid = programmeIds.get(r.programme);
    const key = iid === undefined || pid === undefined ? undefined : poolKey(iid, pid, r);
    // A name the portal does not know, or a second spelling of a pool already counted, is new.
    if (key === undefined || staged.has(key)) added++;
    else staged.set(key, ranks(r));
  }
  const counts = { added, changed: 0, removed: 0, unchanged: 0 };
  for await (const chunk of liveRowsOfYear(db, bodyInstitutes, year)) {
    for (const live of chunk) {
      const key = poolKey(live.iid, live.pid, live);
      const stagedRanks = staged.get(key);
      if (stagedRanks === undefined) counts.removed++;
      else if (stagedRanks === ranks(live)) counts.unchanged++;
      else counts.changed++;
      staged.delete(key);
    }
  }
  counts.added += staged.size;
  const perRound = new Map<number, number>();
  for (const r of rows) perRound.set(r.round, (perRound.get(r.round) ?? 0) + 1);
  const preview: LoadPreview = {
    ...counts,
    preparatory: rows.filter((r) => r.preparatory).length,
    rowsPerRound: [...perRound].sort(([a], [b]) => a - b).map(([round, n]) => ({ round, rows: n })),
  };
  return { preview, unmatched };
}
