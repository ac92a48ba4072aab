// /TopStudy-colleges/{city}: colleges in a city or state ("Delhi", "TamilNadu", "Banglore" as the home page's
// cards write them). /TopStudy-colleges lists every college, or goes to a city passed as navigation state.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { admissionsCycle } from "../../../domain/admissions-cycle.ts";
import { todayInIndia } from "../../../domain/clock.ts";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { dbContext } from "#context";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { CollegeListSection } from "../../components/catalogue/college-list-section.tsx";
import { loadCollegeList } from "../../lib/college-list.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { collegeList } from "../../lib/structured-data.ts";
import { canonicalUrl } from "../../lib/seo.server.ts";
import type { Route } from "./+types/study-place";
import { readsQuery } from "../../../web/page-query.ts";
import { COLLEGE_FILTER_PARAMS } from "../../lib/college-filters.ts";

export const handle = { ...readsQuery(COLLEGE_FILTER_PARAMS), ...READING_PAGE };

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, place, list } = loaderData;
  return pageMeta(seo, {
    crumbs: crumbs(place),
    structuredData: [collegeList(`Colleges in ${place ?? "India"}`, list, seo.canonical)],
  });
}

const crumbs = (place: string | null): Crumb[] => [
  { label: "Home", to: "/" },
  { label: "Study places", to: "/TopStudy-colleges" },
  ...(place ? [{ label: place }] : []),
];

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const place = params.city?.trim().slice(0, 60);
  const list = await loadCollegeList(context.get(dbContext), url, { place });
  const where = place ? `in ${place}` : "in India";
  return {
    place: place ?? null,
    list,
    seo: {
      title: `Top Colleges ${where} ${admissionsCycle(todayInIndia()).label}: Fees, Placements and Rankings${list.page > 1 ? ` (page ${list.page})` : ""}`,
      description: `${list.total} colleges ${where} ranked, with course fees, average and highest placements and eligibility.`,
      canonical: canonicalUrl(url, list.page > 1 ? `${url.pathname}?page=${list.page}` : url.pathname),
    },
  };
}

export default function StudyPlace({ loaderData: { place, list } }: Route.ComponentProps) {
  useCityFromNavigationState(place);
  const where = place ? `in ${place}` : "in India";
  return (
    <ContentPage>
      <PageBanner
        title={`Top Colleges ${where}`}
        subtitle="Ranked colleges with fees, placements and eligibility. Narrow the list by fee or sort it."
      />
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Breadcrumb items={crumbs(place)} />
        <CollegeListSection list={list} caption={`Colleges ${where}`} showPlace={!place} />
      </div>
    </ContentPage>
  );
}

/** The home page's "Colleges in {city}" cards of the original passed the city as navigation state. */
function useCityFromNavigationState(place: string | null) {
  const { state } = useLocation();
  const navigate = useNavigate();
  const city = (state as { city?: unknown } | null)?.city;
  useEffect(() => {
    if (!place && typeof city === "string" && city.trim()) {
      void navigate(`/TopStudy-colleges/${encodeURIComponent(city.trim())}`, { replace: true });
    }
  }, [place, city, navigate]);
}
