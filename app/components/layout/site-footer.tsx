// Footer (SPEC.md §2): newsletter, Top Courses (first 6 course pages), Top Universities, Explore, Study
// abroad, other links, social icons, the reference-only disclaimer and the copyright line.
import { Link } from "react-router";
import {
  disclaimer,
  footerExplore,
  footerOther,
  footerUniversities,
  studyAbroadCountries,
  type SiteLink,
} from "../../../content/site-links.ts";
import { NewsletterForm } from "../lead-form/newsletter-form.tsx";
import type { NavCourse } from "./nav-bar.tsx";
import { SocialIcons } from "./social-icons.tsx";
import { useCycle } from "../../lib/admissions-cycle.ts";

export function SiteFooter({ courses }: { courses: NavCourse[] }) {
  const { calendarYear } = useCycle();
  const topCourses: SiteLink[] = courses.slice(0, 6).map((c) => ({ label: c.pageName, href: `/Collegespage/${c.id}` }));
  return (
    <footer className="bg-slate-950 text-slate-300" data-testid="site-footer">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid gap-8 rounded-2xl bg-brand-900 p-6 text-white lg:grid-cols-[1fr_2fr] lg:items-center">
          <div>
            <h2 className="text-xl font-bold">Subscribe to our newsletter</h2>
            <p className="mt-1 text-sm text-brand-100">
              Exam dates, admission alerts and scholarship deadlines, once a week.
            </p>
          </div>
          <div className="rounded-xl bg-white p-4 text-slate-900">
            <NewsletterForm />
          </div>
        </div>
        <div className="mt-10 grid grid-cols-2 gap-8 lg:grid-cols-5">
          <Column title="Top Courses" links={topCourses} testId="footer-top-courses" />
          <Column title="Top Universities" links={footerUniversities} />
          <Column title="Explore" links={footerExplore} />
          <Column
            title="Study abroad"
            links={studyAbroadCountries.map((c) => ({ label: `Study in ${c}`, href: "/StudyAbroad" }))}
          />
          <div>
            <Column title="Quick links" links={footerOther} />
            <div className="mt-5">
              <SocialIcons />
            </div>
          </div>
        </div>
        <p className="mt-10 border-t border-white/10 pt-6 text-sm leading-relaxed text-slate-400">
          <strong className="text-slate-300">Disclaimer:</strong> {disclaimer}
        </p>
        <p className="mt-3 text-sm text-slate-400">Copyright © {calendarYear}. All rights reserved.</p>
      </div>
    </footer>
  );
}

function Column({ title, links, testId }: { title: string; links: SiteLink[]; testId?: string }) {
  return (
    <div>
      <h2 className="text-sm font-bold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-3 space-y-2" data-testid={testId}>
        {links.map((l) => (
          <li key={l.label}>
            <Link
              to={l.href}
              className="text-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
