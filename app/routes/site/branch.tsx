// /branch/{collegeId}/{courseId}: the streams (branches) of one course at one college.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { data, Link } from "react-router";
import { dbContext } from "#context";
import { getCollegeById, isUuid } from "../../../domain/colleges/colleges.server.ts";
import { figuresBasis } from "../../../domain/colleges/shown-figures.ts";
import { listStreamsOfCourse } from "../../../domain/streams/streams.server.ts";
import { Breadcrumb, type Crumb } from "../../components/content/breadcrumb.tsx";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { ScrollRegion } from "../../components/content/scroll-region.tsx";
import { textLink } from "../../components/content/content-links.ts";
import { LeadActions } from "../../components/lead-form/lead-actions.tsx";
import { formatDateText } from "../../lib/format.ts";
import { pageMeta } from "../../lib/seo.ts";
import { canonicalUrl } from "../../lib/seo.server.ts";
import type { Route } from "./+types/branch";
import { ColumnHeads } from "../../components/ui/column-heads.tsx";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo, { crumbs: crumbs(loaderData) }) : [];
}

function crumbs({ college, course }: { college: { name: string; slug: string }; course: { name: string } }): Crumb[] {
  return [{ label: "Home", to: "/" }, { label: college.name, to: `/college/${college.slug}` }, { label: course.name }];
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const college =
    isUuid(params.collegeId) && isUuid(params.courseId) ? await getCollegeById(db, params.collegeId) : undefined;
  const course = college?.courses.find((c) => c.id === params.courseId);
  if (!college || !course) throw data(null, { status: 404 });
  const streams = await listStreamsOfCourse(db, college.id, course.id);
  // A branch's fee and date are the college's figures: shown only where its page shows them (decision 036).
  const shown = figuresBasis(college) !== "withheld";
  return {
    college: { name: college.name, slug: college.slug, city: college.city },
    course: { name: course.name },
    streams: streams.map(({ id, name, fee, applicationDate }) => ({
      id,
      name,
      fee: shown ? fee : "",
      applicationDate: shown ? applicationDate : "",
    })),
    seo: {
      title: `${course.name} at ${college.name}: Branches, Fees and Last Dates`,
      description: `${course.name} branches at ${college.name}, ${college.city}, with the fee and application date of each.`,
      canonical: canonicalUrl(url),
    },
  };
}

export default function Branch({ loaderData: { college, course, streams } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner
        title={`${college.name}: Admission, Fees, Courses and Placement`}
        subtitle="Admission is based on the entrance exam rank and counselling. Check each branch's fee and last date, then apply before the deadline."
      />
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Breadcrumb items={crumbs({ college, course })} />
        <h2 className="mt-6 text-2xl font-bold text-brand-900">{course.name} branches</h2>
        {streams.length === 0 ? (
          <p className="mt-4 rounded-xl bg-white p-6 shadow-sm">
            Branch details for {course.name} are not listed yet.{" "}
            <Link to={`/college/${college.slug}`} className={textLink}>
              Back to {college.name}
            </Link>
          </p>
        ) : (
          <div className="mt-4">
            <ScrollRegion label={`${course.name} branches at ${college.name}`}>
              <table className="card-table w-full min-w-[600px] text-left text-sm" data-testid="branch-table">
                <caption className="sr-only">{`${course.name} branches with fees and application dates`}</caption>
                <ColumnHeads names={[`${course.name} Course`, "Fees", "Application Date", "Action"]} />
                <tbody className="divide-y divide-slate-100">
                  {streams.map((s) => (
                    <tr key={s.id} className="hover:bg-slate-50">
                      <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                        {s.name}
                      </th>
                      <td data-label="Fees" className="px-4 py-3">
                        {s.fee || "Not published"}
                      </td>
                      <td data-label="Application Date" className="px-4 py-3 whitespace-nowrap">
                        {s.applicationDate ? formatDateText(s.applicationDate) : "Not published"}
                      </td>
                      <td className="card-wide px-4 py-3">
                        <LeadActions college={`${college.name}: ${course.name} ${s.name}`} kinds={["apply"]} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        )}
      </div>
    </ContentPage>
  );
}
