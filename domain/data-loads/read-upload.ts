// An uploaded file's bytes to CSV records: gzip or plain, checked for size before and after unpacking, so
// that neither a huge upload nor a small gzip of a huge text can fill the server's memory.
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { DataFileError } from "./josaa-file.ts";

/** A JoSAA year is ~7 MB of CSV (~0.8 MB gzipped): 20 MB leaves room for a bigger year sent unpacked. */
export const MAX_DATA_FILE_BYTES = 20 * 1024 * 1024;
/** What a gzipped upload may unpack to. */
const MAX_UNPACKED_BYTES = 80 * 1024 * 1024;

const isGzip = (bytes: Uint8Array) => bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

export function readUploadedCsv(bytes: Buffer): Record<string, string>[] {
  if (bytes.length === 0) throw new DataFileError(["The file is empty."]);
  if (bytes.length > MAX_DATA_FILE_BYTES)
    throw new DataFileError(["The file is larger than 20 MB. Upload the official file as published (gz or CSV)."]);
  let text: Buffer;
  try {
    text = isGzip(bytes) ? gunzipSync(bytes, { maxOutputLength: MAX_UNPACKED_BYTES }) : bytes;
  } catch {
    throw new DataFileError([
      "The file looks gzipped but could not be unpacked (damaged, or larger than 80 MB unpacked).",
    ]);
  }
  // A NUL never appears in a CSV: binary noise is told apart before the parser spends time on it.
  if (text.subarray(0, 65_536).includes(0)) throw new DataFileError(["The file is not a CSV text file."]);
  try {
    return parse(text, { columns: true, skip_empty_lines: true, bom: true, trim: false });
  } catch (err) {
    const why = err instanceof Error ? err.message.split("\n")[0] : "unreadable";
    throw new DataFileError([`The file could not be read as CSV: ${why}`]);
  }
}
