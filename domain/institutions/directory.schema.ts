// Reads the directory's choices from an address with zod: unknown or malformed values are dropped, so a page
// never fails on a bad address. The choices and their links are in directory-filters.ts.
import { z } from "zod";
import { wholeNumberParam } from "../paging.ts";
import { queryReader } from "../read-query.ts";
import { MIN_WORD_LENGTH } from "../search/search-links.ts";
import {
  courseOptions,
  kindOptions,
  levelOptions,
  managementOptions,
  MAX_LIMIT,
  streamOptions,
  typeOptions,
  type DirectoryFilters,
  type Option,
} from "./directory-filters.ts";

const slugOf = (options: Option[]) => z.enum(options.map((o) => o.slug) as [string, ...string[]]);

// Each parameter is dropped when it makes no sense (domain/read-query.ts): a page never fails on a bad address.
const readQuery = queryReader({
  q: z
    .string()
    .trim()
    .max(80)
    // One letter matches most names: not worth a scan of every institution (search-links.ts).
    .transform((v) => (v.length >= MIN_WORD_LENGTH ? v : undefined)),
  kind: slugOf(kindOptions),
  type: slugOf(typeOptions),
  management: slugOf(managementOptions),
  level: slugOf(levelOptions),
  stream: slugOf(streamOptions),
  discipline: slugOf(streamOptions),
  course: slugOf(courseOptions),
  ranked: z.enum(["1", "true", "yes", "on"]).transform(() => true as const),
  sort: z.enum(["name", "nirf"]),
  page: wholeNumberParam("page", 100_000),
  limit: wholeNumberParam("limit", MAX_LIMIT),
});

/** The filters an address asks for; unknown or malformed values are dropped. */
export function readDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  // "discipline" is the stream's older name: its streams kept their slugs, so old links list the same.
  const { discipline, ...values } = readQuery(params).values;
  const stream = values.stream ?? discipline;
  return stream ? { ...values, stream } : values;
}
