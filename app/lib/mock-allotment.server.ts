// The mock allotment page's reads: the address read with the page's field schemas (decision 045), the choices'
// names, the search's programmes and the mock allotment itself. Like the predictor, the page is a form that
// refuses: a value not understood is named under its field with a 400, since the answer needs every field.
// Server-only: the schemas (zod) stay out of the browser.
import type { Database } from "../../db/client.server.ts";
import { type Choice, mockAllotmentFields } from "../../domain/cutoffs/mock-allotment.schema.ts";
import { mockAllotment, type MockAllotmentResult } from "../../domain/cutoffs/mock-allotment.server.ts";
import {
  type ChoiceFound,
  type ChoiceNamed,
  choicesNamed,
  searchChoices,
} from "../../domain/cutoffs/mock-choices.server.ts";
import { type FieldErrors, InputError } from "../../domain/errors.ts";
import { queryReader } from "../../domain/read-query.ts";
import { MOCK_ALLOTMENT_FIELDS } from "../../web/page-query.ts";

const readAddress = queryReader(mockAllotmentFields);

type MockValues = Record<(typeof MOCK_ALLOTMENT_FIELDS)[number], string>;

export interface MockPage {
  /** The address's values as sent, for the form and the links that keep them */
  values: MockValues;
  /** The choices in order, as the address lists them */
  choices: ChoiceNamed[];
  found: ChoiceFound[] | null;
  errors: FieldErrors;
  result: MockAllotmentResult | null;
}

/** The page for an address: the form, the choice list, the search's programmes and, once asked, the allotment. */
export async function readMockAllotment(db: Database, params: URLSearchParams): Promise<MockPage> {
  const values = Object.fromEntries(MOCK_ALLOTMENT_FIELDS.map((f) => [f, params.get(f) ?? ""])) as MockValues;
  const { values: read, invalid } = readAddress(params);
  const errors: FieldErrors = Object.fromEntries(
    Object.entries(invalid).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const list: Choice[] = read.c ?? [];
  const choices = await choicesNamed(db, list);
  const found = read.exam && read.q ? await searchChoices(db, read.exam, read.q) : null;
  let result: MockAllotmentResult | null = null;
  // The allotment runs once the exam and at least one choice are given and every field was understood.
  if (Object.keys(errors).length === 0 && read.exam && list.length > 0) {
    try {
      const { q: _search, ...query } = read;
      result = await mockAllotment(db, {
        ...query,
        exam: read.exam,
        gender: read.gender ?? "neutral",
        pwd: read.pwd ?? false,
        ews: read.ews ?? false,
        defence: read.defence ?? false,
        feeWaiver: read.feeWaiver ?? false,
      });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      Object.assign(errors, error.fields);
    }
  }
  return { values, choices, found, errors, result };
}
