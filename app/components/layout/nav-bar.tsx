// Nav bar (SPEC.md §2): the All Courses button and the course pages from the database. All Courses is a
// link to the same list as a page (/all-courses) until scripts run; then it is a button opening the sidebar.
import { LayoutGrid } from "lucide-react";
import { useState } from "react";
import { layoutText } from "../../../content/i18n/layout.ts";
import { useText } from "../../lib/i18n.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Link, NavLink } from "react-router";
import { CoursesSidebar } from "./popups.ts";

export interface NavCourse {
  id: string;
  pageName: string;
}

export function NavBar({ courses, overlay }: { courses: NavCourse[]; overlay: boolean }) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const hydrated = useHydrated();
  const t = useText(layoutText);
  return (
    <nav
      aria-label={t("coursesNav")}
      className={overlay ? "border-y border-white/15 bg-slate-950/30 text-white" : "bg-brand-900 text-white"}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 sm:px-4">
        <Link
          to="/all-courses"
          role={hydrated ? "button" : undefined}
          onClick={(e) => {
            // A new tab or window still gets the page.
            if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            setSidebarOpen(true);
          }}
          // A button opens on Space too; a link alone would scroll the page.
          onKeyDown={(e) => {
            if (e.key !== " ") return;
            e.preventDefault();
            setSidebarOpen(true);
          }}
          onPointerEnter={CoursesSidebar.preload}
          onFocus={CoursesSidebar.preload}
          className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-white/10 px-3 py-1.5 text-sm font-bold hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          data-testid="all-courses-button"
        >
          <LayoutGrid aria-hidden="true" className="size-4" />
          {t("allCourses")}
        </Link>
        {courses.length === 0 ? (
          <p className="py-2.5 text-sm text-white/90">{t("noCourses")}</p>
        ) : (
          <ul className="flex min-w-0 gap-1 overflow-x-auto py-1.5 [scrollbar-width:none]" data-testid="nav-courses">
            {courses.map((c) => (
              <li key={c.id} className="shrink-0">
                <NavLink
                  to={`/Collegespage/${c.id}`}
                  className="block rounded-md px-2.5 py-1.5 text-sm font-medium text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-white aria-[current=page]:bg-white/20 aria-[current=page]:text-white"
                >
                  {c.pageName}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </div>
      <CoursesSidebar open={sidebarOpen} onOpenChange={setSidebarOpen} />
    </nav>
  );
}
