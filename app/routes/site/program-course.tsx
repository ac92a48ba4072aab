// /Programe-course/{id} (the spec's spelling): one program with the universities offering it.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { data } from "react-router";
import { dbContext } from "#context";
import { isUuid } from "../../../domain/colleges/colleges.server.ts";
import { getProgramById } from "../../../domain/programs/programs.server.ts";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { LeadActions } from "../../components/lead-form/lead-actions.tsx";
import { formatDateText, orNA } from "../../lib/format.ts";
import { pageMeta } from "../../lib/seo.ts";
import { canonicalUrl } from "../../lib/seo.server.ts";
import type { Route } from "./+types/program-course";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo, { crumbs: crumbs(loaderData.program.name) }) : [];
}

const crumbs = (program: string): Crumb[] => [
  { label: "Home", to: "/" },
  { label: "Programs", to: "/#programs" },
  { label: program },
];

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const program = isUuid(params.id) ? await getProgramById(context.get(dbContext), params.id) : undefined;
  if (!program) throw data(null, { status: 404 });
  return {
    program: {
      name: program.name,
      image: program.image,
      imageAlt: program.imageAlt,
      bannerHeading: program.bannerHeading,
      bannerSubHeading: program.bannerSubHeading,
      title: program.title,
      courses: program.courses.map(({ id, course, fees, eligibility, applicationDate }) => ({
        id,
        course,
        fees,
        eligibility,
        applicationDate,
      })),
    },
    seo: { title: program.title, description: program.bannerSubHeading, canonical: canonicalUrl(url) },
  };
}

export default function ProgramCourse({ loaderData: { program } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner title={program.bannerHeading} subtitle={program.bannerSubHeading} />
      <div className="mx-auto max-w-5xl px-4 pt-6">
        <Breadcrumb items={crumbs(program.name)} />
        <div className="mt-6 grid items-center gap-6 sm:grid-cols-[240px_minmax(0,1fr)]">
          {program.image ? (
            <img
              src={`/uploads/${program.image}`}
              alt={program.imageAlt}
              width={480}
              height={300}
              className="w-full rounded-xl shadow-sm"
            />
          ) : null}
          <h2 className="text-2xl font-bold text-brand-900 sm:text-3xl">{program.title}</h2>
        </div>
        <h2 className="mt-10 text-xl font-bold text-brand-900">Universities offering {program.name}</h2>
        {program.courses.length === 0 ? (
          <p className="mt-4 rounded-xl bg-white p-6 shadow-sm">No universities are listed for this program yet.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {program.courses.map((c, index) => (
              <li
                key={c.id}
                id={`course-${index}`}
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h3 className="text-lg font-semibold text-brand-900">{c.course}</h3>
                <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="font-semibold text-slate-600">Fees</dt>
                    <dd className="text-slate-900">{orNA(c.fees)}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-600">Eligibility</dt>
                    <dd className="text-slate-900">{orNA(c.eligibility)}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-600">Application Date</dt>
                    <dd className="text-slate-900">{formatDateText(c.applicationDate)}</dd>
                  </div>
                </dl>
                <div className="mt-4 flex gap-2">
                  <LeadActions college={c.course} kinds={["apply"]} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ContentPage>
  );
}
