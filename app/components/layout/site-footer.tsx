// Footer (SPEC.md §2): newsletter, Top Courses (first 6 course pages), Top Universities, Explore, Study
// abroad, other links, social icons, the reference-only disclaimer and the copyright line.
import { layoutText } from "../../../content/i18n/layout.ts";
import {
  cityCollegesPath,
  footerCities,
  footerExplore,
  footerOther,
  studyAbroadCountries,
  type SiteLink,
} from "../../../content/site-links.ts";
import { usePlaceName, useText } from "../../lib/i18n.ts";
import { Link } from "react-router";
import { NewsletterForm } from "../lead-form/newsletter-form.tsx";
import type { NavCourse } from "./nav-bar.tsx";
import { SocialIcons } from "./social-icons.tsx";
import { useCycle } from "../../lib/admissions-cycle.ts";

export function SiteFooter({ courses }: { courses: NavCourse[] }) {
  const { calendarYear } = useCycle();
  const t = useText(layoutText);
  const place = usePlaceName();
  const words = (links: SiteLink[]) => links.map((l) => ({ label: t(l.text), href: l.href }));
  const topCourses = courses.slice(0, 6).map((c) => ({ label: c.pageName, href: `/Collegespage/${c.id}` }));
  return (
    <footer className="bg-slate-950 text-slate-300" data-testid="site-footer">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid gap-8 rounded-2xl bg-brand-900 p-6 text-white lg:grid-cols-[1fr_2fr] lg:items-center">
          <div>
            <h2 className="text-xl font-bold">{t("newsletterHeading")}</h2>
            <p className="mt-1 text-sm text-brand-100">{t("newsletterText")}</p>
          </div>
          <div className="rounded-xl bg-white p-4 text-slate-900">
            <NewsletterForm />
          </div>
        </div>
        <div className="mt-10 grid grid-cols-2 gap-8 lg:grid-cols-5">
          <Column title={t("topCourses")} links={topCourses} testId="footer-top-courses" />
          <Column
            title={t("topUniversities")}
            links={footerCities.map((city) => ({
              label: t("collegesIn", { city: place(city) }),
              href: cityCollegesPath(city),
            }))}
          />
          <Column title={t("explore")} links={words(footerExplore)} />
          <Column
            title={t("studyAbroad")}
            links={studyAbroadCountries.map((c) => ({
              label: t("studyIn", { country: place(c) }),
              href: "/StudyAbroad",
            }))}
          />
          <div>
            <Column title={t("quickLinks")} links={words(footerOther)} />
            <div className="mt-5">
              <SocialIcons />
            </div>
          </div>
        </div>
        <p className="mt-10 border-t border-white/10 pt-6 text-sm leading-relaxed text-slate-400">
          <strong className="text-slate-300">{t("disclaimerLabel")}</strong> {t("disclaimer")}
        </p>
        <p className="mt-3 text-sm text-slate-400">{t("copyright", { year: calendarYear })}</p>
      </div>
    </footer>
  );
}

function Column({
  title,
  links,
  testId,
}: {
  title: string;
  links: { label: string; href: string }[];
  testId?: string;
}) {
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
