import { gzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { DataFileError, JOSAA_COLUMNS, josaaReader, readJosaaRecords } from "./josaa-file.ts";
import { readUploadedCsv } from "./read-upload.ts";

const CSE = "Computer Science and Engineering (4 Years, Bachelor of Technology)";
const HEADER = JOSAA_COLUMNS.join(",");
const QUOTAS = ["AI", "HS", "OS"];
const SEATS = ["OPEN", "EWS", "OBC-NCL", "SC", "ST"];
// Some 13,500 rows (over 1 MB): many of the reader's slices, with a name of non-ASCII letters in every row, so
// that slices end inside a character and inside a quoted field.
const bigFile = () => {
  const lines = [HEADER];
  for (let round = 1; round <= 6; round++)
    for (let i = 0; i < 150; i++)
      for (const quota of QUOTAS)
        for (const seat of SEATS)
          lines.push(
            `2026,${round},"Institute ${i} – Kharagpur, ऐ",Indian Institute of Technology,"${CSE}",${quota},${seat},Gender-Neutral,${i + 1},${i + 100},0`,
          );
  return lines.join("\n") + "\n";
};

/** The streaming reader's outcome and the whole-file reader's (the import's) for the same text. */
async function bothReaders(text: string) {
  const streamed = await readUploadedCsv(Buffer.from(text), josaaReader({ strict: true })).catch((e: unknown) => e);
  let whole: unknown;
  try {
    whole = readJosaaRecords(parse(text, { columns: true, skip_empty_lines: true, bom: true }), { strict: true });
  } catch (err) {
    whole = err;
  }
  return { streamed, whole };
}

describe("the upload's streaming reader", () => {
  it("reads a large file, gzipped or not, exactly as the whole-file reader does", async () => {
    const text = bigFile();
    const { streamed, whole } = await bothReaders(text);
    expect(streamed).toEqual(whole);
    expect((streamed as { rows: unknown[] }).rows).toHaveLength(13_500);
    expect((streamed as { rows: { institute: string }[] }).rows[0].institute).toBe("Institute 0 – Kharagpur, ऐ");
    const gzipped = await readUploadedCsv(gzipSync(text), josaaReader({ strict: true }));
    expect(gzipped).toEqual(whole);
  });

  it("refuses the same bad files with the same lines at fault", async () => {
    const text = bigFile();
    const rows = text.split("\n");
    const bad = [
      // A bad rank far into the file, past many slices
      [...rows.slice(0, 9_000), rows[9_000].replace(/,(\d+),(\d+),0$/, ",$1,0,0"), ...rows.slice(9_001)].join("\n"),
      // More than ten problems: the first ten are listed
      rows
        .map((r, i) => (i > 0 && i % 700 === 0 ? r.replace(/,(OPEN|EWS|OBC-NCL|SC|ST),/, ",GENERAL,") : r))
        .join("\n"),
      // A duplicate row
      [...rows.slice(0, 5_000), rows[4_999], ...rows.slice(5_000)].join("\n"),
      // Missing columns
      "year,round,college\n2026,1,IIT Alpha\n",
    ];
    for (const file of bad) {
      const { streamed, whole } = await bothReaders(file);
      expect(streamed).toBeInstanceOf(DataFileError);
      expect((streamed as DataFileError).problems).toEqual((whole as DataFileError).problems);
    }
  });

  it("refuses text that is no CSV with the parser's reason, found past the first slice", async () => {
    const text = bigFile().replace(/\n$/, '\n2026,1,"IIT "Alpha",x\n');
    const error = await readUploadedCsv(Buffer.from(text), josaaReader({ strict: true })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as DataFileError).problems[0]).toMatch(/^The file could not be read as CSV: /);
  });

  it("refuses an empty file, a header alone and binary noise", async () => {
    const read = (bytes: Buffer) =>
      readUploadedCsv(bytes, josaaReader({ strict: true })).catch((e: DataFileError) => e.problems[0]);
    expect(await read(Buffer.from(""))).toMatch(/empty/);
    expect(await read(Buffer.from(HEADER + "\n"))).toMatch(/no rows/);
    expect(await read(Buffer.from([0x50, 0, 0x51]))).toMatch(/not a CSV/);
    expect(await read(Buffer.from([0x1f, 0x8b, 1, 2, 3]))).toMatch(/could not be unpacked/);
  });
});
