// The programmes a student may add to a mock allotment's choice list: those of the exam's counselling body (and,
// for JEE, the exam's institute types) offered in its latest year, found by words of the institute's or
// programme's name ("nit trichy computer" finds nothing; "tiruchirappalli computer" does).
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type CounsellingBody, cutoffInstitutes, cutoffProgrammes, cutoffSeats } from "../../db/cutoffs-schema.ts";
import { institutions } from "../../db/institutions-schema.ts";
import { EXAMS, type Exam, programDisplayName } from "./exams.ts";

export interface ChoiceFound {
  /** "111-45", as the choice list `c` holds it */
  choice: string;
  institution: string;
  program: string;
  type: string | null;
  state: string | null;
}

/** The words of a search, lower-cased; a LIKE pattern's own characters escaped. */
const patterns = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w && !w.includes("\0"))
    .slice(0, 8)
    .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/** Up to `limit` programmes holding every word, in name order; none without a word. */
export async function searchChoices(db: Database, exam: Exam, text: string, limit = 20): Promise<ChoiceFound[]> {
  const words = patterns(text);
  if (words.length === 0) return [];
  const { counselling, instituteTypes } = EXAMS[exam].seats[0];
  const types = instituteTypes
    ? sql`and s.institute_type in (${sql.join(
        instituteTypes.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``;
  const haystack = sql`lower(ci.name || ' ' || coalesce(i.name, '') || ' ' || p.name_as_published)`;
  const { rows } = (await db.execute(sql`
    select distinct s.institute_id, s.programme_id, ci.name as published_name, i.name as institution_name,
      ci.institute_type, ci.state, p.branch, p.degree, p.duration_years
    from ${cutoffSeats} s
    join ${cutoffInstitutes} ci on ci.id = s.institute_id
    join ${cutoffProgrammes} p on p.id = s.programme_id
    left join ${institutions} i on i.code = ci.institution_code
    where s.counselling = ${counselling} ${types}
      and ${sql.join(
        words.map((w) => sql`${haystack} like ${w}`),
        sql` and `,
      )}
    order by ci.name, p.branch, s.institute_id, s.programme_id
    limit ${limit}`)) as unknown as {
    rows: {
      institute_id: number;
      programme_id: number;
      published_name: string;
      institution_name: string | null;
      institute_type: string | null;
      state: string | null;
      branch: string;
      degree: string | null;
      duration_years: number | null;
    }[];
  };
  return rows.map((r) => ({
    choice: `${r.institute_id}-${r.programme_id}`,
    institution: r.institution_name ?? r.published_name,
    program: programDisplayName(counselling, { branch: r.branch, degree: r.degree, durationYears: r.duration_years }),
    type: r.institute_type,
    state: r.state,
  }));
}

export interface ChoiceNamed {
  choice: string;
  /** Null where no institute or programme has these ids */
  institution: string | null;
  program: string | null;
}

/** The listed choices' names, in the list's order, whatever the exam: the page lists them to move or remove. */
export async function choicesNamed(
  db: Database,
  choices: readonly { instituteId: number; programmeId: number }[],
): Promise<ChoiceNamed[]> {
  if (choices.length === 0) return [];
  const values = sql.join(
    choices.map((c, i) => sql`(${c.instituteId}::int, ${c.programmeId}::int, ${i}::int)`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    select ch.institute_id, ch.programme_id, coalesce(i.name, ci.name) as institution, p.counselling,
      p.branch, p.degree, p.duration_years
    from (values ${values}) as ch (institute_id, programme_id, position)
    left join ${cutoffInstitutes} ci on ci.id = ch.institute_id
    left join ${cutoffProgrammes} p on p.id = ch.programme_id
    left join ${institutions} i on i.code = ci.institution_code
    order by ch.position`)) as unknown as {
    rows: {
      institute_id: number;
      programme_id: number;
      institution: string | null;
      counselling: CounsellingBody | null;
      branch: string | null;
      degree: string | null;
      duration_years: number | null;
    }[];
  };
  return rows.map((r) => ({
    choice: `${r.institute_id}-${r.programme_id}`,
    institution: r.institution,
    program:
      r.counselling && r.branch
        ? programDisplayName(r.counselling, { branch: r.branch, degree: r.degree, durationYears: r.duration_years })
        : null,
  }));
}
