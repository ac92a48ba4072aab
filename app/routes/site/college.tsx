// /college/{slug} (canonical) and /college/{id}: one college with its courses, fees and placements.
import { useEffect } from "react";
import { data, redirect } from "react-router";
import { dbContext } from "#context";
import { getCollegeByIdOrSlug, isUuid } from "../../../domain/colleges/colleges.server.ts";
import { Breadcrumb } from "../../components/content/breadcrumb.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { CollegeCourseTable } from "../../components/catalogue/college-course-table.tsx";
import { CollegeFacts } from "../../components/catalogue/college-facts.tsx";
import { EnquiryActions } from "../../components/catalogue/enquiry-actions.tsx";
import { rememberCollege } from "../../lib/recent-colleges.ts";
import { pageMeta } from "../../lib/seo.ts";
import { canonicalUrl } from "../../lib/seo.server.ts";
import type { Route } from "./+types/college";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const college = await getCollegeByIdOrSlug(context.get(dbContext), params.idOrSlug);
  if (!college) throw data(null, { status: 404 });
  // Links by id keep working, but search engines and shared links see one address: the slug.
  if (isUuid(params.idOrSlug)) throw redirect(`/college/${college.slug}`, 301);
  const { courses, createdAt: _c, updatedAt: _u, ...rest } = college;
  return {
    college: rest,
    courses: courses.map(({ id, name, fees, eligibility, applicationDate }) => ({
      id,
      name,
      fees,
      eligibility,
      applicationDate,
    })),
    seo: {
      title: `${college.name}: Courses, Fees 2027, Placements and Admission`,
      description: `${college.name}, ${college.city}: ${courses.length} courses with fees, eligibility and last dates; average placement ${college.placementAvg || "N/A"}.`,
      canonical: canonicalUrl(url, `/college/${college.slug}`),
    },
  };
}

export default function CollegePage({ loaderData: { college, courses } }: Route.ComponentProps) {
  useEffect(() => rememberCollege(window.localStorage, college), [college]);
  return (
    <ContentPage>
      <PageBanner title={college.bannerText} subtitle={college.bannerSubText}>
        <div className="mt-5 flex flex-wrap gap-3">
          <EnquiryActions college={college.name} kinds={["apply", "brochure"]} />
        </div>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Breadcrumb
          items={[{ label: "Home", to: "/" }, { label: "Colleges", to: "/CollegRanking" }, { label: college.name }]}
        />
        <div className="mt-6 flex items-center gap-4">
          {college.logo ? (
            <img src={college.logo} alt="" width={64} height={64} className="size-16 rounded-xl" />
          ) : null}
          <div>
            <h2 className="text-2xl font-bold text-brand-900 sm:text-3xl">{college.heading}</h2>
            <p className="text-slate-600">{college.subheading}</p>
          </div>
        </div>
        <p className="mt-4 text-lg text-slate-700">{college.subHeading1}</p>
        <p className="mt-2 text-slate-700">{college.subHeading2}</p>
        <CollegeFacts college={college} />
        <section aria-labelledby="courses-heading" className="mt-10">
          <h2 id="courses-heading" className="text-2xl font-bold text-brand-900">
            Courses and fees
          </h2>
          <CollegeCourseTable collegeId={college.id} collegeName={college.name} courses={courses} />
        </section>
        <section aria-labelledby="excellence-heading" className="mt-10 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="excellence-heading" className="text-2xl font-bold text-brand-900">
            Academic Excellence
          </h2>
          <p className="mt-3 text-slate-700">
            {college.name} combines a strong curriculum with hands-on learning: laboratories and studios, projects with
            industry, internships and an active research culture. Faculty mentor students through their programme, and
            the placement cell prepares them for campus recruitment and higher studies.
          </p>
          <p className="mt-3 text-sm text-slate-600">
            Fees, dates and placement figures are for reference only. Verify them on the college's official website
            before you apply.
          </p>
        </section>
      </div>
    </ContentPage>
  );
}
