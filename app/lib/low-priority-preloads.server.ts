// A page's module preloads go out at low fetch priority. On a slow connection the stylesheet and the page's
// images then come before its ~25 scripts, so the page is painted first and made interactive after, instead
// of the scripts sharing the phone's bandwidth with the stylesheet (measured in docs/performance.md).
// React Router's <Scripts /> takes no priority for its <link rel="modulepreload"> tags, so the page is
// rewritten as it streams out.
import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/** The length of the longest end of `text` that could be the start of a preload tag cut by a chunk boundary. */
function partialTagAtEnd(text: string): number {
  for (let n = Math.min(PRELOAD.length - 1, text.length); n > 0; n--) {
    if (text.endsWith(PRELOAD.slice(0, n))) return n;
  }
  return 0;
}

/** A stream that passes a page's HTML through with every module preload marked low priority. */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = (held + decoder.write(chunk)).replaceAll(PRELOAD, LOW);
      // Only what may be the start of a tag waits for the next chunk: the rest streams out now.
      const keep = partialTagAtEnd(text);
      held = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, (held + decoder.end()).replaceAll(PRELOAD, LOW));
    },
  });
}
