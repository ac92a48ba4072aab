// The mock allotment's addresses: the page's own values with another choice list, so that Add, Move up, Move
// down and Remove are plain links that work without JavaScript (decision 051). Safe in the browser.

import { MOCK_CANDIDATE_FIELDS } from "../../../web/page-query.ts";

export const MOCK_ALLOTMENT_PATH = "/college-predictor/mock-allotment";

/** The candidate's fields and the search, as the address carried them. */
export type MockAddressValues = Record<(typeof MOCK_CANDIDATE_FIELDS)[number] | "q", string>;

/** The page's address with `choices` as its list (`c`), the other values kept, empty ones left out. */
export function mockAddress(values: MockAddressValues, choices: readonly string[], hash = ""): string {
  const params = new URLSearchParams();
  for (const name of MOCK_CANDIDATE_FIELDS) if (values[name].trim()) params.set(name, values[name].trim());
  if (choices.length) params.set("c", choices.join(","));
  if (values.q.trim()) params.set("q", values.q.trim());
  return `${MOCK_ALLOTMENT_PATH}?${params.toString()}${hash}`;
}

/** The list with the choice at `index` moved by `step` (−1 up, +1 down). */
export function moved(choices: readonly string[], index: number, step: -1 | 1): string[] {
  const next = [...choices];
  const [item] = next.splice(index, 1);
  next.splice(index + step, 0, item);
  return next;
}
