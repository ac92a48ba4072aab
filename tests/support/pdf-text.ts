// A PDF's text as a reader's search or copy would see it (poppler's pdftotext, `apt-get install poppler-utils`).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

let dir: string | undefined;

export function pdfText(bytes: Uint8Array): string {
  dir ??= mkdtempSync(path.join(tmpdir(), "brochure-"));
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}
