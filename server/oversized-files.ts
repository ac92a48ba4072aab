// A browser without JavaScript sends a form's file whatever its size: a 30 MB scan of a letter arrives whole.
// Refusing the body (413) would lose what the person typed and say nothing on the field. On the forms that
// take a file (a claim's letter, an institution's photos and brochure), a body over the route's limit is read
// through instead, up to a ceiling, and passed on with each file cut to one byte over the file's own limit:
// the fields arrive whole, and the action refuses the file on its field as it refuses any file too large.
import { pipeline, type Readable, Transform, type TransformCallback } from "node:stream";

/** The most a form with a file may send to be answered on its fields; anything bigger is refused unread. */
export const READ_THROUGH_LIMIT = 50 * 1024 * 1024;

/** A part's headers are a few hundred bytes; more is no browser's form. */
const MAX_PART_HEADERS = 16 * 1024;

/** The boundary a multipart/form-data Content-Type names; undefined for any other type. */
export function multipartBoundary(type: string | undefined): string | undefined {
  const match = /^multipart\/form-data\s*;(?:[^;]*;)*\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(type ?? "");
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * Passes a multipart body on with the content of every file part cut to at most `keep` bytes; the fields, the
 * parts' headers and the boundaries pass as they came, so the result is the same form with shorter files.
 */
export function cutFiles(boundary: string, keep: number): Transform {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const blankLine = Buffer.from("\r\n\r\n");
  // The body's first boundary has no line break before it: one is put in front so every boundary looks the
  // same, and taken off again as the first bytes go out.
  let pending: Buffer = Buffer.from("\r\n");
  let unsent = 2;
  let state: "content" | "headers" | "epilogue" = "content";
  let inFile = false;
  let kept = 0;

  function send(stream: Transform, bytes: Buffer) {
    if (unsent > 0) {
      const skip = Math.min(unsent, bytes.length);
      unsent -= skip;
      bytes = bytes.subarray(skip);
    }
    if (bytes.length) stream.push(bytes);
  }
  function content(stream: Transform, bytes: Buffer) {
    if (!inFile) return send(stream, bytes);
    const room = Math.max(0, keep - kept);
    kept += bytes.length;
    if (room > 0) send(stream, bytes.subarray(0, room));
  }
  function drain(stream: Transform, final: boolean) {
    for (;;) {
      if (state === "epilogue") {
        send(stream, pending);
        pending = Buffer.alloc(0);
        return;
      }
      if (state === "headers") {
        if (pending.length >= 2 && pending[0] === 0x2d && pending[1] === 0x2d) {
          state = "epilogue"; // "--" after a boundary: the form's end
          continue;
        }
        const end = pending.indexOf(blankLine);
        if (end === -1) {
          if (pending.length > MAX_PART_HEADERS) throw new Error("A form part's headers are too long.");
          if (final) state = "epilogue";
          if (final) continue;
          return;
        }
        const headers = pending.subarray(0, end + blankLine.length);
        inFile = /;\s*filename\*?=/i.test(headers.toString("latin1"));
        kept = 0;
        send(stream, headers);
        pending = pending.subarray(headers.length);
        state = "content";
        continue;
      }
      const at = pending.indexOf(delimiter);
      if (at === -1) {
        // The last bytes may be the start of a boundary: kept until more arrive.
        const safe = final ? pending.length : Math.max(0, pending.length - (delimiter.length - 1));
        content(stream, pending.subarray(0, safe));
        pending = pending.subarray(safe);
        return;
      }
      content(stream, pending.subarray(0, at));
      send(stream, delimiter);
      pending = pending.subarray(at + delimiter.length);
      state = "headers";
    }
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      try {
        drain(this, false);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        drain(this, true);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
}

/**
 * For a route whose files may be at most `fileLimit` bytes: a multipart body declared over the route's
 * `bodyLimit` (and within READ_THROUGH_LIMIT) is read through with each file cut to `fileLimit + 1` bytes.
 * Gives the stream to read instead, or undefined to read the body as it is (and refuse it when too large).
 */
export function readThrough(
  headers: Record<string, string | string[] | undefined>,
  payload: Readable,
  limits: { bodyLimit: number; fileLimit: number },
): Readable | undefined {
  const declared = Number(headers["content-length"]);
  if (!(declared > limits.bodyLimit && declared <= READ_THROUGH_LIMIT)) return undefined;
  const type = headers["content-type"];
  const boundary = multipartBoundary(typeof type === "string" ? type : undefined);
  if (!boundary) return undefined;
  // The body passed on is shorter than announced: Fastify would otherwise refuse it for not matching.
  delete headers["content-length"];
  return pipeline(payload, cutFiles(boundary, limits.fileLimit + 1), () => {});
}
