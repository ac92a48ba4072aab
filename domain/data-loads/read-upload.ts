// An uploaded file's bytes, read as CSV records into a year's reader: gzip or plain, checked for size before
// and after unpacking, so that neither a huge upload nor a small gzip of a huge text can fill the server's
// memory. Unpacked on the thread pool and parsed a slice at a time with the event loop yielded in between: on
// the embedded database the server's thread is also the database's, and a JoSAA year (~7 MB of CSV) parsed and
// checked in one go held it for seconds while visitors' pages waited (docs/performance.md).
import { finished } from "node:stream/promises";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { parse } from "csv-parse";
import { DataFileError, type RecordReader } from "./josaa-file.ts";

/** A JoSAA year is ~7 MB of CSV (~0.8 MB gzipped): 20 MB leaves room for a bigger year sent unpacked. */
export const MAX_DATA_FILE_BYTES = 20 * 1024 * 1024;
/** What a gzipped upload may unpack to. */
const MAX_UNPACKED_BYTES = 80 * 1024 * 1024;
/** Text parsed and checked between two yields: some 600 JoSAA rows, a few milliseconds of work. */
const SLICE_BYTES = 64 * 1024;

const isGzip = (bytes: Uint8Array) => bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The upload's text: unpacked when gzipped, refused when empty or too large (DataFileError). */
export async function unpackUpload(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new DataFileError(["The file is empty."]);
  if (bytes.length > MAX_DATA_FILE_BYTES)
    throw new DataFileError(["The file is larger than 20 MB. Upload the official file as published (gz or CSV)."]);
  if (!isGzip(bytes)) return bytes;
  try {
    return await promisify(gunzip)(bytes, { maxOutputLength: MAX_UNPACKED_BYTES });
  } catch {
    throw new DataFileError([
      "The file looks gzipped but could not be unpacked (damaged, or larger than 80 MB unpacked).",
    ]);
  }
}

/** Feeds every record of the file to `reader` and returns what it read; DataFileError when the file is bad. */
export async function readUploadedCsv<T>(bytes: Buffer, reader: RecordReader<T>): Promise<T> {
  const text = await unpackUpload(bytes);
  // A NUL never appears in a CSV: binary noise is told apart before the parser spends time on it.
  if (text.subarray(0, 65_536).includes(0)) throw new DataFileError(["The file is not a CSV text file."]);
  const parser = parse({ columns: true, skip_empty_lines: true, bom: true, trim: false });
  const parsed: Record<string, string>[] = [];
  parser.on("readable", () => {
    for (let record = parser.read(); record !== null; record = parser.read()) parsed.push(record);
  });
  // Rejects with the parser's error; raced below, so it always has a handler.
  const done = finished(parser);
  const check = () => {
    for (const record of parsed.splice(0)) reader.add(record);
  };
  try {
    for (let at = 0; at < text.length; at += SLICE_BYTES) {
      parser.write(text.subarray(at, at + SLICE_BYTES));
      await Promise.race([yieldToOthers(), done]);
      check();
    }
    parser.end();
    await done;
    check();
  } catch (err) {
    parser.destroy();
    if (err instanceof DataFileError) throw err;
    const why = err instanceof Error ? err.message.split("\n")[0] : "unreadable";
    throw new DataFileError([`The file could not be read as CSV: ${why}`]);
  }
  return reader.finish();
}
