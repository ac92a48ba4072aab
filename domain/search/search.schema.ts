// Reading the site search's input with zod: the search page drops what makes no sense (a page never fails
// on a bad address), the REST API refuses it with a message per field. Safe in the browser, but only the
// page's loader and the API import it: pages that only build search links use search-links.ts.
import { z } from "zod";
import { wholeNumberParam } from "../paging.ts";
import { queryReader } from "../read-query.ts";
import {
  kindOptions,
  MAX_QUERY_LENGTH,
  MAX_SUGGESTIONS,
  MIN_WORD_LENGTH,
  type SearchFilters,
  typeOptions,
} from "./search-links.ts";
import type { Option } from "../institutions/directory-filters.ts";

const slugOf = (options: Option[]) => z.enum(options.map((o) => o.slug) as [string, ...string[]]);
const PLACE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const readPageQuery = queryReader({
  q: z
    .string()
    .trim()
    .transform((v) => v.slice(0, MAX_QUERY_LENGTH) || undefined),
  kind: slugOf(kindOptions),
  state: z.string().max(80).regex(PLACE),
  type: slugOf(typeOptions),
  ranked: z.enum(["1", "true", "yes", "on"]).transform(() => true as const),
  page: wholeNumberParam("page", 5_000),
});

/** The choices an address of /search asks for; unknown or malformed values are dropped. */
export function readSearchFilters(params: URLSearchParams): SearchFilters {
  return readPageQuery(params).values;
}

/** GET /api/search's query: the words and how many suggestions. */
export const suggestionQuerySchema = z.object({
  q: z
    .string({ error: "q is required." })
    .trim()
    .min(1, "q is required.")
    .min(MIN_WORD_LENGTH, `q must be at least ${MIN_WORD_LENGTH} characters.`)
    .max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters.`)
    .meta({ description: "What the student typed: names, short names (IIT Bombay, DU), places, courses, exams" }),
  limit: wholeNumberParam("limit", MAX_SUGGESTIONS).default(8),
});
