// UGC's fake universities (db table fake_universities, loaded with the catalogue): a search whose words are
// exactly one's name, and the page of an institution of exactly that name and place, warn the student that
// its degrees are not valid. Only exact names: a near name ("Indian Institute of Science") never warns.
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { dataSources, fakeUniversities } from "../../db/institutions-schema.ts";
import { matchKey } from "../names/match-names.ts";
import type { NamedSource } from "./university-type.ts";

export interface FakeUniversityNotice {
  name: string;
  place: string;
  /** UGC's notice as the portal holds it: name, date ("February 2026") and UGC's site */
  source: NamedSource;
}

const SOURCE_ID = "ugc-fake-universities";

async function noticeSource(db: Database): Promise<NamedSource | undefined> {
  const [source] = await db
    .select({ name: dataSources.name, year: dataSources.year, url: dataSources.url })
    .from(dataSources)
    .where(eq(dataSources.id, SOURCE_ID));
  return source;
}

/** The fake universities whose exact name (alone or with the notice's place) is what the student typed. */
export async function fakeUniversitiesNamed(db: Database, typed: string): Promise<FakeUniversityNotice[]> {
  const key = matchKey(typed);
  if (!key) return [];
  const rows = await db
    .select({ name: fakeUniversities.name, place: fakeUniversities.place })
    .from(fakeUniversities)
    .where(sql`${fakeUniversities.nameKeys} @> array[${key}]::text[]`)
    .orderBy(fakeUniversities.id);
  if (rows.length === 0) return [];
  const source = await noticeSource(db);
  return source ? rows.map((r) => ({ ...r, source })) : [];
}

/** The fake university each institution is, by institution code: only those of exactly its name and place. */
export async function fakeUniversitiesOf(db: Database, codes: string[]): Promise<Map<string, FakeUniversityNotice>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: fakeUniversities.institutionCode, name: fakeUniversities.name, place: fakeUniversities.place })
    .from(fakeUniversities)
    .where(inArray(fakeUniversities.institutionCode, codes));
  if (rows.length === 0) return new Map();
  const source = await noticeSource(db);
  if (!source) return new Map();
  return new Map(rows.map((r) => [r.code!, { name: r.name, place: r.place, source }]));
}
