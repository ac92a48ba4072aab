// Writing the portal's datasets: CSV, gzip without a time or file name in its header, and the manifest.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { stringify } from "csv-stringify/sync";

export type Row = Record<string, string | number>;

/** CSV text with a header row and "\n" line ends, columns in the given order. */
function toCsv(columns: string[], rows: Row[]): string {
  return stringify(rows, { header: true, columns, record_delimiter: "\n" });
}

/** Gzip whose bytes depend only on the content: no time stamp, no file name, the operating system field fixed. */
function gzipDeterministic(text: string): Buffer {
  const bytes = gzipSync(Buffer.from(text, "utf8"), { level: 9 });
  bytes.writeUInt32LE(0, 4);
  bytes[9] = 255;
  return bytes;
}

export function sha256(content: string | Buffer): string {
  return createHash("sha256").update(content).digest("hex");
}

export interface OutputFile {
  file: string;
  description: string;
  columns: string[];
  rows: Row[];
  sources: string[];
  /** For files of several years: how many rows each year has */
  rowsByYear?: Record<string, number>;
}

export interface ManifestEntry {
  file: string;
  description: string;
  rows: number;
  columns: string[];
  /** sha256 of the uncompressed CSV text: the same whichever zlib compressed it. */
  csvSha256: string;
  sources: string[];
  rowsByYear?: Record<string, number>;
}

export function writeOutput(dir: string, output: OutputFile): ManifestEntry {
  mkdirSync(dir, { recursive: true });
  const csv = toCsv(output.columns, output.rows);
  writeFileSync(join(dir, output.file), gzipDeterministic(csv));
  return {
    file: output.file,
    description: output.description,
    rows: output.rows.length,
    columns: output.columns,
    csvSha256: sha256(csv),
    sources: output.sources,
    ...(output.rowsByYear ? { rowsByYear: output.rowsByYear } : {}),
  };
}

/** Rows in a fixed order: by each listed column in turn, compared as text. */
export function sortRows(rows: Row[], by: string[]): Row[] {
  return [...rows].sort((a, b) => {
    for (const column of by) {
      const left = String(a[column] ?? "");
      const right = String(b[column] ?? "");
      if (left !== right) return left < right ? -1 : 1;
    }
    return 0;
  });
}
