// A search read as a directory list (search-intent.ts): its place looked up among the directory's states and
// districts, the list's address and how many institutions it holds. A place the directory does not know
// makes the query a name search after all ("iit bombay" never gets this far; "mba xyz" stops here).
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { institutionFacetCounts } from "../../db/institutions-schema.ts";
import {
  courseOptions,
  directoryHref,
  managementOptions,
  type Option,
  streamOptions,
} from "../institutions/directory-filters.ts";
import { countInstitutions } from "../institutions/directory.server.ts";
import { slugify } from "../slug.ts";
import { CITY_PLACES, readIntentWords, type SearchIntent } from "./search-intent.ts";

interface Place {
  state: string;
  stateName: string;
  district: string | null;
  districtName: string | null;
}

/** The state or district a slug names (a state first; of districts of one name, the one with most institutions). */
async function findPlace(db: Database, slug: string): Promise<Place | undefined> {
  const city = CITY_PLACES[slug];
  const t = institutionFacetCounts;
  const where = city
    ? city.district
      ? sql`${t.scope} = 'district' and ${t.stateSlug} = ${city.state} and ${t.districtSlug} = ${city.district}`
      : sql`${t.scope} = 'state' and ${t.stateSlug} = ${city.state}`
    : sql`(${t.scope} = 'state' and ${t.stateSlug} = ${slug}) or (${t.scope} = 'district' and ${t.districtSlug} = ${slug})`;
  const { rows } = (await db.execute(sql`
    select ${t.stateSlug} as state, min(${t.state}) as state_name, ${t.districtSlug} as district,
      min(${t.district}) as district_name
    from ${t} where ${where}
    group by ${t.scope}, ${t.stateSlug}, ${t.districtSlug}
    order by ${t.scope} = 'state' desc, sum(${t.institutions}) desc
    limit 1`)) as unknown as {
    rows: { state: string; state_name: string; district: string | null; district_name: string | null }[];
  };
  const row = rows[0];
  return row
    ? { state: row.state, stateName: row.state_name, district: row.district, districtName: row.district_name }
    : undefined;
}

const labelOf = (options: Option[], slug: string | undefined) => options.find((o) => o.slug === slug)?.label;

/** The directory list a query asks for, or undefined when it is not one (a name, an unknown place). */
export async function readSearchIntent(db: Database, query: string): Promise<SearchIntent | undefined> {
  const words = readIntentWords(query);
  if (!words) return undefined;
  const slug = slugify(words.place.join(" "));
  const place = slug ? await findPlace(db, slug) : undefined;
  if (slug && !place) return undefined;
  const filters = { stream: words.stream, course: words.course, management: words.management };
  const where = { state: place?.state, district: place?.district ?? undefined };
  const [total] = await countInstitutions(db, [{ ...filters, ...where }]);
  const placeName = place ? [place.districtName, place.stateName].filter(Boolean).join(", ") : "India";
  const chosen = [
    labelOf(managementOptions, words.management),
    labelOf(streamOptions, words.stream),
    labelOf(courseOptions, words.course),
  ].filter(Boolean);
  const path = ["/colleges", where.state, where.district].filter(Boolean).join("/");
  return {
    stream: words.stream ?? null,
    course: words.course ?? null,
    management: words.management ?? null,
    state: where.state ?? null,
    district: where.district ?? null,
    label: `Colleges in ${placeName}: ${chosen.join(", ")}`,
    href: directoryHref(path, filters, {}),
    total,
  };
}
