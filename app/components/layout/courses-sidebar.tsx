// All Courses sidebar (SPEC.md §2): a searchable course list; picking one of the eight courses with
// content opens its accordion (one section at a time, a second click closes it); Modify goes back.
// Links into the college directory show how many institutions they lead to.
import { ArrowLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { sectionTitles, sidebarCourses, type SidebarCourse } from "../../../content/sidebar-courses.ts";
import { useDirectoryCount } from "../../lib/directory-counts.ts";
import { Disclosure } from "../ui/disclosure.tsx";
import { inputClass } from "../ui/field.tsx";
import { Modal } from "../ui/modal.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const linkClass =
  "block rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600";

export function CoursesSidebar({ open, onOpenChange }: Props) {
  const [filter, setFilter] = useState("");
  const [course, setCourse] = useState<SidebarCourse | null>(null);
  const close = () => onOpenChange(false);
  const shown = sidebarCourses.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="All Courses" size="sheet" testId="courses-sidebar">
      {course ? (
        <div>
          <div className="mb-3 flex items-center justify-between gap-2">
            <h3 className="text-lg font-bold text-brand-900">{course.name}</h3>
            <button
              type="button"
              onClick={() => setCourse(null)}
              className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Modify
            </button>
          </div>
          {course.sections ? (
            <div
              className="divide-y divide-slate-200 rounded-xl border border-slate-200"
              data-testid="course-accordion"
            >
              {(Object.keys(sectionTitles) as (keyof typeof sectionTitles)[]).map((key) => (
                <Disclosure key={key} name="course-sections" summary={sectionTitles[key]}>
                  <ul className="-mx-2">
                    {course.sections![key].map((l) => (
                      <li key={l.href + l.label}>
                        <SidebarLink href={l.href} label={l.label} onClick={close} />
                      </li>
                    ))}
                  </ul>
                  {key === "cities" ? (
                    <p className="mt-2 px-1 text-xs text-slate-600">
                      Numbers of institutions from the AISHE directory, AICTE, NMC and NIRF.
                    </p>
                  ) : null}
                </Disclosure>
              ))}
            </div>
          ) : (
            <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
              <p>Detailed city, stream and predictor guides for {course.name} are on their way.</p>
              {course.page ? (
                <Link
                  to={course.page.href}
                  onClick={close}
                  className="mt-2 inline-block font-semibold text-brand-700 underline"
                >
                  {course.page.label}
                </Link>
              ) : (
                <Link
                  to="/TopCourse"
                  onClick={close}
                  className="mt-2 inline-block font-semibold text-brand-700 underline"
                >
                  Browse all courses
                </Link>
              )}
            </div>
          )}
        </div>
      ) : (
        <div>
          <label htmlFor="sidebar-course-search" className="sr-only">
            Search courses
          </label>
          <input
            id="sidebar-course-search"
            type="search"
            placeholder="Search courses"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className={inputClass}
          />
          <ul className="mt-3 space-y-0.5" data-testid="sidebar-course-list">
            {shown.map((c) => (
              <li key={c.name}>
                <button
                  type="button"
                  onClick={() => setCourse(c)}
                  className="flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-left font-medium text-slate-900 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {c.name}
                  <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
                </button>
              </li>
            ))}
            {shown.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-600">No course matches “{filter}”.</li>
            ) : null}
          </ul>
        </div>
      )}
    </Modal>
  );
}

function SidebarLink({ href, label, onClick }: { href: string; label: string; onClick: () => void }) {
  const count = useDirectoryCount(href);
  return (
    <Link to={href} onClick={onClick} className={`${linkClass} flex items-baseline justify-between gap-3`}>
      <span>{label}</span>{" "}
      {count === undefined ? null : (
        <span className="shrink-0 text-xs tabular-nums text-slate-600">
          {count.toLocaleString("en-IN")}
          <span className="sr-only"> institutions</span>
        </span>
      )}
    </Link>
  );
}
