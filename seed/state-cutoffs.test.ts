// The state counselling bodies' committed rows (db/data) loaded through the catalogue's cut-off loader: for each
// body, one row picked from its source file arrives with its closing rank, category, quota, round and year.
// Only the state bodies' files are loaded (with their institutes unlinked: the institutions are not loaded here;
// the links are checked by the import's tests), so that the test stays short.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { stateBodies } from "../domain/cutoffs/state-counselling.ts";
import { openTestDatabase } from "../tests/support/database.ts";
import { catalogueDir } from "./catalogue.ts";
import { loadCutoffs } from "./cutoffs.ts";

function stateOnly(file: string, dir: string, blank: string[] = []) {
  const rows: Record<string, string>[] = parse(gunzipSync(readFileSync(path.join(catalogueDir, file))), {
    columns: true,
  });
  const kept = rows
    .filter((r) => (stateBodies as readonly string[]).includes(r.counselling))
    .map((r) => ({ ...r, ...Object.fromEntries(blank.map((c) => [c, ""])) }));
  writeFileSync(path.join(dir, file), gzipSync(stringify(kept, { header: true, columns: Object.keys(rows[0]) })));
}

let database: DatabaseHandle;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "state-cutoffs-"));
  stateOnly("cutoff-institutes.csv.gz", dir, ["institution_code"]);
  stateOnly("cutoff-programmes.csv.gz", dir);
  for (const body of stateBodies)
    copyFileSync(path.join(catalogueDir, `${body}-cutoffs.csv.gz`), path.join(dir, `${body}-cutoffs.csv.gz`));
  database = await openTestDatabase();
  await database.db.transaction((tx) => loadCutoffs(tx, dir));
}, 120_000);
afterAll(() => database.close());

interface Found {
  year: number;
  round: number;
  quota: string | null;
  seat_type: string;
  gender: string;
  opening_rank: number | null;
  closing_rank: number;
}

async function rowsOf(body: string, institute: string, programme: string): Promise<Found[]> {
  const { rows } = (await database.db.execute(sql`
    select c.year, c.round, c.quota, c.seat_type, c.gender, c.opening_rank, c.closing_rank
    from cutoffs c
    join cutoff_institutes i on i.id = c.institute_id
    join cutoff_programmes p on p.id = c.programme_id
    where i.counselling = ${body} and (i.source_code = ${institute} or i.name = ${institute})
      and p.name_as_published = ${programme}
    order by c.year, c.round, c.quota, c.seat_type, c.gender`)) as unknown as { rows: Found[] };
  return rows;
}

describe("the state counselling bodies' rows in the database", () => {
  it("KCET: UVCE (E001), AI and ML (2024's 'AI Artificial'), category 1G, round 1 of 2024, closing rank 9,684", async () => {
    const rows = await rowsOf("kcet", "E001", "ARTIFICIAL INTELLIGENCE AND MACHINE LEARNING");
    expect(rows).toContainEqual({
      year: 2024,
      round: 1,
      quota: null,
      seat_type: "1G",
      gender: "neutral",
      opening_rank: null,
      closing_rank: 9684,
    });
  });

  it("KCET: 2024's 'CS Computers' and 2025's full name are one programme: RV College (E005), GM, round 1", async () => {
    const rows = await rowsOf("kcet", "E005", "COMPUTER SCIENCE AND ENGINEERING");
    const gmRound1 = rows.filter((r) => r.seat_type === "GM" && r.round === 1);
    expect(gmRound1.map((r) => [r.year, r.closing_rank])).toEqual([
      [2024, 290],
      [2025, 234],
    ]);
  });

  it("COMEDK: Acharya Institute of Technology (E001), Aeronautical Engineering, GM after round 3 of 2025: 104,061", async () => {
    expect(await rowsOf("comedk", "E001", "Aeronautical Engineering")).toEqual([
      {
        year: 2025,
        round: 3,
        quota: null,
        seat_type: "GM",
        gender: "neutral",
        opening_rank: null,
        closing_rank: 104061,
      },
    ]);
  });

  it("KEAM: College of Engineering Thiruvananthapuram (TVE), ECE, FW, phase 2 of 2026: 286", async () => {
    expect(await rowsOf("keam", "TVE", "Electronics and Communication Engineering")).toContainEqual({
      year: 2026,
      round: 2,
      quota: null,
      seat_type: "FW",
      gender: "neutral",
      opening_rank: null,
      closing_rank: 286,
    });
  });

  it("WBJEE: Jadavpur University, CSE, WBJEE seats, All India, Open, round 2 of 2026: 17 to 17", async () => {
    expect(await rowsOf("wbjee", "Jadavpur University", "Computer Science & Engineering")).toContainEqual({
      year: 2026,
      round: 2,
      quota: "All India",
      seat_type: "Open",
      gender: "neutral",
      opening_rank: 17,
      closing_rank: 17,
    });
  });

  it("keeps WBJEEB's JEE (Main) seats a body of their own: Techno Main Salt Lake, CSE, round 1: 20 to 1,834", async () => {
    const institute = "Techno Main Salt Lake, Sector-V, Salt Lake";
    const jee = await rowsOf("wbjee-jee-main", institute, "Computer Science & Engineering");
    expect(jee).toContainEqual({
      year: 2026,
      round: 1,
      quota: "All India",
      seat_type: "Open",
      gender: "neutral",
      opening_rank: 20,
      closing_rank: 1834,
    });
    const wbjee = await rowsOf("wbjee", institute, "Computer Science & Engineering");
    expect(wbjee.some((r) => r.closing_rank === 1834 && r.opening_rank === 20)).toBe(false);
  });

  it("GUJCET (ACPC): Dr. S & S.S. Ghandhi Government Engineering College Surat, Civil, GENERAL, 2025: 22,103", async () => {
    expect(
      await rowsOf("acpc", "DR. S & S.S.Ghandhi Government Engineering College Surat", "CIVIL ENGINEERING"),
    ).toContainEqual({
      year: 2025,
      round: 1,
      quota: null,
      seat_type: "GENERAL",
      gender: "neutral",
      opening_rank: null,
      closing_rank: 22103,
    });
  });

  it("OJEE: OUTR Bhubaneswar, CSE (AI and ML), TFW, home state, gender-neutral, 2025: 27,519 to 44,381", async () => {
    const rows = await rowsOf(
      "ojee",
      "Odisha University of Technology and Research (formerly College of Engineering and Technology), Bhubaneswar",
      "Computer Science Engineering with specialization in Artificial Intelligence and Machine Learni",
    );
    expect(rows).toContainEqual({
      year: 2025,
      round: 1,
      quota: "HS",
      seat_type: "TFW",
      gender: "neutral",
      opening_rank: 27519,
      closing_rank: 44381,
    });
  });

  it("derives each body's seat pools from its latest year only", async () => {
    const { rows } = (await database.db.execute(
      sql`select counselling, min(year)::int as first, max(year)::int as last, count(*)::int as n
          from cutoff_seats group by counselling order by counselling`,
    )) as unknown as { rows: { counselling: string; first: number; last: number; n: number }[] };
    expect(rows.map((r) => [r.counselling, r.first, r.last])).toEqual([
      ["acpc", 2025, 2025],
      ["comedk", 2025, 2025],
      ["kcet", 2025, 2025],
      ["keam", 2026, 2026],
      ["ojee", 2025, 2025],
      ["wbjee", 2026, 2026],
      ["wbjee-jee-main", 2026, 2026],
    ]);
    expect(rows.every((r) => r.n > 0)).toBe(true);
  });
});
