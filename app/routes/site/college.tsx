// /college/{slug}: a staff-run college page (also by its id), or the page of any institution of the public
// catalogue. A college page linked to an institution shows that institution's public facts too, and the
// institution's own address leads to it (docs/decisions/018-college-pages-and-institutions.md).
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { data, redirect } from "react-router";
import { dbContext } from "#context";
import { admissionsCycle } from "../../../domain/admissions-cycle.ts";
import { todayInIndia } from "../../../domain/clock.ts";
import { getCollegeByIdOrSlug, isUuid } from "../../../domain/colleges/colleges.server.ts";
import { survivingSlug } from "../../../domain/institutions/former-addresses.server.ts";
import {
  getInstitutionBySlug,
  getLinkedInstitution,
  type Institution,
} from "../../../domain/institutions/institutions.server.ts";
import { publishedReviews } from "../../../domain/reviews/published-reviews.server.ts";
import { reportedFees } from "../../../domain/reviews/reported-fees.server.ts";
import { InstitutionFacts } from "../../components/institutions/institution-facts.tsx";
import { InstitutionStatus } from "../../components/institutions/institution-status.tsx";
import { ReviewsSection } from "../../components/institutions/reviews-section.tsx";
import { ReportedFeesSection } from "../../components/institutions/reported-fees-section.tsx";
import { placeOf } from "../../components/institutions/institution-overview.tsx";
import { InstitutionPage, institutionCrumbs } from "../../components/institutions/institution-page.tsx";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { CollegeCourseTable } from "../../components/catalogue/college-course-table.tsx";
import { CollegeFacts, collegePageFacts } from "../../components/catalogue/college-facts.tsx";
import { InstitutionPublished } from "../../components/institutions/institution-published.tsx";
import { withShownFigures } from "../../../domain/colleges/shown-figures.ts";
import { headlineRank } from "../../../domain/institutions/headline-rank.ts";
import { FiguresNote } from "../../components/catalogue/figures-note.tsx";
import { CompareButton } from "../../components/compare/compare-button.tsx";
import { RememberCollege } from "../../components/catalogue/remember-college.tsx";
import { LeadActions } from "../../components/lead-form/lead-actions.tsx";
import { cutoffSection } from "../../lib/institution-cutoffs.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import { collegeOrUniversity } from "../../lib/structured-data.ts";
import { canonicalUrl } from "../../lib/seo.server.ts";
import type { Route } from "./+types/college";
import { readsQuery, CUTOFF_PARAMS } from "../../../web/page-query.ts";
import { languageOfPath } from "../../../web/language.ts";
import type { Language } from "../../../domain/i18n/language.ts";
import { textIn } from "../../../domain/i18n/text.ts";
import { institutionText } from "../../../content/i18n/institution.ts";
import { placeNameIn } from "../../lib/i18n.ts";
import { formatNumber } from "../../lib/format.ts";

export const handle = { ...readsQuery(CUTOFF_PARAMS), ...READING_PAGE };

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { seo } = loaderData;
  if (loaderData.page === "institution") {
    const i = loaderData.institution;
    const place = { name: i.name, url: seo.canonical, city: i.city ?? i.district, state: i.state };
    return pageMeta(seo, {
      crumbs: loaderData.crumbs,
      structuredData: [collegeOrUniversity({ ...place, established: i.established })],
    });
  }
  // A college page linked to an institution gives the official place; otherwise the staff's city and state.
  const { college, institution: i } = loaderData;
  const place = i
    ? { city: i.city ?? i.district, state: i.state, established: i.established }
    : { city: college.city, state: college.state };
  return pageMeta(seo, {
    crumbs: collegeCrumbs(college.name),
    structuredData: [collegeOrUniversity({ name: college.name, url: seo.canonical, ...place })],
  });
}

const collegeCrumbs = (name: string): Crumb[] => [
  { label: "Home", to: "/" },
  { label: "Colleges", to: "/CollegRanking" },
  { label: name },
];

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const college = await getCollegeByIdOrSlug(db, params.idOrSlug);
  if (!college) {
    // The cut-offs are read by the same slug alongside the institution (wasted only on a redirect).
    const [institution, cutoffs] = await Promise.all([
      getInstitutionBySlug(db, params.idOrSlug),
      cutoffSection(db, params.idOrSlug, url),
    ]);
    if (!institution) {
      // A merged or renamed institution's old address leads to its page, query string and all.
      const moved = survivingSlug(params.idOrSlug);
      if (moved) throw redirect(`/college/${moved}${url.search}`, 301);
      throw data(null, { status: 404 });
    }
    if (institution.collegeSlug) throw redirect(`/college/${institution.collegeSlug}`, 301);
    const reviewed = { institutionCode: institution.code, collegeName: institution.name };
    const [reviews, fees] = await Promise.all([publishedReviews(db, reviewed), reportedFees(db, reviewed)]);
    // The page's words in the language of its address (decision 062).
    const language = languageOfPath(url.pathname);
    return {
      page: "institution" as const,
      institution,
      cutoffs,
      reviews,
      fees,
      crumbs: institutionCrumbs(institution, language),
      seo: institutionSeo(institution, url, language),
    };
  }
  // Links by id keep working, but search engines and shared links see one address: the slug.
  if (isUuid(params.idOrSlug)) throw redirect(`/college/${college.slug}`, 301);
  // Invented or unsourced figures never leave the server (decision 036).
  const { courses, createdAt: _c, updatedAt: _u, ...rest } = withShownFigures(college);
  const reviewed = { institutionCode: college.institutionCode, collegeName: college.name };
  const [institution, cutoffs, reviews, fees] = await Promise.all([
    getLinkedInstitution(db, college.institutionCode),
    college.institutionCode ? cutoffSection(db, college.institutionCode, url) : null,
    publishedReviews(db, reviewed),
    reportedFees(db, reviewed),
  ]);
  return {
    page: "college" as const,
    college: rest,
    institution,
    cutoffs: institution ? cutoffs : null,
    reviews,
    fees,
    courses: courses.map(({ id, name, fees, eligibility, applicationDate }) => ({
      id,
      name,
      fees,
      eligibility,
      applicationDate,
    })),
    seo: {
      title: `${college.name}: Courses, Fees ${admissionsCycle(todayInIndia()).label}, Placements and Admission`,
      description: `${college.name}, ${college.city}: ${courses.length} courses with eligibility${institution ? ", its NIRF rank, placements as disclosed to NIRF and approved intake, each with its official source" : ""}.`,
      canonical: canonicalUrl(url, `/college/${college.slug}`),
    },
  };
}

function institutionSeo(i: Institution, url: URL, language: Language) {
  const t = textIn(language, institutionText);
  const rank = headlineRank(i.rankings, i.disciplines);
  const facts = [
    rank ? t("seoRank", { year: String(rank.year), category: rank.category, rank: String(rank.rank) }) : null,
    i.programmes.length ? t("seoProgrammes", { count: formatNumber(i.programmes.length, language) }) : null,
    i.mbbs ? t("seoMbbs", { seats: formatNumber(i.mbbs.seats, language) }) : null,
  ].filter(Boolean);
  const place = placeOf(i, placeNameIn(language));
  return {
    title: t("seoTitle", { name: i.name, place }),
    description: t("seoDescription", {
      name: i.name,
      place,
      facts: facts.length ? `: ${facts.join("; ")}` : "",
    }),
    canonical: canonicalUrl(url, `/college/${i.slug}`),
  };
}

export default function CollegeRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === "institution")
    return (
      <InstitutionPage
        institution={loaderData.institution}
        cutoffs={loaderData.cutoffs}
        reviews={loaderData.reviews}
        fees={loaderData.fees}
      />
    );
  return <CollegePage {...loaderData} />;
}

function CollegePage({
  college,
  courses,
  institution,
  cutoffs,
  reviews,
  fees,
}: Extract<Route.ComponentProps["loaderData"], { page: "college" }>) {
  const writeHref = institution
    ? `/review?institution=${institution.slug}#write-review`
    : `/review?college=${encodeURIComponent(college.name)}#write-review`;
  return (
    <ContentPage>
      <PageBanner title={college.bannerText} subtitle={college.bannerSubText}>
        <div className="mt-5 flex flex-wrap gap-3">
          <LeadActions college={college.name} kinds={["apply", "brochure"]} />
          {/* By the slug directory cards and lists give the institution (its first staff page's), so the tray
              never holds it twice. */}
          {institution ? (
            <CompareButton slug={institution.collegeSlug ?? college.slug} name={college.name} className="self-center" />
          ) : null}
        </div>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <RememberCollege slug={college.slug} name={college.name} />
        <Breadcrumb items={collegeCrumbs(college.name)} />
        {institution ? <InstitutionStatus institution={institution} /> : null}
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
        <CollegeFacts facts={collegePageFacts(college, institution, cutoffs)} />
        <FiguresNote basis={college.figuresBasis} />
        {institution ? (
          <section aria-labelledby="public-facts-heading" className="mt-10">
            <h2 id="public-facts-heading" className="text-2xl font-bold text-brand-900">
              From official sources
            </h2>
            <InstitutionFacts institution={institution} cutoffs={cutoffs} />
          </section>
        ) : null}
        {/* What the institution published itself, checked by an editor, and the claim link (decision 059). */}
        {institution ? <InstitutionPublished institution={institution} /> : null}
        <ReportedFeesSection fees={fees} writeHref={writeHref} />
        <ReviewsSection reviews={reviews} writeHref={writeHref} />
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
            Verify fees, dates and placement figures on the college's official website before you apply.
          </p>
        </section>
      </div>
    </ContentPage>
  );
}
