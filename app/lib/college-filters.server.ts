// Reads a catalogue list's filters (?state=&city=&maxFee=&sort=&page=) from an address with zod.
import { z } from "zod";
import { wholeNumberParam } from "../../domain/paging.ts";
import type { CollegeFilters } from "./college-filters.ts";

const optionalText = z
  .string()
  .trim()
  .max(60)
  .transform((v) => v || undefined)
  .optional()
  .catch(undefined);

const filtersSchema = z.object({
  state: optionalText,
  city: optionalText,
  maxFee: z.coerce.number().int().positive().max(100_000_000).optional().catch(undefined),
  sort: z.enum(["rank", "fees", "placement"]).optional().catch(undefined),
  page: wholeNumberParam("page", 100_000).optional().catch(undefined),
}) satisfies z.ZodType<CollegeFilters>;

/** The filters an address asks for; values that make no sense are dropped, never an error page. */
export function readCollegeFilters(params: URLSearchParams): CollegeFilters {
  return filtersSchema.parse(Object.fromEntries(params));
}
