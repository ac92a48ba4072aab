// /Admissionalert: the B.Tech admission alerts staff keep (domain/admission-alerts/), those still open first; an alert whose last date has passed
// says it closed, so nothing past reads as open now.
import { READING_PAGE } from "../../lib/page-scripts.ts";
import { CalendarClock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { dbContext } from "#context";
import { admissionAlertsOn } from "../../../domain/admission-alerts/admission-alerts.server.ts";
import { todayInIndia } from "../../../domain/clock.ts";
import { textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/admission-alerts";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const alerts = await admissionAlertsOn(context.get(dbContext), todayInIndia());
  return {
    alerts,
    seo: pageSeo(
      url,
      "/Admissionalert",
      "B.Tech Admission Alerts by City",
      "B.Tech admissions in Delhi, Mumbai, Jaipur, Bangalore, Chennai, Hyderabad and Pune: exams accepted, last dates and fees.",
    ),
  };
}

export default function AdmissionAlerts({ loaderData: { alerts } }: Route.ComponentProps) {
  return (
    <ContentPage>
      <PageBanner
        title="Admission Alerts"
        subtitle="B.Tech admissions city by city, with the exams each college accepts and whether applications are still open."
      />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="alert-cards">
          {alerts.map((a) => (
            <li
              key={a.id}
              data-open={a.open}
              className={`flex flex-col rounded-xl border-t-4 bg-white p-5 shadow-sm ${a.open ? "border-accent-500" : "border-slate-300"}`}
            >
              <p className="flex items-center gap-1 text-sm font-semibold uppercase tracking-wide text-orange-800">
                <MapPin aria-hidden="true" className="size-4" /> {a.city}
              </p>
              <h2 className="mt-2 text-lg font-bold text-brand-900">{a.college}</h2>
              <dl className="mt-3 space-y-2 text-sm">
                <Row label="Course" value={a.course} />
                <Row label="Exams accepted" value={a.exams} />
                <Row label="Fees" value={a.fees} />
              </dl>
              {a.open ? (
                <p className="mt-4 flex items-center gap-2 rounded-lg bg-orange-50 px-3 py-2 text-sm font-semibold text-orange-900">
                  <CalendarClock aria-hidden="true" className="size-4" /> Last date: {a.lastDate}
                </p>
              ) : (
                <p className="mt-4 flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-800">
                  <CalendarClock aria-hidden="true" className="size-4" /> Closed: the last date was {a.lastDate}
                </p>
              )}
              <Link to={a.href} className={`${textLink} mt-4`}>
                {a.linkLabel}
                <span className="sr-only"> for {a.college}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </ContentPage>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="inline font-semibold text-slate-600">{label}: </dt>
      <dd className="inline text-slate-900">{value}</dd>
    </div>
  );
}
