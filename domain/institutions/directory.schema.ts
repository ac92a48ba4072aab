// Reads the directory's choices from an address with zod: unknown or malformed values are dropped, so a page
// never fails on a bad address. The choices and their links are in directory-filters.ts.
import { z } from "zod";
import { wholeNumberParam } from "../paging.ts";
import { MIN_WORD_LENGTH } from "../search/search-links.ts";
import {
  disciplineOptions,
  kindOptions,
  levelOptions,
  managementOptions,
  MAX_LIMIT,
  type DirectoryFilters,
  type Option,
} from "./directory-filters.ts";

const slugOf = (options: Option[]) => z.enum(options.map((o) => o.slug) as [string, ...string[]]);

// Every parameter falls back to "not chosen" when it makes no sense: a page never fails on a bad address.
const querySchema = z.object({
  q: z
    .string()
    .trim()
    .max(80)
    // One letter matches most names: not worth a scan of every institution (search-links.ts).
    .transform((v) => (v.length >= MIN_WORD_LENGTH ? v : undefined))
    .optional()
    .catch(undefined),
  kind: slugOf(kindOptions).optional().catch(undefined),
  management: slugOf(managementOptions).optional().catch(undefined),
  level: slugOf(levelOptions).optional().catch(undefined),
  discipline: slugOf(disciplineOptions).optional().catch(undefined),
  ranked: z
    .enum(["1", "true", "yes", "on"])
    .transform(() => true as const)
    .optional()
    .catch(undefined),
  sort: z.enum(["name", "nirf"]).optional().catch(undefined),
  page: wholeNumberParam("page", 100_000).optional().catch(undefined),
  limit: wholeNumberParam("limit", MAX_LIMIT).optional().catch(undefined),
}) satisfies z.ZodType<DirectoryFilters>;

/** The filters an address asks for; unknown or malformed values are dropped. */
export function readDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  return querySchema.parse(Object.fromEntries(params));
}
