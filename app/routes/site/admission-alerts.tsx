import { CalendarClock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { admissionAlerts } from "../../content/admission-alerts.ts";
import { textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/admission-alerts";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(
      url,
      "/Admissionalert",
      "B.Tech Admission Alerts 2025 by City",
      "B.Tech admissions open in Delhi, Mumbai, Jaipur, Bangalore, Chennai, Hyderabad and Pune: exams accepted, last dates and fees.",
    ),
  };
}

export default function AdmissionAlerts() {
  return (
    <ContentPage>
      <PageBanner
        title="Admission Alerts"
        subtitle="B.Tech admissions 2025 open now, city by city, with the exams each college accepts."
      />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="alert-cards">
          {admissionAlerts.map((a) => (
            <li key={a.city} className="flex flex-col rounded-xl border-t-4 border-accent-500 bg-white p-5 shadow-sm">
              <p className="flex items-center gap-1 text-sm font-semibold uppercase tracking-wide text-orange-800">
                <MapPin aria-hidden="true" className="size-4" /> {a.city}
              </p>
              <h2 className="mt-2 text-lg font-bold text-brand-900">{a.college}</h2>
              <dl className="mt-3 space-y-2 text-sm">
                <Row label="Course" value={a.course} />
                <Row label="Exams accepted" value={a.exams} />
                <Row label="Fees" value={a.fees} />
              </dl>
              <p className="mt-4 flex items-center gap-2 rounded-lg bg-orange-50 px-3 py-2 text-sm font-semibold text-orange-900">
                <CalendarClock aria-hidden="true" className="size-4" /> Last date: {a.lastDate}
              </p>
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
