// What /compare reads from its address (domain/read-query.ts): the compared slugs and the JoSAA row's choice.
import { z } from "zod";
import { queryReader } from "../read-query.ts";
import { parseCompareSlugs } from "./compare.ts";

export const readCompareQuery = queryReader({
  c: z.string().transform(parseCompareSlugs),
  category: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 ()-]{1,20}$/, "not a seat type such as OPEN or OBC-NCL"),
  gender: z.enum(["neutral", "female"], { error: "not gender-neutral or female-only" }),
  // The "Add a college" box: a name, looked up by the site search.
  add: z.string().trim().max(120, "longer than a college's name"),
  programme: z
    .string()
    .trim()
    .max(160, "longer than a programme's name")
    .transform((v) => v || undefined),
});
