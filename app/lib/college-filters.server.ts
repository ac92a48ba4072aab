// Reads a catalogue list's filters (?state=&city=&maxFee=&sort=&page=) from an address with zod; a value that
// makes no sense is dropped, never an error page (domain/read-query.ts).
import { z } from "zod";
import { wholeNumberParam } from "../../domain/paging.ts";
import { queryReader } from "../../domain/read-query.ts";
import type { CollegeFilters } from "./college-filters.ts";

const text = z
  .string()
  .trim()
  .max(60)
  .transform((v) => v || undefined);

const readQuery = queryReader({
  state: text,
  city: text,
  maxFee: z.coerce.number().int().positive().max(100_000_000),
  sort: z.enum(["rank", "fees", "placement"]),
  page: wholeNumberParam("page", 100_000),
});

/** The filters an address asks for; values that make no sense are dropped, never an error page. */
export function readCollegeFilters(params: URLSearchParams): CollegeFilters {
  return readQuery(params).values;
}
