// The college directory: /colleges (every state), /colleges/{state} (its districts) and
// /colleges/{state}/{district}. Each lists its institutions 20 at a time with filters, their counts and the
// sort in the address, so a list can be shared and works without JavaScript.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { data, redirect } from "react-router";
import { dbContext } from "#context";
import {
  getStatePlaces,
  listInstitutions,
  listSources,
  listStates,
  type PlaceCount,
} from "../../../domain/institutions/directory.server.ts";
import {
  directoryHref,
  placeSlug,
  type DirectoryFilters,
  DIRECTORY_PARAMS,
} from "../../../domain/institutions/directory-filters.ts";
import { readDirectoryFilters } from "../../../domain/institutions/directory.schema.ts";
import { movedDistrict } from "../../../domain/institutions/district-moves.ts";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { DirectoryList } from "../../components/directory/directory-list.tsx";
import { filterSummary } from "../../components/directory/filter-labels.ts";
import { PlaceIndex } from "../../components/directory/place-index.tsx";
import { placeNameIn, useText } from "../../lib/i18n.ts";
import { formatNumber } from "../../lib/format.ts";
import { pageMeta } from "../../lib/seo.ts";
import { itemList } from "../../lib/structured-data.ts";
import { canonicalUrl } from "../../lib/seo.server.ts";
import type { Route } from "./+types/directory";
import { readsQuery } from "../../../web/page-query.ts";
import { languageOfPath } from "../../../web/language.ts";
import { textIn } from "../../../domain/i18n/text.ts";
import { directoryText } from "../../../content/i18n/directory.ts";
import { layoutText } from "../../../content/i18n/layout.ts";

const PER_PAGE = 20;

export const handle = { ...readsQuery(DIRECTORY_PARAMS), ...READING_PAGE };

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, heading, crumbs, list } = loaderData;
  const entries = list.institutions.map((i) => ({ name: i.name, path: `/college/${i.slug}` }));
  return pageMeta(seo, {
    crumbs,
    structuredData: [itemList(heading, entries, seo.canonical, (list.page - 1) * list.limit + 1)],
  });
}

interface ShownPlace {
  state: { slug: string; name: string } | null;
  district: { name: string } | null;
}

/** The trail in the page's language: `place` names its state and district in it already. */
function crumbsOf(place: ShownPlace, words: { home: string; colleges: string }): Crumb[] {
  const trail: Crumb[] = [
    { label: words.home, to: "/" },
    { label: words.colleges, to: place.state ? "/colleges" : undefined },
  ];
  if (place.state)
    trail.push({ label: place.state.name, to: place.district ? `/colleges/${place.state.slug}` : undefined });
  if (place.district) trail.push({ label: place.district.name });
  return trail;
}

const notFound = () => data(null, { status: 404 });

/**
 * The state and district of the address, lower-cased with a 301 if written otherwise or spelt as the catalogue
 * no longer spells it; 404 if not places.
 */
function placeParams(url: URL, params: { state?: string; district?: string }) {
  const lower = { state: params.state?.toLowerCase(), district: params.district?.toLowerCase() };
  const state = placeSlug(lower.state);
  const district = placeSlug(lower.district);
  if ((params.state && !state) || (params.district && !district)) throw notFound();
  if (lower.state !== params.state || lower.district !== params.district) {
    const path = ["/colleges", state, district].filter(Boolean).join("/");
    throw redirect(`${path}${url.search}`, 301);
  }
  // A district spelling the catalogue has merged into its district's one spelling: its page moved there.
  const moved = state && district ? movedDistrict(state, district) : undefined;
  if (moved !== undefined) throw redirect(`${["/colleges", state, moved].filter(Boolean).join("/")}${url.search}`, 301);
  return { state, district };
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { state, district } = placeParams(url, params);
  // The site lists 20 at a time and has no name search: those parameters are the API's.
  const { q: _q, limit: _limit, ...filters } = readDirectoryFilters(url.searchParams);

  let where: { state: string; district?: PlaceCount; districts: PlaceCount[] } | undefined;
  let states: PlaceCount[] = [];
  if (state) {
    const places = await getStatePlaces(db, state);
    if (!places) throw notFound();
    const current = district ? places.districts.find((d) => d.slug === district) : undefined;
    if (district && !current) throw notFound();
    where = { state: places.name, district: current, districts: places.districts };
  } else {
    states = await listStates(db);
  }
  const [list, sources] = await Promise.all([
    listInstitutions(db, { ...filters, state, district, limit: PER_PAGE }),
    listSources(db),
  ]);
  const shown: DirectoryFilters = { ...filters, page: list.page };
  // The page's words in the language of its address (decision 062); places as the places catalogue names them.
  const language = languageOfPath(url.pathname);
  const t = textIn(language, directoryText);
  const placeIn = placeNameIn(language);
  const stateName = where ? placeIn(where.state) : undefined;
  const districtName = where?.district ? placeIn(where.district.name) : undefined;
  const placeName = stateName ? (districtName ? `${districtName}, ${stateName}` : stateName) : t("india");
  const place = {
    name: placeName,
    state: stateName && state ? { slug: state, name: stateName } : null,
    district: where?.district && districtName ? { ...where.district, name: districtName } : null,
  };
  const total = formatNumber(list.total, language);
  const title = t("seoTitle", { place: placeName, filters: filterSummary(shown, t), total });
  return {
    place,
    heading: t("collegesIn", { place: placeName }),
    crumbs: crumbsOf(place, { home: textIn(language, layoutText)("home"), colleges: t("colleges") }),
    // Districts on a state's page, states on /colleges; a district's page links back to its state only.
    places: where ? (where.district ? [] : where.districts) : states,
    filters: shown,
    list,
    sources,
    seo: {
      title: list.page > 1 ? t("seoTitlePaged", { title, page: String(list.page) }) : title,
      description: t("seoDescription", { total, place: placeName }),
      canonical: canonicalUrl(url, directoryHref(url.pathname, { ...shown, sort: undefined }, { page: list.page })),
    },
  };
}

export default function Directory({ loaderData }: Route.ComponentProps) {
  const { place, heading, crumbs, places, filters, list, sources } = loaderData;
  const t = useText(directoryText);
  return (
    <ContentPage>
      <PageBanner title={heading} subtitle={t("subtitle")} />
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Breadcrumb items={crumbs} />
        {places.length ? (
          <PlaceIndex
            places={places}
            kind={place.state ? "district" : "state"}
            within={place.state ? place.state.name : t("india")}
            hrefOf={(slug) => (place.state ? `/colleges/${place.state.slug}/${slug}` : `/colleges/${slug}`)}
            open={!place.state}
            sources={sources}
          />
        ) : null}
        <DirectoryList list={list} filters={filters} sources={sources} placeName={place.name} />
      </div>
    </ContentPage>
  );
}
