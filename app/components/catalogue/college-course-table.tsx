// A college's courses: Course, Fees, Eligibility, Application Date, Action. The course name leads to its
// streams (/branch/{collegeId}/{courseId}).
import { Link } from "react-router";
import { formatDateText, orNA } from "../../lib/format.ts";
import { ScrollRegion } from "../content/scroll-region.tsx";
import { NOT_PUBLISHED } from "../institutions/source-line.tsx";
import { LeadActions } from "../lead-form/lead-actions.tsx";
import { ColumnHeads } from "../ui/column-heads.tsx";

interface Course {
  id: string;
  name: string;
  fees: string;
  eligibility: string;
  applicationDate: string;
}

const th = "px-4 py-3 font-semibold";

export function CollegeCourseTable({
  collegeId,
  collegeName,
  courses,
}: {
  collegeId: string;
  collegeName: string;
  courses: Course[];
}) {
  if (courses.length === 0) {
    return <p className="mt-4 rounded-xl bg-white p-6 shadow-sm">Course details are not available yet (N/A).</p>;
  }
  return (
    <div className="mt-4">
      <ScrollRegion label={`Courses at ${collegeName}`}>
        <table className="card-table w-full min-w-[720px] text-left text-sm" data-testid="college-courses">
          <caption className="sr-only">{`Courses at ${collegeName} with fees, eligibility and application dates`}</caption>
          <ColumnHeads names={["Course", "Fees", "Eligibility", "Application Date", "Action"]} cellClassName={th} />
          <tbody className="divide-y divide-slate-100 align-top">
            {courses.map((c) => (
              <tr key={c.id} className="hover:bg-slate-50">
                <th scope="row" className="px-4 py-3">
                  <Link
                    to={`/branch/${collegeId}/${c.id}`}
                    className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {c.name}
                  </Link>
                </th>
                <td data-label="Fees" className="px-4 py-3">
                  {c.fees.trim() || NOT_PUBLISHED}
                </td>
                <td data-label="Eligibility" className="px-4 py-3 text-slate-700">
                  {orNA(c.eligibility)}
                </td>
                <td data-label="Application Date" className="px-4 py-3 whitespace-nowrap">
                  {c.applicationDate.trim() ? formatDateText(c.applicationDate) : NOT_PUBLISHED}
                </td>
                <td className="card-wide px-4 py-3">
                  <LeadActions college={`${collegeName}: ${c.name}`} kinds={["apply"]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
