// Karnataka's private engineering colleges on the COMEDK UGET rank: COMEDK's closing ranks after a round, General
// Merit only (all its notices give), as JSON: the colleges and branches by code, then a rank per college and
// branch. The file carries neither year nor round (the upload takes them from its name). Read the same way for
// `npm run data:import` and for staff's upload on /admin/data.
import { DataFileError } from "./josaa-file.ts";
import { countDrop, oneRowPerPool, type StateRead, type StateRow, stateChecks, tidy } from "./state-rows.ts";

const RECORD_FIELDS = ["college", "branch", "rank"] as const;

/** A college's own name, city and type, from COMEDK's list of colleges (the rank file joins name and city). */
export interface ComedkCollege {
  name: string;
  city: string;
  type: string;
}

export interface ComedkOptions {
  year: number;
  round: number;
  /** The colleges' list by code, where the import has it */
  colleges?: Map<string, ComedkCollege>;
  strict?: boolean;
}

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** The code → name table of the file's `colleges` or `branches`. */
function namesOf(list: unknown[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of list) {
    const { code, name } = (entry ?? {}) as { code?: unknown; name?: unknown };
    if (tidy(code) && tidy(name)) names.set(tidy(code), tidy(name));
  }
  return names;
}

export function readComedkFile(file: unknown, options: ComedkOptions): StateRead {
  const { colleges: list, branches: branchList, records } = (file ?? {}) as Record<string, unknown>;
  if (!isList(list) || !isList(branchList) || !isList(records))
    throw new DataFileError([
      'A COMEDK file is one JSON object with "colleges" and "branches" (each a list of code and name) and "records" (each a college, branch and rank).',
    ]);
  const strict = options.strict ?? false;
  const checks = stateChecks({
    file: "A COMEDK record",
    fields: RECORD_FIELDS,
    strict,
    where: (i) => `record ${i + 1}`,
  });
  const colleges = namesOf(list);
  const branches = namesOf(branchList);
  const rows: StateRow[] = [];
  for (const [i, record] of records.entries()) {
    if (!checks.begin(record, i)) continue;
    const college = colleges.get(tidy(record.college));
    const branch = branches.get(tidy(record.branch));
    let closing: number | undefined;
    if (college && branch) closing = checks.closingRank(record.rank, "rank, college or branch missing");
    else if (!strict) countDrop(checks.dropped, "rank, college or branch missing");
    else if (!college) checks.problem(`college "${tidy(record.college)}" is not in the file's colleges`);
    else checks.problem(`branch "${tidy(record.branch)}" is not in the file's branches`);
    if (checks.faulty || closing === undefined || !college || !branch) continue;
    const own = options.colleges?.get(tidy(record.college));
    rows.push({
      institute: college,
      sourceCode: tidy(record.college),
      matchingName: own ? `${tidy(own.name)}, ${tidy(own.city)}` : college,
      instituteType: own?.type ? tidy(own.type) : "",
      programme: branch,
      quota: null,
      seatType: "GM",
      gender: "neutral",
      year: options.year,
      round: options.round,
      openingRank: null,
      closingRank: closing,
    });
  }
  checks.finish(records.length);
  const dropped = checks.dropped;
  return { body: "comedk", rowsIn: records.length, rows: oneRowPerPool(rows, dropped, strict), dropped };
}
