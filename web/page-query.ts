// The query parameters a page reads from its address. Every route module that reads any names them in its
// `handle` (`export const handle = readsQuery(...)`); an address that carries any other parameter is sent to
// the same address without it (server/page-params.ts), before the page cache looks it up. So
// `/?z=<random>` cannot make the server render the home page again for each new value, and a page can only
// ever be kept under an address whose every parameter changes what it shows. A parameter a route reads but
// forgets to name is dropped by that redirect: the page visibly ignores it, it is never kept under the
// wrong address.

export interface PageHandle {
  /** The names of the query parameters this route reads; the matched routes' lists add up */
  query: readonly string[];
}

export function readsQuery(...names: readonly (string | readonly string[])[]): PageHandle {
  return { query: names.flat() };
}

/** The cut-off section of an institution's page (app/lib/institution-cutoffs.server.ts). */
export const CUTOFF_PARAMS = ["category", "gender", "quota"] as const;

/**
 * The predictor form's fields, as the address carries them; MHT-CET's and each state exam's category have their
 * own field (every one is sent without JavaScript: the page reads the chosen exam's), and
 * `rank` is JEE's CRL rank (the API's crlRank) on the page.
 */
export const PREDICTOR_FIELDS = [
  "exam",
  "rank",
  "categoryRank",
  "pwdRank",
  "categoryPwdRank",
  "percentile",
  "category",
  "cetCategory",
  "kcetCategory",
  "keamCategory",
  "wbjeeCategory",
  "gujcetCategory",
  "homeUniversity",
  "kannadaMedium",
  "rural",
  "feeWaiver",
  "ews",
  "defence",
  "gender",
  "homeState",
  "pwd",
  "instituteType",
  "state",
  "branch",
  "governmentOnly",
  "sort",
] as const;

/** The candidate as a mock allotment's address carries it (the predictor's answers, every rank included). */
export const MOCK_CANDIDATE_FIELDS = [
  "exam",
  "rank",
  "crlRank",
  "categoryRank",
  "pwdRank",
  "categoryPwdRank",
  "percentile",
  "category",
  "gender",
  "homeState",
  "pwd",
  "homeUniversity",
  "ews",
  "defence",
  "feeWaiver",
] as const;

/** The mock allotment's address: the candidate, the choice list `c` and the search `q`. */
export const MOCK_ALLOTMENT_FIELDS = [...MOCK_CANDIDATE_FIELDS, "c", "q"] as const;
