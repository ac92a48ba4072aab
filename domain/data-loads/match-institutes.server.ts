// Which cut-off institute and programme a printed name of an uploaded file is: the same rules as the import
// (a spelling the body printed before, else the one institute whose name has the same matching key of
// domain/names/match-names.ts), and for a name that matches none, the closest institutions of the catalogue
// for staff to pick from.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { CutoffBody, LoadCandidate } from "../../db/cutoffs-schema.ts";
import { matchKey, nameWords } from "../names/match-names.ts";

type Tx = Pick<Database, "execute">;

export interface InstituteIndex {
  byName: Map<string, number>;
  byKey: Map<string, Set<number>>;
  /** The institute linked to each institution, for staff's picks */
  byInstitution: Map<string, number>;
  /** MHT-CET: by the CET Cell's college code (every code a college had) */
  byCode: Map<string, number>;
}

/** The body's cut-off institutes by every spelling printed, by matching key and by linked institution. */
export async function indexInstitutes(tx: Tx, body: CutoffBody): Promise<InstituteIndex> {
  const { rows } = (await tx.execute(sql`
    select id, names_as_published as names, institution_code as code, source_code
    from cutoff_institutes where counselling = ${body}`)) as unknown as {
    rows: { id: number; names: string[]; code: string | null; source_code: string | null }[];
  };
  const index: InstituteIndex = { byName: new Map(), byKey: new Map(), byInstitution: new Map(), byCode: new Map() };
  for (const { id, names, code, source_code: sourceCode } of rows) {
    for (const collegeCode of sourceCode?.split("|") ?? []) if (collegeCode) index.byCode.set(collegeCode, id);
    for (const name of names) {
      index.byName.set(name, id);
      const key = matchKey(name);
      if (!index.byKey.has(key)) index.byKey.set(key, new Set());
      index.byKey.get(key)!.add(id);
    }
    if (code && !index.byInstitution.has(code)) index.byInstitution.set(code, id);
  }
  return index;
}

/**
 * The institute a printed name is, or undefined: for MHT-CET the college code first (as the import joins the
 * CET Cell's colleges); then the same spelling, else the one institute with its matching key.
 */
export function matchInstitute(index: InstituteIndex, name: string, sourceCode?: string | null): number | undefined {
  const byCode = sourceCode ? index.byCode.get(sourceCode) : undefined;
  if (byCode !== undefined) return byCode;
  const exact = index.byName.get(name);
  if (exact !== undefined) return exact;
  const byKey = index.byKey.get(matchKey(name));
  return byKey?.size === 1 ? [...byKey][0] : undefined;
}

/** The body's programmes by their printed name. */
export async function indexProgrammes(tx: Tx, body: CutoffBody): Promise<Map<string, number>> {
  const { rows } = (await tx.execute(
    sql`select id, name_as_published as name from cutoff_programmes where counselling = ${body}`,
  )) as unknown as { rows: { id: number; name: string }[] };
  return new Map(rows.map((r) => [r.name, r.id]));
}

// Words that say what kind of institution it is, not which: no help in telling two apart.
const KIND_WORDS = new Set(
  "institute technology national indian information engineering college university science sciences government".split(
    " ",
  ),
);

/**
 * The catalogue's institutions whose names share the most distinctive words with a printed name (at most
 * five): what staff pick from for an institute the file names that no cut-off institute is. `state`: a state
 * body's, whose institutes the import links only within it (never to a namesake of another state).
 */
export async function closestInstitutions(db: Tx, name: string, state?: string): Promise<LoadCandidate[]> {
  const words = [...new Set(nameWords(name))].filter((w) => w.length > 2);
  const telling = words.filter((w) => !KIND_WORDS.has(w));
  const wanted = (telling.length ? telling : words).slice(0, 6);
  if (!wanted.length) return [];
  // As JSON text: drizzle would spread a JavaScript array into a row of parameters.
  const patterns = JSON.stringify(wanted.map((w) => `%${w}%`));
  const all = JSON.stringify(words.map((w) => `%${w}%`));
  const { rows } = (await db.execute(sql`
    select code, name, state,
      (select count(*) from jsonb_array_elements_text(${all}::jsonb) p where lower(name) like p)::int as score
    from institutions
    where lower(name) like any(array(select jsonb_array_elements_text(${patterns}::jsonb)))
      ${state ? sql`and state = ${state}` : sql``}
    order by score desc, length(name), code
    limit 5`)) as unknown as { rows: (LoadCandidate & { score: number })[] };
  return rows.map(({ code, name: n, state }) => ({ code, name: n, state }));
}
