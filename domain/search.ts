// Staff search boxes: "contains, any case", with the user's % and _ taken literally.
import { ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A LIKE pattern matching `q` anywhere; NUL (which PostgreSQL text cannot hold) is dropped. */
export function containsPattern(q: string): string {
  return `%${q.replaceAll("\0", "").replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True for every row when `q` is empty; otherwise rows where any of the columns contains it. */
export function matchesAny(q: string | undefined, columns: (PgColumn | SQL)[]): SQL {
  const term = q?.trim();
  if (!term) return sql`true`;
  const pattern = containsPattern(term);
  return or(...columns.map((c) => ilike(c, pattern)))!;
}

/** One page of a list and how many rows the whole list has. */
export interface Found<T> {
  rows: T[];
  total: number;
}

export interface Search {
  q?: string;
  limit: number;
  offset: number;
}
