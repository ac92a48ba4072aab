// Reading the source files: gzip or plain, JSON, JSON lines or CSV with a header row.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";

export function readText(path: string): string {
  const bytes = readFileSync(path);
  return (path.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
}

export function readJson(path: string): unknown {
  return JSON.parse(readText(path));
}

export function readJsonLines(path: string): unknown[] {
  return readText(path)
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

export function readCsv(path: string): Record<string, string>[] {
  return parse(readText(path), { columns: true, skip_empty_lines: true, bom: true });
}
