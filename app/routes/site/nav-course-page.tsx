// /Collegespage/{id}: a course page of the nav bar (B.Tech, MBBS, ...) with the ranked colleges offering
// that course, filterable and paged in the address.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { data, Link } from "react-router";
import { dbContext } from "#context";
import { isUuid } from "../../../domain/colleges/colleges.server.ts";
import { getNavCoursePageById } from "../../../domain/nav-courses/nav-courses.server.ts";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { CollegeListSection } from "../../components/catalogue/college-list-section.tsx";
import { LeadForm } from "../../components/lead-form/lead-form.tsx";
import { courseImages } from "../../../content/course-images.ts";
import { loadCollegeList } from "../../lib/college-list.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { collegeList } from "../../lib/structured-data.ts";
import { canonicalUrl } from "../../lib/seo.server.ts";
import type { Route } from "./+types/nav-course-page";
import { readsQuery } from "../../../web/page-query.ts";
import { COLLEGE_FILTER_PARAMS } from "../../lib/college-filters.ts";

export const handle = { ...readsQuery(COLLEGE_FILTER_PARAMS), ...READING_PAGE };

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo, page, list } = loaderData;
  return pageMeta(seo, {
    crumbs: crumbs(page.pageName),
    structuredData: [collegeList(`Top ${page.pageName} colleges`, list, seo.canonical)],
  });
}

const crumbs = (pageName: string): Crumb[] => [
  { label: "Home", to: "/" },
  { label: "Courses", to: "/Collegespage" },
  { label: `${pageName} Colleges` },
];

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const page = isUuid(params.id) ? await getNavCoursePageById(db, params.id) : undefined;
  if (!page) throw data(null, { status: 404 });
  const list = await loadCollegeList(db, url, { course: page.pageName });
  const suffix = list.page > 1 ? ` (page ${list.page})` : "";
  return {
    page,
    list,
    seo: {
      title: `${page.bannerHeading}${suffix}`,
      description: page.bannerText,
      canonical: canonicalUrl(url, list.page > 1 ? `${url.pathname}?page=${list.page}` : url.pathname),
    },
  };
}

export default function NavCoursePage({ loaderData: { page, list } }: Route.ComponentProps) {
  const images = courseImages(page.pageName);
  return (
    <ContentPage>
      <PageBanner title={page.bannerHeading} subtitle={page.bannerText} />
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Breadcrumb items={crumbs(page.pageName)} />
        <h2 className="mt-6 text-2xl font-bold text-brand-900 sm:text-3xl">{page.title}</h2>
        <div className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
          {images.map((image) => (
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              width={320}
              height={200}
              className="w-full rounded-xl shadow-sm"
            />
          ))}
        </div>
        <section aria-labelledby="table-heading" className="mt-10">
          <h2 id="table-heading" className="text-2xl font-bold text-brand-900">
            {page.tableHeading}
          </h2>
          <p className="mt-2 text-slate-700">{page.tableText}</p>
          <CollegeListSection list={list} course={page.pageName} caption={`Top ${page.pageName} colleges`} />
        </section>
        <section aria-labelledby="why-heading" className="mt-12 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="why-heading" className="text-2xl font-bold text-brand-900">
            {page.heading}
          </h2>
          <p className="mt-2 text-lg text-slate-700">{page.subHeading}</p>
          <div className="mt-6 grid items-center gap-6 md:grid-cols-[280px_minmax(0,1fr)]">
            <img
              src={images[0].src}
              alt={images[0].alt}
              width={320}
              height={200}
              className="w-full rounded-xl"
              loading="lazy"
            />
            <div>
              <h3 className="text-xl font-semibold text-brand-900">{page.imgHeading}</h3>
              <p className="mt-3 text-slate-700">{page.imgPara1}</p>
              <p className="mt-3 text-slate-700">{page.imgPara2}</p>
            </div>
          </div>
        </section>
        <section aria-labelledby="lead-form-heading" className="mt-12 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h2 id="lead-form-heading" className="text-2xl font-bold text-brand-900">
            Talk to a counsellor about {page.pageName}
          </h2>
          <p className="mt-2 text-slate-700">
            Free advice on colleges, cut-offs and fees. One counsellor calls you back; we never sell your number.
          </p>
          <div className="mt-6 max-w-2xl">
            <LeadForm source="counselling" context={`${page.pageName} colleges`} />
          </div>
        </section>
        <p className="mt-8 text-sm text-slate-600">
          Looking for another course?{" "}
          <Link to="/Collegespage" className="font-semibold text-brand-700 underline">
            See every course page
          </Link>
          .
        </p>
      </div>
    </ContentPage>
  );
}
