// The public layout around every page: header, course nav bar, the page, the site banner with the latest
// notifications (read here, shown by the banner and the bell), the footer, the scroll-to-top button and the toasts. Pages provide their own <main>.
import { type ReactNode, Suspense } from "react";
import {
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import { listNavCoursePages } from "../../../domain/nav-courses/nav-courses.server.ts";
import { latestNotifications } from "../../../domain/notifications/notifications.server.ts";
import { countDirectoryLinks } from "../../lib/directory-counts.server.ts";
import { trayInstitutions } from "../../../domain/institutions/compare.server.ts";
import { traySlugs } from "../../../web/compare-tray.server.ts";
import { CompareTray } from "../../components/compare/compare-tray.tsx";
import { LeadResult } from "../../components/lead-form/lead-result.tsx";
import { NavBar, type NavCourse } from "../../components/layout/nav-bar.tsx";
import { NotFoundContent } from "../../components/layout/not-found-content.tsx";
import { ScrollToTop } from "../../components/layout/scroll-to-top.tsx";
import { SiteBanner } from "../../components/layout/site-banner.tsx";
import { SiteFooter } from "../../components/layout/site-footer.tsx";
import { SiteHeader } from "../../components/layout/site-header.tsx";
import { ToastProvider } from "../../components/ui/toast.tsx";
import type { Route } from "./+types/layout";
import { readsQuery } from "../../../web/page-query.ts";
import { cycleData } from "../../lib/admissions-cycle.ts";
import { layoutText } from "../../../content/i18n/layout.ts";
import { useText } from "../../lib/i18n.ts";
import type { SiteLayoutData } from "../../lib/site-layout-data.ts";

export const handle = readsQuery("enquiry", "brochure", "field", "unsent", "tray");

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const today = todayInIndia();
  const trayHeld = traySlugs(request);
  const [pages, directoryCounts, notifications, compareTray] = await Promise.all([
    listNavCoursePages(db),
    countDirectoryLinks(db),
    latestNotifications(db, today),
    trayHeld.length ? trayInstitutions(db, trayHeld) : [],
  ]);
  const navCourses = pages.map((p) => ({ id: p.id, pageName: p.pageName }));
  const compareTrayFull = url.searchParams.get("tray") === "full";
  // The cycle every "this year" text shows (app/lib/admissions-cycle.ts): decided here, on the server's day.
  const shared: SiteLayoutData = {
    directoryCounts,
    notifications,
    compareTray,
    compareTrayFull,
    ...cycleData(today),
  };
  return { navCourses, ...shared };
}

// The course list and the notices change only when staff edit them, the directory's counts only when the
// catalogue loads: no need to reload them on every click.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome navCourses={loaderData.navCourses}>
      <Outlet />
    </SiteChrome>
  );
}

// A page that throws (an unknown blog post, a failed query) still gets the header and footer.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/site/layout");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const t = useText(layoutText);
  return (
    <SiteChrome navCourses={data?.navCourses ?? []}>
      <title>{notFound ? t("notFoundTitle") : t("errorTitle")}</title>
      {notFound ? (
        <NotFoundContent />
      ) : (
        <main id="main-content" className="mx-auto max-w-xl px-4 py-16 text-center">
          <h1 className="text-2xl font-bold">{t("errorTitle")}</h1>
          <p className="mt-3 text-slate-700">{t("errorText")}</p>
        </main>
      )}
    </SiteChrome>
  );
}

function SiteChrome({ navCourses, children }: { navCourses: NavCourse[]; children: ReactNode }) {
  // The router's address, without a Hindi page's /hi.
  const overlay = useLocation().pathname === "/";
  const t = useText(layoutText);
  return (
    <ToastProvider>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t("skipToContent")}
      </a>
      <div className={overlay ? "absolute inset-x-0 top-0 z-30" : "relative z-30"}>
        <LeadResult />
        <SiteHeader overlay={overlay} />
        <NavBar courses={navCourses} overlay={overlay} />
      </div>
      {/* Hydrated after the header, in small slices that leave room for taps (a boundary that is already
          rendered waits for a low-priority pass), rather than in one long task (docs/performance.md). */}
      <Suspense>{children}</Suspense>
      <Suspense>
        <SiteBanner />
        <SiteFooter courses={navCourses} />
      </Suspense>
      <ScrollToTop />
      <CompareTray />
    </ToastProvider>
  );
}
