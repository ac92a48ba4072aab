// Loads the public catalogue (db/data: institutions, programmes, MBBS seats, NIRF ranks and disclosures, and
// the admission cut-offs of seed/cutoffs.ts) into the database in bulk. It runs at start and on `npm run
// db:seed`; a database that already holds the same datasets (same manifest) is left alone, and new datasets
// committed by `npm run data:import` replace the old.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { appSettings, colleges } from "../db/schema.ts";
import { refreshDirectoryCounts } from "../domain/institutions/directory.server.ts";
import { refreshSearchWords } from "../domain/search/search.server.ts";
import { searchTextVersion } from "../domain/search/search-text.ts";
import { headlineRankVersion } from "../domain/institutions/headline-rank.ts";
import { streamRulesVersion } from "../domain/institutions/stream-rules.ts";
import { deriveFacets, institutionRow, type CsvRow } from "./catalogue-rows.ts";
import { addCounsellingOffered, deriveOffered } from "./catalogue-streams.ts";
import { type CutoffSummary, clearCutoffs, loadCutoffs } from "./cutoffs.ts";
import { insertJson } from "../db/insert-json.ts";
import { loadScholarships } from "./scholarships.ts";
import { loadFakeUniversities, readInstitutionFacts } from "./institution-facts.ts";

export const catalogueDir = fileURLToPath(new URL("../db/data", import.meta.url));
const LOADED_KEY = "catalogue_manifest_sha256";

export interface CatalogueSummary {
  institutions: number;
  programmes: number;
  mbbsSeats: number;
  rankings: number;
  placements: number;
  cutoffs: CutoffSummary;
  scholarships: number;
}

interface Manifest {
  sources: { id: string; name: string; year: string; officialSource: string; compiledBy: string; licence: string }[];
}

function readCsv(dir: string, file: string): CsvRow[] {
  return parse(gunzipSync(readFileSync(path.join(dir, file))), { columns: true, skip_empty_lines: true });
}

/**
 * Loads the datasets unless this very set is already loaded (or `force`). Returns null when it left the
 * database alone.
 */
export async function loadCatalogueIfChanged(
  db: Database,
  { dir = catalogueDir, force = false }: { dir?: string; force?: boolean } = {},
): Promise<CatalogueSummary | null> {
  // The search text is written by the load too: new rules or short names reload the same datasets.
  const version = createHash("sha256")
    .update(readFileSync(path.join(dir, "manifest.json")))
    .update(searchTextVersion)
    .update(headlineRankVersion)
    .update(streamRulesVersion)
    .digest("hex");
  const [loaded] = await db.select().from(appSettings).where(eq(appSettings.key, LOADED_KEY));
  if (loaded?.value === version && !force) return null;
  return loadCatalogue(db, dir, version);
}

async function loadCatalogue(db: Database, dir: string, version: string): Promise<CatalogueSummary> {
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as Manifest;
  const institutions = readCsv(dir, "institutions.csv.gz");
  const programmes = readCsv(dir, "programmes.csv.gz");
  const seats = readCsv(dir, "mbbs-seats.csv.gz");
  const rankings = readCsv(dir, "rankings.csv.gz");
  const placements = readCsv(dir, "nirf-placements-2025.csv.gz");
  const facets = deriveFacets({ programmes, seats, rankings });
  const offeredBy = deriveOffered({ institutions, programmes, seats, rankings });
  const factsOf = readInstitutionFacts(dir);
  const formerCodes = readFormerCodes(dir);

  let cutoffs: CutoffSummary | undefined;
  let scholarships = 0;
  await db.transaction(async (tx) => {
    // College pages linked to an institution keep their link across a reload (restored below by code).
    const links = await tx
      .select({ id: colleges.id, code: colleges.institutionCode })
      .from(colleges)
      .where(isNotNull(colleges.institutionCode));
    await tx.update(colleges).set({ institutionCode: null }).where(isNotNull(colleges.institutionCode));
    // TRUNCATE … CASCADE would empty colleges too (it references institutions): delete the parents instead.
    await clearCutoffs(tx);
    await tx.execute(sql`truncate nirf_placements, rankings, mbbs_seats, institution_programmes`);
    await tx.execute(sql`delete from fake_universities`);
    await tx.execute(sql`delete from institutions`);
    await tx.execute(sql`delete from data_sources`);
    await insertJson(
      tx,
      "data_sources",
      manifest.sources.map((s) => ({
        id: s.id,
        name: s.name,
        year: s.year,
        url: s.officialSource,
        compiled_by: s.compiledBy,
        licence: s.licence,
      })),
    );
    await insertJson(
      tx,
      "institutions",
      institutions.map((row) => ({ ...institutionRow(row, facets), ...offeredBy(row.code), ...factsOf(row.code) })),
    );
    await loadFakeUniversities(tx, dir);
    await insertJson(
      tx,
      "institution_programmes",
      programmes.map((p) => ({
        institution_code: p.institution_code,
        programme: p.programme,
        level: p.level,
        course: p.course,
        shift: p.shift || null,
        availability: p.availability || null,
        intake: wholeNumber(p.intake),
        source_id: "aicte",
      })),
    );
    await insertJson(
      tx,
      "mbbs_seats",
      seats.map((s) => ({
        institution_code: s.institution_code,
        year: s.year,
        seats: wholeNumber(s.seats),
        management: s.management || null,
        university: s.university || null,
        established: wholeNumber(s.established),
        name_as_published: s.nmc_name,
        source_id: "nmc",
      })),
    );
    await insertJson(
      tx,
      "rankings",
      rankings.map((r) => ({
        institution_code: r.institution_code,
        framework: r.framework,
        year: Number(r.year),
        category: r.category,
        rank: Number(r.rank),
        score: decimal(r.score),
        tlr: decimal(r.tlr),
        rpc: decimal(r.rpc),
        go: decimal(r.go),
        oi: decimal(r.oi),
        perception: decimal(r.perception),
        ranking_id: r.nirf_id || null,
        name_as_published: r.nirf_name,
        city: r.city || null,
        state: r.state || null,
        source_id: rankingSource(r),
      })),
    );
    await insertJson(
      tx,
      "nirf_placements",
      placements.map((p) => ({
        institution_code: p.institution_code,
        year: Number(p.year),
        category: p.category,
        academic_year: p.academic_year,
        programme_type: p.programme_type,
        first_year_intake: wholeNumber(p.first_year_intake),
        graduating_on_time: wholeNumber(p.graduating_on_time),
        students_placed: wholeNumber(p.students_placed),
        median_salary: wholeNumber(p.median_salary),
        source_id: "nirf-2025-categories",
      })),
    );
    cutoffs = await loadCutoffs(tx, dir);
    scholarships = await loadScholarships(tx, dir);
    await addCounsellingOffered(tx);
    await refreshDirectoryCounts(tx);
    await refreshSearchWords(tx);
    // A link or a review naming an institution merged into another (db/data/former-slugs.json) names the
    // survivor from now on.
    for (const link of links) {
      const code = formerCodes.get(link.code!) ?? link.code;
      await tx.execute(
        sql`update colleges set institution_code = ${code} where id = ${link.id}
            and exists (select 1 from institutions where code = ${code})`,
      );
    }
    await repointReviews(tx, formerCodes);
    await repointInstitutionAccounts(tx, formerCodes);
    await tx
      .insert(appSettings)
      .values({ key: LOADED_KEY, value: version })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: version, updatedAt: new Date() } });
  });
  return {
    institutions: institutions.length,
    programmes: programmes.length,
    mbbsSeats: seats.length,
    rankings: rankings.length,
    placements: placements.length,
    cutoffs: cutoffs!,
    scholarships,
  };
}

/** Retired institution code → surviving code, as the import wrote them beside the datasets (none if absent). */
function readFormerCodes(dir: string): Map<string, string> {
  const file = path.join(dir, "former-slugs.json");
  if (!existsSync(file)) return new Map();
  const { codes } = JSON.parse(readFileSync(file, "utf8")) as { codes: Record<string, string> };
  return new Map(Object.entries(codes));
}

/**
 * Reviews of a retired institution move to its survivor, unless the same person already reviewed the same
 * course there (the one-review-per-person guard): that review keeps the old code, and its college name.
 */
async function repointReviews(tx: Pick<Database, "execute">, formerCodes: Map<string, string>): Promise<void> {
  if (formerCodes.size === 0) return;
  const pairs = JSON.stringify([...formerCodes].map(([from, to]) => ({ from_code: from, to_code: to })));
  await tx.execute(sql`
    update reviews r set institution_code = m.to_code
    from json_to_recordset(${pairs}::json) as m(from_code text, to_code text)
    where r.institution_code = m.from_code
      and not exists (
        select 1 from reviews o
        where o.institution_code = m.to_code and lower(o.email) = lower(r.email)
          and lower(o.course_name) = lower(r.course_name)
      )`);
}

/** Claims, published changes and representatives of a retired institution move to its survivor (decision 059). */
async function repointInstitutionAccounts(
  tx: Pick<Database, "execute">,
  formerCodes: Map<string, string>,
): Promise<void> {
  if (formerCodes.size === 0) return;
  const pairs = JSON.stringify([...formerCodes].map(([from, to]) => ({ from_code: from, to_code: to })));
  for (const table of [sql`institution_claims`, sql`institution_updates`, sql`admins`]) {
    await tx.execute(sql`
      update ${table} t set institution_code = m.to_code
      from json_to_recordset(${pairs}::json) as m(from_code text, to_code text)
      where t.institution_code = m.from_code`);
  }
}

/** The 2025 category ranks come from their own compilation; every other rank from the NIRF files. */
function rankingSource(r: CsvRow): string {
  return r.year === "2025" && r.category !== "Overall" ? "nirf-2025-categories" : "nirf";
}

function wholeNumber(text: string | undefined): number | null {
  return text && /^\d+$/.test(text) ? Number(text) : null;
}

function decimal(text: string | undefined): number | null {
  return text && Number.isFinite(Number(text)) ? Number(text) : null;
}
