// The site search over REST: what the header's search box suggests as a student types. The same search as
// the /search page (domain/search/search.server.ts), a few results, best first.
import { z } from "zod";
import { searchSite } from "../../domain/search/search.server.ts";
import { suggestionQuerySchema } from "../../domain/search/search.schema.ts";
import { institutionKinds } from "../../db/institutions-schema.ts";
import { sitePages } from "../../web/site-pages.server.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";

const resultSchema = z.object({
  type: z.enum(["institution", "course", "exam"]),
  name: z.string(),
  url: z.string().meta({ description: "The page on this portal" }),
  place: z
    .string()
    .nullable()
    .meta({ description: "Where an institution is (“Mumbai, Maharashtra”); null for courses and exams" }),
  kind: z.enum(institutionKinds).nullable().meta({ description: "An institution's kind; null for courses and exams" }),
  nirfRank: z
    .number()
    .int()
    .nullable()
    .meta({
      description:
        "The one NIRF rank an institution's card shows (Overall when ranked in the latest year it is ranked in, " +
        "else the list that fits it); `nirf` says which list and year",
    }),
  nirf: z
    .object({
      rank: z.number().int(),
      year: z.number().int(),
      category: z.string().meta({ description: "NIRF's list: Overall, Engineering, Universities, …" }),
      sourceId: z.string(),
    })
    .nullable()
    .meta({ description: "The rank shown with its NIRF year and category; null when not ranked" }),
});

const fakeUniversitySchema = z
  .object({
    name: z.string(),
    place: z.string(),
    source: z.object({ name: z.string(), year: z.string(), url: z.string() }),
  })
  .meta({ description: "A university UGC has declared fake whose exact name the query is; its degrees are not valid" });

const intentSchema = z
  .object({
    stream: z.string().nullable().meta({ description: "The directory's stream (engineering, law, …)" }),
    course: z.string().nullable().meta({ description: "The directory's course (mba, btech-cse, mbbs, …)" }),
    management: z.string().nullable().meta({ description: "government or private" }),
    state: z.string().nullable().meta({ description: "State slug (tamil-nadu); null for all of India" }),
    district: z.string().nullable().meta({ description: "District slug (pune), within the state" }),
    label: z.string().meta({ description: "“Colleges in Pune, Maharashtra: MBA / PGDM”" }),
    href: z.string().meta({ description: "The directory's page of that list" }),
    total: z.number().int().meta({ description: "How many institutions it lists" }),
  })
  .nullable()
  .meta({
    description:
      "The directory list the query asks for when it is a stream or course and a place (“mba pune”, " +
      "“law colleges delhi”), every other word a filler; null for a name (“iit bombay”)",
  });

export function searchOperations({ db }: ApiContext): Operation[] {
  return [
    operation({
      method: "GET",
      path: "/api/search",
      tag: "Search",
      summary: "Institutions, courses and exams for what a student typed, best first",
      description:
        "Typos are forgiven (`iit bomby` finds IIT Bombay) and short names are known (`DU`, `NIT Trichy`). " +
        "Ranking: a whole name equal to the query, then names starting with it, then how alike the query " +
        "and the names are, then the NIRF rank. The /search page gives the same results with filters and pages.",
      query: suggestionQuerySchema,
      responses: {
        200: {
          description:
            "The best results, at most `limit`, the directory list the query asks for, and UGC's warning where the " +
            "query names a fake university",
          schema: z.object({
            results: z.array(resultSchema),
            intent: intentSchema,
            fakeUniversities: z.array(fakeUniversitySchema),
          }),
        },
      },
      handler: async (req) => {
        const { q, limit } = req.query;
        const { results, intent, fakeUniversities } = await searchSite(db, { q, limit }, { pages: sitePages });
        return { results, intent, fakeUniversities };
      },
    }),
  ];
}
