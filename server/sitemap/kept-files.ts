// The sitemap's files are kept gzip-compressed in memory once made: the 78,000 institution addresses are
// about 5 MB of XML but well under 1 MB compressed, and crawlers all ask for gzip. They are made one at a time
// (a crawler asking for every file at once starts one reading of the database after another, not all
// together), a file asked for while it is being made waits for that making, and everything is forgotten when
// staff change content (the response cache's clear) or after `ttlMs`.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";

export interface KeptFile {
  gzip: Buffer;
  etag: string;
  /** Bytes before compression */
  size: number;
}

interface Kept<T> {
  value: T;
  until: number;
}

export class KeptFiles {
  readonly #kept = new Map<string, Kept<unknown>>();
  readonly #making = new Map<string, Promise<unknown>>();
  #queue: Promise<unknown> = Promise.resolve();
  #generation = 0;
  readonly #ttlMs: number;

  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs;
  }

  /** The kept value for `key`, or the one `make` gives (made after any other making has finished). */
  get<T>(key: string, make: () => Promise<T>): Promise<T> {
    const kept = this.#kept.get(key);
    if (kept && kept.until > Date.now()) return Promise.resolve(kept.value as T);
    const making = this.#making.get(key);
    if (making) return making as Promise<T>;
    const generation = this.#generation;
    const made = this.#queue.then(make);
    this.#queue = made.catch(() => undefined);
    this.#making.set(key, made);
    void made.then(
      (value) => {
        this.#making.delete(key);
        // Staff changed something while it was being made: it may already be out of date.
        if (generation === this.#generation && this.#ttlMs > 0)
          this.#kept.set(key, { value, until: Date.now() + this.#ttlMs });
      },
      () => this.#making.delete(key),
    );
    return made;
  }

  clear() {
    this.#generation++;
    this.#kept.clear();
  }
}

/** Compresses a stream of text chunks as it is written, holding only the compressed bytes. */
export async function gzipText(chunks: AsyncIterable<string> | Iterable<string>): Promise<KeptFile> {
  const parts: Buffer[] = [];
  let size = 0;
  const counted = async function* () {
    for await (const chunk of chunks) {
      const bytes = Buffer.from(chunk, "utf8");
      size += bytes.length;
      yield bytes;
    }
  };
  await pipeline(Readable.from(counted()), createGzip(), async (compressed: AsyncIterable<Buffer>) => {
    for await (const part of compressed) parts.push(part);
  });
  const gzip = Buffer.concat(parts);
  return { gzip, etag: `"${createHash("sha256").update(gzip).digest("base64url").slice(0, 32)}"`, size };
}
