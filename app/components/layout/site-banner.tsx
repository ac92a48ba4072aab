// The banner every page shows (SPEC.md §2): the site headline and the Latest Notifications box.
import { BellRing } from "lucide-react";
import { layoutText } from "../../../content/i18n/layout.ts";
import { useText } from "../../lib/i18n.ts";
import { Link } from "react-router";
import { NotificationList } from "./notification-list.tsx";

export function SiteBanner() {
  const t = useText(layoutText);
  return (
    <section
      aria-labelledby="site-banner-heading"
      className="border-t border-slate-200 bg-gradient-to-br from-brand-50 via-white to-orange-50"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-[1fr_28rem] lg:items-center">
        <div>
          <h2
            id="site-banner-heading"
            className="text-2xl font-extrabold leading-tight text-brand-900 text-balance sm:text-3xl"
          >
            {t("headline")}
          </h2>
          <p className="mt-3 max-w-2xl text-slate-700">{t("subline")}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link
              to="/TopUniversitiesandColleges"
              className="rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-bold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
            >
              {t("exploreColleges")}
            </Link>
            <Link
              to="/Exam"
              className="rounded-lg border border-brand-700 bg-white px-4 py-2.5 text-sm font-bold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t("examDates")}
            </Link>
          </div>
        </div>
        <div
          id="latest-notifications"
          className="scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid="latest-notifications"
        >
          <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <BellRing aria-hidden="true" className="size-5 text-accent-700" />
            {t("latestNotifications")}
          </h3>
          <NotificationList />
        </div>
      </div>
    </section>
  );
}
