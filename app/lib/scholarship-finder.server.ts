// /Scholarship's reads: the finder's question from the address (decision 045's reader, with the fields of
// GET /api/scholarships) and its answer. A value not understood refuses the form with that field's message
// and a 400, as the API does. Server-only: zod stays out of the page's browser code.
import type { Database } from "../../db/client.server.ts";
import { queryReader } from "../../domain/read-query.ts";
import { finderFields } from "../../domain/scholarships/finder.schema.ts";
import { FINDER_PARAMS } from "../../domain/scholarships/finder-terms.ts";
import { type FoundScholarship, findScholarships } from "../../domain/scholarships/finder.server.ts";

const readFinder = queryReader(finderFields);

type FinderValues = Record<(typeof FINDER_PARAMS)[number], string>;

export type FinderPage =
  | { state: "invalid"; values: FinderValues; errors: Record<string, string> }
  | { state: "results"; values: FinderValues; asked: boolean; results: FoundScholarship[] };

export async function readScholarshipFinder(db: Database, params: URLSearchParams, today: string): Promise<FinderPage> {
  // The form shows what was sent, as typed.
  const values = Object.fromEntries(FINDER_PARAMS.map((f) => [f, params.get(f) ?? ""])) as FinderValues;
  const { values: query, invalid } = readFinder(params);
  const errors = Object.fromEntries(Object.entries(invalid).filter((e): e is [string, string] => !!e[1]));
  if (Object.keys(errors).length > 0) return { state: "invalid", values, errors };
  const results = await findScholarships(db, query, today);
  return { state: "results", values, asked: Object.keys(query).length > 0, results };
}
