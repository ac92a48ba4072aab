import { READING_PAGE } from "../../lib/page-scripts.ts";
import { admissionsCycle } from "../../../domain/admissions-cycle.ts";
import { todayInIndia } from "../../../domain/clock.ts";
import { dbContext } from "#context";
import { Link } from "react-router";
import { listTopColleges } from "../../../domain/colleges/colleges.server.ts";
import { CollegeRankTable, toRankedCollege } from "../../components/content/college-rank-table.tsx";
import { textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { rankingPages } from "../../../content/ranking-pages.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/top-universities";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

const LISTED = 20;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const seo = pageSeo(
    url,
    "/TopUniversitiesandColleges",
    `Top Universities and Colleges in India ${admissionsCycle(todayInIndia()).label}`,
    "The top 20 universities and colleges in India by rank, with fees and placements, plus rankings by city and course.",
  );
  const colleges = await listTopColleges(context.get(dbContext), LISTED);
  const rankings = rankingPages.map(({ path, title }) => ({ path, title }));
  return { seo, colleges: colleges.map(toRankedCollege), rankings };
}

export default function TopUniversities({ loaderData: { colleges, rankings } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner
        title="Top Universities and Colleges"
        subtitle="The college pages of this portal in the order our admissions team ranks them, with their fees and placement records."
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 pt-10">
        <section aria-labelledby="list-heading">
          <h2 id="list-heading" className="mb-4 text-2xl font-bold text-brand-900">
            Top {LISTED} universities and colleges
          </h2>
          <p className="mb-4 text-slate-700">
            For India's official ranking of every institution, see the{" "}
            <Link to="/CollegRanking" className={textLink}>
              NIRF rankings
            </Link>
            .
          </p>
          <CollegeRankTable colleges={colleges} caption={`Top ${LISTED} universities and colleges by rank`} />
        </section>
        <section aria-labelledby="more-heading">
          <h2 id="more-heading" className="text-2xl font-bold text-brand-900">
            Rankings by city and course
          </h2>
          <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {rankings.map((p) => (
              <li key={p.path}>
                <Link to={p.path} className={textLink}>
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </ContentPage>
  );
}
