// Pages of a list, as the site's addresses (?page=3) and the REST API's query strings (?page=3&limit=20)
// ask for them, as every address reader reads them (domain/read-query.ts). Safe in the browser.
import { z } from "zod";

// A slice of a list, for clients that ask for pages.
export interface Page {
  limit: number;
  offset: number;
}

/**
 * A whole number from 1 to `max` as a query string spells it ("3"). The messages name the parameter, for
 * the API's 400 answers; the site's lists drop a bad value instead (domain/read-query.ts).
 */
export function wholeNumberParam(name: string, max: number) {
  return z.coerce
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .min(1, `${name} starts at 1.`)
    .max(max, `${name} must be at most ${max}.`);
}

/** Page `page` (from 1) of a list shown `size` rows at a time. */
export function pageSlice(page: number, size: number): Page {
  return { limit: size, offset: (page - 1) * size };
}
