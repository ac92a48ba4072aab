// NIRF tables over REST: one category and year, each row with its institution and the table's source.
import { z } from "zod";
import { rankingTable, rankingSorts } from "../../domain/institutions/rankings.server.ts";
import { wholeNumberParam } from "../../domain/paging.ts";
import { notFound } from "./http.ts";
import { type ApiContext, type Operation, operation } from "./operations.ts";
import { messageSchema } from "./shapes.ts";

const rankingQuerySchema = z.object({
  category: z
    .string()
    .max(80, "category must be at most 80 characters.")
    .default("Overall")
    .meta({ description: "As NIRF names it: Overall, Engineering, Medical, Management, University, College, …" }),
  year: wholeNumberParam("year", 2100).optional().meta({ description: "The newest year held when left out" }),
  sort: z.enum(rankingSorts).default("rank"),
});

const apiRankingSchema = z.object({
  category: z.string(),
  year: z.number().int(),
  rankings: z.array(
    z.object({
      rank: z.number().int(),
      score: z.number().nullable(),
      institution: z.object({ aisheCode: z.string().nullable(), code: z.string(), name: z.string(), slug: z.string() }),
      source: z.string().meta({ description: "For example “NIRF 2025, Engineering”" }),
      sourceUrl: z.string().nullable(),
    }),
  ),
});

export function rankingOperations({ db }: ApiContext): Operation[] {
  return [
    operation({
      method: "GET",
      path: "/api/rankings",
      tag: "Institutions",
      summary: "One NIRF ranking table (category and year), with each row's institution and source",
      query: rankingQuerySchema,
      responses: {
        200: { description: "The table", schema: apiRankingSchema },
        404: { description: "No NIRF table of that category and year is held", schema: messageSchema },
      },
      handler: async (req, reply) => {
        const { category, year, sort } = req.query;
        const table = await rankingTable(db, { category, year, sort });
        if (!table) return notFound(reply, "We hold no NIRF ranking of this category and year.");
        return {
          category: table.category,
          year: table.year,
          rankings: table.rows.map((r) => ({
            rank: r.rank,
            score: r.score,
            institution: {
              aisheCode: r.institution.aisheCode,
              code: r.institution.code,
              name: r.institution.name,
              slug: r.institution.slug,
            },
            source: `NIRF ${table.year}, ${table.category}`,
            sourceUrl: r.source.url ?? null,
          })),
        };
      },
    }),
  ];
}
