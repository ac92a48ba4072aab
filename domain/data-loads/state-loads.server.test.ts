// Staff load a state counselling body's file as the body publishes it (test-fixtures: real rows of KEA's KCET CSV
// and CEE Kerala's KEAM JSON): staged with its preview, published so that the predictor answers with the new
// closing rank at once, rolled back to what was live before; a bad file is refused with what is wrong and where.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { dataLoads } from "../../db/cutoffs-schema.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { writeCutoffFixture } from "../../tests/support/cutoffs.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { writeStateCutoffFixture } from "../../tests/support/state-cutoffs.ts";
import { predictQuerySchema } from "../cutoffs/cutoffs.schema.ts";
import { predict } from "../cutoffs/predict.server.ts";
import { publishDataLoad, rollBackDataLoad, stageDataFile, type UploadableDataset } from "./data-loads.server.ts";
import { DataFileError } from "./josaa-file.ts";
import { actorEmailed } from "../../tests/support/audit.ts";

const fixture = (file: string) => readFileSync(join(import.meta.dirname, "test-fixtures", file));
const KCET = fixture("kcet-2025.csv");
const KEAM = fixture("keam-2026.json");

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const dir = writeStateCutoffFixture(writeCutoffFixture(writeCatalogueFixture()));
  await loadCatalogueIfChanged(database.db, { dir });
});
afterAll(() => database.close());

/** The predictor's answer for a rank, as the API gives it: each seat's college, programme and closing rank. */
async function predicted(exam: string, rank: number) {
  const { results } = await predict(database.db, predictQuerySchema.parse({ exam, rank }));
  return results.map((r) => [r.institution.nameAsPublished, r.program.nameAsPublished, r.year, r.closingRank]);
}

const stage = (dataset: UploadableDataset, name: string, bytes: Buffer) =>
  stageDataFile(database.db, dataset, { name, bytes }, actorEmailed("editor@example.org"));

/** Stages a bad file: the error, having checked that nothing was kept. */
async function refused(dataset: UploadableDataset, name: string, bytes: Buffer): Promise<DataFileError> {
  const loads = await database.db.$count(dataLoads);
  const error = await stage(dataset, name, bytes).catch((err: unknown) => err);
  expect(error).toBeInstanceOf(DataFileError);
  expect(await database.db.$count(dataLoads)).toBe(loads);
  return error as DataFileError;
}

const RVCE = "R. V. College of Engineering Bangalore";

describe("staff loads of a state counselling body's file", () => {
  it("loads KEA's KCET year: its colleges known by KEA's code, its spellings mended, its new college listed", async () => {
    expect(await predicted("kcet", 450)).toEqual([
      [RVCE, "COMPUTER SCIENCE AND ENGINEERING", 2024, 501],
      [RVCE, "ELECTRONICS AND COMMUNICATION ENGG", 2024, 1354],
    ]);
    const staged = await stage("kcet", "kcet-2025.csv.gz", gzipSync(KCET));
    expect(staged).toMatchObject({ status: "staged", dataset: "kcet", year: 2025, rows: 8, rounds: [1, 2, 3] });
    // 2025 is a year the portal does not hold: every row is new.
    expect(staged.preview).toMatchObject({ added: 8, changed: 0, removed: 0, unchanged: 0 });
    // "COMMUNICATIO N" (a line break in KEA's print) is the programme the portal holds; Vemana is new to it,
    // and the catalogue has no Karnataka institution to offer (links stay within the body's state).
    expect(staged.unmatched).toEqual({
      institutes: [{ name: "Vemana Institute of Technology Bangalore", rows: 1, candidates: [] }],
      programmes: ["CIVIL ENGINEERING"],
    });

    const published = await publishDataLoad(database.db, staged.id, {}, actorEmailed("editor@example.org"));
    expect(published.status).toBe("published");
    expect(await predicted("kcet", 450)).toEqual([
      [RVCE, "COMPUTER SCIENCE AND ENGINEERING", 2025, 499],
      [RVCE, "ELECTRONICS AND COMMUNICATION ENGG", 2025, 1100],
    ]);
    const { results } = await predict(database.db, predictQuerySchema.parse({ exam: "kcet", rank: 450 }));
    expect(results[0].source).toMatch(/^KEA \(KCET\) 2025, Round 3 · loaded /);
    // The new college was loaded unlinked, in Karnataka, with KEA's code.
    const { rows } = (await database.db.execute(sql`select state, source_code, institution_code from cutoff_institutes
      where counselling = 'kcet' and name like 'Vemana%'`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ state: "Karnataka", source_code: "E092", institution_code: null }]);

    await rollBackDataLoad(database.db, staged.id, actorEmailed("editor@example.org"));
    expect(await predicted("kcet", 450)).toEqual([
      [RVCE, "COMPUTER SCIENCE AND ENGINEERING", 2024, 501],
      [RVCE, "ELECTRONICS AND COMMUNICATION ENGG", 2024, 1354],
    ]);
  });

  it("loads CEE Kerala's KEAM JSON over the year the release holds and rolls back to the release's rows", async () => {
    const TVE = "College of Engineering,Thiruvananthapuram";
    expect(await predicted("keam", 500)).toEqual([[TVE, "Computer Science and Engineering", 2026, 600]]);
    const staged = await stage("keam", "keam-2026.json", KEAM);
    expect(staged).toMatchObject({ dataset: "keam", year: 2026, rows: 2, rounds: [2] });
    // State Merit's phase 2 moved (600 → 584); Ezhava's is new. The name's final full stop is the import's too.
    expect(staged.preview).toMatchObject({ added: 1, changed: 1, removed: 0, unchanged: 0 });
    expect(staged.unmatched).toEqual({ institutes: [], programmes: [] });
    await publishDataLoad(database.db, staged.id, {}, actorEmailed("e"));
    expect(await predicted("keam", 500)).toEqual([[TVE, "Computer Science and Engineering", 2026, 584]]);
    await rollBackDataLoad(database.db, staged.id, actorEmailed("e"));
    expect(await predicted("keam", 500)).toEqual([[TVE, "Computer Science and Engineering", 2026, 600]]);
  });

  it("refuses a bad KCET file with the line and what is wrong, and keeps nothing", async () => {
    const text = KCET.toString("utf8");
    const lines = text.trim().split("\n");
    const missing = await refused("kcet", "k.csv", Buffer.from(text.replace("category,", "seat_category,")));
    expect(missing.problems).toEqual([
      "Missing column: category. A KCET file has the columns college_code, college_name, branch, year, round, category, closing_rank.",
    ]);
    const bad = [...lines];
    bad[2] = bad[2].replace(",GM,", ",XYZ,");
    bad[3] = bad[3].replace(/,446$/, ",0");
    bad[4] = bad[4].replace(/,499$/, ",4 99a");
    const wrong = await refused("kcet", "k.csv", Buffer.from(bad.join("\n")));
    expect(wrong.problems).toEqual([
      'line 3: unknown category "XYZ": not in domain/cutoffs/state-counselling.ts (kcet)',
      'line 4: closing rank "0" must be a whole number from 1 to 50,00,000',
      'line 5: closing rank "4 99a" must be a whole number from 1 to 50,00,000',
    ]);
    const twoYears = await refused("kcet", "k.csv", Buffer.from(text + lines[1].replace(",2025,", ",2024,") + "\n"));
    expect(twoYears.problems).toEqual(["The file has rows of 2024 and 2025: load one year per file."]);
    expect((await refused("kcet", "k.csv", Buffer.from(""))).problems).toEqual(["The file is empty."]);
  });

  it("refuses a bad KEAM file with the record and what is wrong", async () => {
    const records = JSON.parse(KEAM.toString("utf8")) as Record<string, string>[];
    const json = (value: unknown) => Buffer.from(JSON.stringify(value));
    const problems = async (value: unknown) => (await refused("keam", "keam-2026.json", json(value))).problems;
    expect(await problems([{ ...records[0], Category: "XX" }])).toEqual([
      'record 1: unknown category "XX": not in domain/cutoffs/state-counselling.ts (keam)',
    ]);
    expect(await problems([records[0], { ...records[1], "Closing Rank": "rank 12" }])).toEqual([
      'record 2: closing rank "rank 12" must be a whole number from 1 to 50,00,000',
    ]);
    const { Phase: _, ...noPhase } = records[0];
    expect((await problems([noPhase]))[0]).toMatch(/^Missing column: Phase\. A KEAM record has the columns/);
    expect(await problems({ records })).toEqual([
      "CEE Kerala's KEAM last-rank JSON is a list of records ([{…}, {…}]).",
    ]);
    expect((await refused("keam", "keam.json", Buffer.from("college,rank\n"))).problems[0]).toMatch(
      /^The file could not be read as JSON/,
    );
  });
});
