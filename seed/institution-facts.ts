// University types, official websites, postal addresses and UGC's fake universities
// (db/data/university-types.csv.gz, websites.csv.gz, addresses.csv.gz, fake-universities.csv.gz, written by
// scripts/data-import/ugc.ts, websites.ts and addresses.ts), loaded with the catalogue. A dataset without these files loads without them.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { insertJson } from "../db/insert-json.ts";

type CsvRow = Record<string, string>;

function readOptional(dir: string, file: string): CsvRow[] {
  const full = path.join(dir, file);
  return existsSync(full) ? parse(gunzipSync(readFileSync(full)), { columns: true, skip_empty_lines: true }) : [];
}

export interface InstitutionFacts {
  university_type: string | null;
  university_type_source: string | null;
  website: string | null;
  website_source: string | null;
  address: string | null;
  address_source: string | null;
}

/** Each institution's type, website and address with their sources, by institution code. */
export function readInstitutionFacts(dir: string): (code: string) => InstitutionFacts {
  const types = new Map(readOptional(dir, "university-types.csv.gz").map((r) => [r.institution_code, r]));
  const websites = new Map(readOptional(dir, "websites.csv.gz").map((r) => [r.institution_code, r]));
  const addresses = new Map(readOptional(dir, "addresses.csv.gz").map((r) => [r.institution_code, r]));
  return (code) => {
    const type = types.get(code);
    const site = websites.get(code);
    const address = addresses.get(code);
    return {
      university_type: type?.university_type ?? null,
      university_type_source: type?.source ?? null,
      // Only http(s): a link students follow from the page (the table checks it too).
      website: site && /^https?:\/\//.test(site.website) ? site.website : null,
      website_source: site && /^https?:\/\//.test(site.website) ? site.source : null,
      address: address?.address || null,
      address_source: address?.address ? address.source : null,
    };
  };
}

/** Replaces UGC's fake universities with the file's; run after the institutions and data sources load. */
export async function loadFakeUniversities(tx: Pick<Database, "execute">, dir: string): Promise<number> {
  const rows = readOptional(dir, "fake-universities.csv.gz");
  await tx.execute(sql`delete from fake_universities`);
  await insertJson(
    tx,
    "fake_universities",
    rows.map((r) => ({
      name: r.name,
      place: r.place,
      name_keys: r.name_keys ? r.name_keys.split("|") : [],
      institution_code: r.institution_code || null,
      source_id: "ugc-fake-universities",
    })),
  );
  return rows.length;
}
