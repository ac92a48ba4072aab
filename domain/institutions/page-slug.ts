// The address of an institution's page as a column of a query: the staff-run college page that covers it where
// one is linked (the institution's own address 301s there, decision 018; the first page made, as the redirect
// picks it), else the institution's own slug. Every list the portal and its API give links straight to the page
// a student lands on.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { colleges } from "../../db/schema.ts";

/** `code` and `slug`: the institution's code and slug columns (or a table alias's, `sql\`i.code\``). */
export function pageSlug(code: AnyColumn | SQL, slug: AnyColumn | SQL): SQL<string> {
  return sql<string>`coalesce((select ${colleges.slug} from ${colleges} where ${colleges.institutionCode} = ${code}
    order by ${colleges.createdAt}, ${colleges.slug} limit 1), ${slug})`;
}
