// Who a staff scholarship is for, in the finder's own words (finder-terms.ts, domain/states.ts): the staff
// form and its checks. An empty list means "no limit", as the finder's query reads an imported row's empty
// list (`cardinality(...) = 0`), so a box left unticked never hides a scholarship from anyone.
import { z } from "zod";
import { stateNamed, STATES } from "../states.ts";
import { optionalText } from "../fields.ts";
import { FREQUENCIES, GENDERS, keysOf, LEVELS, ROW_CATEGORIES, STREAMS } from "./finder-terms.ts";

/** One crore: above every cap and amount the compiled list holds, far below the integer column's limit. */
const MAX_RUPEES = 10_000_000;

/** A form posts one ticked box as a string and none as nothing; the API sends a list. */
const asList = (v: unknown) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]);

/**
 * Ticked codes out of `allowed`, kept in the list's own order (so a saved row reads the same however the
 * boxes were sent). One unknown value refuses the field as a whole: the message shows beside the boxes.
 */
function codes<T extends string>(allowed: readonly T[], message: string) {
  return z.preprocess(
    asList,
    z
      .array(z.unknown())
      .refine((list) => list.every((v) => allowed.includes(v as T)), message)
      .transform((list) => allowed.filter((code) => list.includes(code))),
  );
}

/** States and union territories in the catalogue's spelling ("Orissa" reads as Odisha). */
const states = z.preprocess(
  asList,
  z
    .array(z.unknown())
    .refine(
      (list) => list.every((v) => typeof v === "string" && stateNamed(v)),
      "Choose states and union territories of India from the list.",
    )
    .transform((list) => STATES.filter((s) => list.some((v) => stateNamed(v as string) === s))),
);

/**
 * Optional rupees: empty is null ("no cap", "not given"); otherwise a whole number from 1 to one crore.
 * "2,50,000" and "₹250000" alike: the separators are only how Indians write lakhs.
 */
function rupees(what: string) {
  const message = `Enter ${what} in rupees as a whole number from 1 to 1,00,00,000, such as 250000, or leave it empty.`;
  return z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v === null || v === undefined ? "" : v),
    z
      .string({ error: message })
      .transform((v) => v.replace(/[,\s₹]/g, ""))
      .refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_RUPEES), message)
      .transform((v) => (v === "" ? null : Number(v))),
  );
}

export const limitFields = {
  levels: codes(keysOf(LEVELS), "Choose classes or levels from the list."),
  genders: codes(keysOf(GENDERS), "Choose female, male or transgender/other."),
  categories: codes(keysOf(ROW_CATEGORIES), "Choose General, OBC, SC, ST, EWS or persons with a disability."),
  incomeCapRupees: rupees("the family income cap"),
  states,
  streams: codes(keysOf(STREAMS), "Choose streams from the list."),
  eligibility: optionalText(1000),
  amountRupees: rupees("the amount"),
  frequency: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .enum(keysOf(FREQUENCIES), { error: "Choose how often the amount is paid from the list." })
      .optional()
      .transform((v) => v ?? null),
  ),
};
