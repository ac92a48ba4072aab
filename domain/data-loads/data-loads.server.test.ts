import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { dataLoads } from "../../db/cutoffs-schema.ts";
import { loadCatalogueIfChanged } from "../../seed/catalogue.ts";
import { writeCatalogueFixture } from "../../tests/support/catalogue.ts";
import { writeCutoffFixture } from "../../tests/support/cutoffs.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { institutionCutoffs } from "../cutoffs/institution-cutoffs.server.ts";
import { InputError } from "../errors.ts";
import { getDataLoad, publishDataLoad, rollBackDataLoad, stageDataFile } from "./data-loads.server.ts";
import { DataFileError, JOSAA_COLUMNS } from "./josaa-file.ts";
import { MHTCET_COLUMNS } from "./mhtcet-file.ts";
import { actorEmailed } from "../../tests/support/audit.ts";
import { searchAuditEvents } from "../audit/audit-search.server.ts";

const CSE = "Computer Science and Engineering (4 Years, Bachelor of Technology)";
const HEADER = JOSAA_COLUMNS.join(",");
const line = (year: number, round: number, institute: string, closing: number | string, opening: number | string = 1) =>
  `${year},${round},${institute},Indian Institute of Technology,"${CSE}",AI,OPEN,Gender-Neutral,${opening},${closing},0`;
const file = (lines: string[]) => Buffer.from([HEADER, ...lines].join("\n") + "\n");

let database: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = writeCutoffFixture(writeCatalogueFixture());
  await loadCatalogueIfChanged(database.db, { dir });
});
afterAll(() => database.close());

const iitAlphaYears = async () => {
  const cutoffs = await institutionCutoffs(database.db, "alpha-college");
  const josaa = cutoffs!.counselling.find((c) => c.counselling === "josaa")!;
  const cse = josaa.pools.find(
    (p) => p.program.nameAsPublished === CSE && p.quota === "AI" && p.rankList === "common",
  )!;
  return { year: josaa.year, last: cse.years.at(-1)! };
};

const seatsOf = async (body: string) =>
  (
    (await database.db.execute(
      sql`select id, institute_id, year, closing_rank, nirf_rank from cutoff_seats where counselling = ${body} order by id`,
    )) as unknown as { rows: unknown[] }
  ).rows;

const liveRows = async (year: number) => {
  const { rows } = (await database.db.execute(
    sql`select count(*)::int as n from cutoffs c join cutoff_institutes i on i.id = c.institute_id
      where i.counselling = 'josaa' and year = ${year}`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0].n;
};

describe("staff loads of a JoSAA file", () => {
  it("stages a new year with a preview, publishes it as the latest and rolls it back to none", async () => {
    const mccSeats = await seatsOf("mcc");
    expect(mccSeats.length).toBeGreaterThan(0);
    const staged = await stageDataFile(
      database.db,
      "josaa",
      {
        name: "orcr-2026.csv.gz",
        bytes: gzipSync(
          file([
            line(2026, 1, "IIT Alpha", 80),
            line(2026, 2, "IIT Alpha", 90),
            line(2026, 1, "Alpha Institute of Technology Campus", 500),
          ]),
        ),
      },
      actorEmailed("editor@example.org"),
    );
    expect(staged).toMatchObject({ status: "staged", year: 2026, rows: 3, rounds: [1, 2] });
    expect(staged.preview).toMatchObject({ added: 3, changed: 0, removed: 0, unchanged: 0 });
    expect(staged.unmatched!.institutes.map((i) => i.name)).toEqual(["Alpha Institute of Technology Campus"]);
    expect(staged.unmatched!.institutes[0].candidates.map((c) => c.code)).toContain("C-1");

    const published = await publishDataLoad(
      database.db,
      staged.id,
      { "Alpha Institute of Technology Campus": "C-1" },
      actorEmailed("editor@example.org"),
    );
    expect(published).toMatchObject({ status: "published", publishedBy: "editor@example.org" });
    const after = await iitAlphaYears();
    expect(after.year).toBe(2026);
    // Round 2 is the pool's final round of 2026: the chart's point for the year.
    expect(after.last).toMatchObject({ year: 2026, round: 2, closingRank: 90 });
    expect(after.last.loadedOn).toBe(published.publishedAt!.toISOString().slice(0, 10));
    const seats = (await database.db.execute(
      sql`select max(year)::int as year from cutoff_seats where counselling = 'josaa'`,
    )) as unknown as { rows: { year: number }[] };
    expect(seats.rows[0].year).toBe(2026);
    // Only JoSAA's seat pools were derived again: the other bodies' are as the catalogue's load left them.
    expect(await seatsOf("mcc")).toEqual(mccSeats);

    const rolledBack = await rollBackDataLoad(database.db, staged.id, actorEmailed("admin@example.org"));
    expect(rolledBack).toMatchObject({ status: "rolled-back", rolledBackBy: "admin@example.org" });
    expect(await liveRows(2026)).toBe(0);
    // The audit trail has the publish and the rollback, each with the status before and after.
    const trail = await searchAuditEvents(database.db, { kind: "data-load" }, { limit: 10, offset: 0 });
    const of = (action: string) => trail.rows.find((e) => e.action === action && e.subjectId === String(staged.id));
    expect(of("data-load.publish")).toMatchObject({ actorEmail: "editor@example.org" });
    expect(of("data-load.publish")!.changes).toMatchObject({
      status: { before: "staged", after: "published" },
      picks: { before: null, after: { "Alpha Institute of Technology Campus": "C-1" } },
    });
    expect(of("data-load.rollback")!.changes.status).toEqual({ before: "published", after: "rolled-back" });
    expect((await iitAlphaYears()).year).toBe(2025);
  });

  it("replaces a year the release holds and brings the release's rows back on rollback", async () => {
    const before = await iitAlphaYears();
    const rows2025 = await liveRows(2025);
    const staged = await stageDataFile(
      database.db,
      "josaa",
      { name: "orcr-2025.csv", bytes: file([line(2025, 1, "IIT Alpha", 61)]) },
      actorEmailed("editor@example.org"),
    );
    expect(staged.preview!.removed).toBeGreaterThan(0);
    await publishDataLoad(database.db, staged.id, {}, actorEmailed("editor@example.org"));
    expect(await liveRows(2025)).toBe(1);
    expect((await iitAlphaYears()).last.closingRank).toBe(61);

    // A second version of the year; rolling it back brings the first staff version back, then the release's.
    const second = await stageDataFile(
      database.db,
      "josaa",
      { name: "b.csv", bytes: file([line(2025, 1, "IIT Alpha", 62)]) },
      actorEmailed("e"),
    );
    // Compared with the live version: the one row is the same pool with another closing rank.
    expect(second.preview).toMatchObject({ added: 0, changed: 1, removed: 0, unchanged: 0 });
    await publishDataLoad(database.db, second.id, {}, actorEmailed("e"));
    expect((await getDataLoad(database.db, staged.id))!.status).toBe("superseded");
    await rollBackDataLoad(database.db, second.id, actorEmailed("e"));
    expect((await iitAlphaYears()).last.closingRank).toBe(61);
    await rollBackDataLoad(database.db, staged.id, actorEmailed("e"));
    expect(await liveRows(2025)).toBe(rows2025);
    expect((await iitAlphaYears()).last).toEqual(before.last);
  });

  it("keeps a published load across a reload of the release's data", async () => {
    const staged = await stageDataFile(
      database.db,
      "josaa",
      { name: "c.csv", bytes: file([line(2026, 1, "IIT Alpha", 77)]) },
      actorEmailed("e"),
    );
    await publishDataLoad(database.db, staged.id, {}, actorEmailed("e"));
    await loadCatalogueIfChanged(database.db, { dir, force: true });
    expect((await iitAlphaYears()).last).toMatchObject({ year: 2026, closingRank: 77 });
    await rollBackDataLoad(database.db, staged.id, actorEmailed("e"));
    expect((await iitAlphaYears()).year).toBe(2025);
  });

  it("publishes a year all at once: a reader meanwhile sees none of it or all of it, seat pools with it", async () => {
    // 1,400 rows, so that the publish prepares them in several steps before its transaction.
    const lines = [];
    for (let round = 1; round <= 10; round++)
      for (const quota of ["AI", "HS", "OS", "GO", "JK", "LA", "AP"])
        for (const seat of ["OPEN", "EWS", "OBC-NCL", "SC", "ST"])
          for (const gender of ["Gender-Neutral", "Female-only (including Supernumerary)"])
            for (const pwd of ["", " (PwD)"])
              lines.push(
                `2027,${round},IIT Alpha,Indian Institute of Technology,"${CSE}",${quota},${seat}${pwd},${gender},1,${100 + round},0`,
              );
    const staged = await stageDataFile(
      database.db,
      "josaa",
      { name: "orcr-2027.csv", bytes: file(lines) },
      actorEmailed("e"),
    );
    const seen = new Set<string>();
    let publishing = true;
    const published = publishDataLoad(database.db, staged.id, {}, actorEmailed("e")).finally(
      () => (publishing = false),
    );
    while (publishing) {
      const { rows } = (await database.db.execute(sql`select
          (select count(*)::int from cutoffs where year = 2027) as cutoffs,
          (select count(*)::int from cutoff_seats where counselling = 'josaa' and year = 2027) as seats`)) as unknown as {
        rows: { cutoffs: number; seats: number }[];
      };
      seen.add(`${rows[0].cutoffs} rows, ${rows[0].seats} seat pools`);
      // As a visitor's request would, through the event loop: the publish yields to it between its steps.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await published;
    expect(await liveRows(2027)).toBe(1_400);
    expect([...seen].every((s) => s === "0 rows, 0 seat pools" || s === "1400 rows, 140 seat pools")).toBe(true);
    expect(seen).toContain("0 rows, 0 seat pools");
    // Each pool's round 10 is its final one; the ready rows made for the publish are gone.
    expect((await iitAlphaYears()).last).toMatchObject({ year: 2027, round: 10, closingRank: 110 });
    const left = (await database.db.execute(
      sql`select (select count(*) from data_load_cutoffs)::int + (select count(*) from data_load_seats)::int as n`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0].n).toBe(0);
    await rollBackDataLoad(database.db, staged.id, actorEmailed("e"));
    expect(await liveRows(2027)).toBe(0);
    expect((await iitAlphaYears()).year).toBe(2025);
  });

  const refused = async (bytes: Buffer, dataset: "josaa" | "mhtcet" = "josaa", name = "bad.csv") => {
    const before = await liveRows(2026);
    const loadCount = () => database.db.$count(dataLoads);
    const loads = await loadCount();
    const error = await stageDataFile(database.db, dataset, { name, bytes }, actorEmailed("e")).catch(
      (err: unknown) => err,
    );
    expect(await liveRows(2026)).toBe(before);
    expect(await loadCount()).toEqual(loads);
    return error as Error;
  };

  it("refuses a bad file with a message naming what is wrong and changes nothing", async () => {
    const wrongColumns = await refused(Buffer.from("year,round,college\n2026,1,IIT Alpha\n"));
    expect(wrongColumns).toBeInstanceOf(DataFileError);
    expect(wrongColumns.message).toMatch(/Missing columns: institute, institute_type, program/);
    expect((await refused(file([line(2026, 1, "IIT Alpha", 0)]))).message).toMatch(
      /line 2: opening rank .* closing rank "0"/,
    );
    expect((await refused(file([line(2026, 1, "IIT Alpha", "12a")]))).message).toMatch(/closing rank "12a"/);
    expect((await refused(file([line(2026, 1, "IIT Alpha", 60_000_000)]))).message).toMatch(
      /no JEE rank is above 5,00,00,000/,
    );
    expect(await refused(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)))).toBeInstanceOf(
      DataFileError,
    );
    expect((await refused(Buffer.alloc(21 * 1024 * 1024, 65))).message).toMatch(/larger than 20 MB/);
    expect((await refused(Buffer.from(""))).message).toMatch(/empty/);
  });

  it("refuses a second upload while one is staging", async () => {
    await database.db.execute(
      sql`insert into data_loads (dataset, year, file_name, sha256, status, uploaded_by) values ('josaa', 2026, 'x', 'x', 'staging', 'other')`,
    );
    const error = await refused(file([line(2026, 1, "IIT Alpha", 70)])).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).fields.file).toMatch(/Another file is being loaded/);
    await database.db.execute(sql`delete from data_loads where status = 'staging'`);
  });

  it("loads an MHT-CET CAP year through the same steps, its colleges known by the CET Cell's code", async () => {
    const cap = [
      MHTCET_COLUMNS.join(","),
      // The fixture's Pune college is code 1234; a new spelling of its name is still the same college.
      '01234,"Example College of Engg, Pune",Un-Aided Home University : Savitribai Phule Pune University,0123424510,Computer Engineering,I,GOPENS,4100,97.1234567',
      '01234,"Example College of Engg, Pune",Un-Aided Home University : Savitribai Phule Pune University,0123424510,Computer Engineering,II,GOPENS,4500,96.9',
    ].join("\n");
    await expect(
      stageDataFile(database.db, "mhtcet", { name: "cap.csv", bytes: Buffer.from(cap) }, actorEmailed("e")),
    ).rejects.toThrow(/Name the file with its year/);
    const staged = await stageDataFile(
      database.db,
      "mhtcet",
      { name: "cap-2025.csv", bytes: Buffer.from(cap) },
      actorEmailed("e"),
    );
    expect(staged).toMatchObject({ dataset: "mhtcet", year: 2025, rows: 2, rounds: [1, 2] });
    expect(staged.unmatched!.institutes).toEqual([]);
    await publishDataLoad(database.db, staged.id, {}, actorEmailed("e"));
    const { rows } = (await database.db.execute(sql`select year, round, closing_rank, closing_percentile
      from cutoff_seats where counselling = 'mhtcet' order by year desc limit 1`)) as unknown as {
      rows: { year: number; round: number; closing_rank: number; closing_percentile: number }[];
    };
    expect(rows[0]).toMatchObject({ year: 2025, round: 2, closing_rank: 4500, closing_percentile: 96.9 });
    await rollBackDataLoad(database.db, staged.id, actorEmailed("e"));
    const after = (await database.db.execute(
      sql`select max(year)::int as year from cutoff_seats where counselling = 'mhtcet'`,
    )) as unknown as { rows: { year: number }[] };
    expect(after.rows[0].year).toBe(2024);
    const bad = cap.replace("4100", "0");
    expect((await refused(Buffer.from(bad), "mhtcet", "cap-2025.csv")).message).toMatch(/line 2: closing rank "0"/);
  });
});
