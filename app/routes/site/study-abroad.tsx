import { READING_PAGE } from "../../lib/page-scripts.ts";
import { Link } from "react-router";
import {
  abroadUniversities,
  qsRankingEdition,
  studyAbroadClaims,
  studyAbroadSteps,
} from "../../../content/study-abroad.ts";
import { card, primaryButton } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { ScrollRegion } from "../../components/content/scroll-region.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/study-abroad";
import { ColumnHeads } from "../../components/ui/column-heads.tsx";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(
      url,
      "/StudyAbroad",
      "Study Abroad: Top Universities, Rankings and Admission Help",
      "Apply to 500+ universities abroad with guidance on shortlisting, tests and visas. See the world's top-ranked universities for Indian students.",
    ),
  };
}

const outline =
  "inline-flex items-center justify-center rounded-lg border-2 border-white px-5 py-2.5 font-semibold text-white transition hover:bg-white hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export default function StudyAbroad() {
  return (
    <ContentPage>
      <PageBanner
        title="Study Abroad"
        subtitle={`Your gateway to ${studyAbroadClaims.universities} in the USA, UK, Canada, Australia, Germany and more.`}
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/contact"
            className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-900 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Apply Now
          </Link>
          <Link to="/contact" className={outline}>
            Shortlist College
          </Link>
        </div>
      </PageBanner>
      <div className="mx-auto max-w-6xl space-y-14 px-4 pt-10">
        <ul className="grid gap-5 sm:grid-cols-2">
          <li className={`${card} border-l-4 border-l-brand-700`}>
            <p className="text-3xl font-extrabold text-brand-900">{studyAbroadClaims.universities}</p>
            <p className="mt-1 text-slate-700">Universities abroad to choose from, with help at every step.</p>
          </li>
          <li className={`${card} border-l-4 border-l-accent-500`}>
            <p className="text-3xl font-extrabold text-orange-800">{studyAbroadClaims.visaOffer}</p>
            <p className="mt-1 text-slate-700">Ask our counsellors how the offer applies to your application.</p>
          </li>
        </ul>

        <section aria-labelledby="uni-heading">
          <h2 id="uni-heading" className="text-2xl font-bold text-brand-900">
            Top universities for Indian students
          </h2>
          <div className="mt-4">
            <ScrollRegion label="Top universities for Indian students">
              <table className="card-table w-full min-w-[640px] text-left text-sm" data-testid="abroad-universities">
                <caption className="sr-only">
                  Six universities with their QS World University Ranking {qsRankingEdition}, country, popular courses
                  and yearly tuition
                </caption>
                <ColumnHeads
                  names={[
                    `QS rank ${qsRankingEdition}`,
                    "University",
                    "Country",
                    "Popular courses",
                    "Tuition (approx.)",
                  ]}
                />
                <tbody className="divide-y divide-slate-100">
                  {abroadUniversities.map((u) => (
                    <tr key={u.name}>
                      <td data-label={`QS rank ${qsRankingEdition}`} className="px-4 py-3 font-bold">
                        #{u.ranking}
                      </td>
                      <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                        {u.name}
                      </th>
                      <td data-label="Country" className="px-4 py-3">
                        {u.country}
                      </td>
                      <td data-label="Popular courses" className="card-wide px-4 py-3">
                        {u.popularCourses}
                      </td>
                      <td data-label="Tuition (approx.)" className="card-wide px-4 py-3">
                        {u.tuition}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        </section>

        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="text-2xl font-bold text-brand-900">
            How we help you go abroad
          </h2>
          <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {studyAbroadSteps.map((s, i) => (
              <li key={s.title} className={card}>
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-3 font-bold text-slate-900">{s.title}</h3>
                <p className="mt-1 text-slate-700">{s.text}</p>
              </li>
            ))}
          </ol>
          <Link to="/contact" className={`${primaryButton} mt-8`}>
            Talk to a study-abroad counsellor
          </Link>
        </section>
      </div>
    </ContentPage>
  );
}
