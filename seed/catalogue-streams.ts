// The directory's streams and courses of each institution, gathered from every source the catalogue loads
// (the rules are domain/institutions/stream-rules.ts): AICTE programmes, NMC seats, NIRF lists and the
// institution's names when the institutions are inserted, then the counselling bodies' programmes once the
// cut-offs have loaded (they link to institutions only then).
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import {
  type Offered,
  offeredByAicte,
  offeredByCounselling,
  offeredByMbbsSeats,
  offeredByNirf,
  streamsOfName,
} from "../domain/institutions/stream-rules.ts";
import type { CsvRow } from "./catalogue-rows.ts";

type Gathered = Map<string, { streams: Set<string>; courses: Set<string> }>;

function gather(into: Gathered, code: string, offered: Offered) {
  if (!offered.streams.length && !offered.courses.length) return;
  let entry = into.get(code);
  if (!entry) into.set(code, (entry = { streams: new Set(), courses: new Set() }));
  for (const s of offered.streams) entry.streams.add(s);
  for (const c of offered.courses) entry.courses.add(c);
}

const sorted = (values: Set<string> | undefined) => [...(values ?? [])].sort();

/** Each institution's streams and courses from the loaded files, by code, sorted as stored. */
export function deriveOffered(data: {
  institutions: CsvRow[];
  programmes: CsvRow[];
  seats: CsvRow[];
  rankings: CsvRow[];
}): (code: string) => { streams: string[]; courses: string[] } {
  const found: Gathered = new Map();
  for (const p of data.programmes) gather(found, p.institution_code, offeredByAicte(p.programme, p.level, p.course));
  for (const s of data.seats) if (Number(s.seats) > 0) gather(found, s.institution_code, offeredByMbbsSeats());
  for (const r of data.rankings) gather(found, r.institution_code, offeredByNirf(r.category));
  for (const i of data.institutions) {
    const names = [i.name, ...(i.aliases ? i.aliases.split("|") : [])];
    gather(found, i.code, { streams: streamsOfName(names), courses: [] });
  }
  return (code) => ({ streams: sorted(found.get(code)?.streams), courses: sorted(found.get(code)?.courses) });
}

/**
 * Adds the streams and courses of the programmes JoSAA, MCC and the state bodies admit to, for the
 * institutions their institutes are linked to. Runs after the cut-offs load, before the directory's counts.
 */
export async function addCounsellingOffered(tx: Pick<Database, "execute">): Promise<number> {
  const { rows } = (await tx.execute(sql`
    select distinct i.institution_code as code, p.counselling, p.degree, p.branch
    from (select distinct institute_id, programme_id from cutoff_seats) s
    join cutoff_institutes i on i.id = s.institute_id
    join cutoff_programmes p on p.id = s.programme_id
    where i.institution_code is not null`)) as unknown as {
    rows: { code: string; counselling: string; degree: string | null; branch: string }[];
  };
  const found: Gathered = new Map();
  for (const r of rows) gather(found, r.code, offeredByCounselling(r.counselling, r.degree, r.branch));
  const added = [...found].map(([code, o]) => ({ code, streams: sorted(o.streams), courses: sorted(o.courses) }));
  if (!added.length) return 0;
  await tx.execute(sql`
    update institutions i set
      streams = array(select distinct unnest(i.streams || a.streams) order by 1),
      courses = array(select distinct unnest(i.courses || a.courses) order by 1)
    from jsonb_to_recordset(${JSON.stringify(added)}::jsonb) as a(code text, streams text[], courses text[])
    where i.code = a.code`);
  return added.length;
}
