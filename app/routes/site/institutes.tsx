import { READING_PAGE } from "../../lib/page-scripts.ts";
import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { institutes, institutesFeesIntake } from "../../../content/institutes.ts";
import { primaryButton, secondaryButton } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/institutes";

// A page to read: served without the framework's scripts (app/lib/page-scripts.ts).
export const handle = READING_PAGE;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(
      url,
      "/Institutes",
      "Top Institutes in India: Programmes, Addresses and Total Fees",
      "Ten leading Indian institutes with their flagship programme, campus address and total fees. Request a callback, enrol or apply.",
    ),
  };
}

export default function Institutes() {
  return (
    <ContentPage>
      <PageBanner
        title="Top Institutes"
        subtitle="Flagship programmes at ten of India's best-known institutes, with the total fee for the whole programme."
      />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <ul className="grid gap-6 md:grid-cols-2" data-testid="institute-cards">
          {institutes.map((inst) => {
            const q = `?institute=${inst.slug}`;
            return (
              <li
                key={inst.slug}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md"
              >
                <h2 className="text-lg font-bold text-brand-900">{inst.title}</h2>
                <p className="mt-2 flex gap-2 text-sm text-slate-700">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  {inst.address}
                </p>
                <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                  <div className="col-span-2">
                    <dt className="font-semibold text-slate-600">Program</dt>
                    <dd className="text-slate-900">{inst.program}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-600">Total fees</dt>
                    <dd className="text-lg font-bold text-slate-900">{inst.fees}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-600">Duration</dt>
                    <dd className="text-slate-900">{inst.duration}</dd>
                  </div>
                </dl>
                <div className="mt-5 flex flex-wrap gap-3 border-t border-slate-100 pt-4">
                  <Link to={`/contact${q}`} className={primaryButton}>
                    Request a Callback<span className="sr-only"> from {inst.title}</span>
                  </Link>
                  <Link to={`/enroll${q}`} className={secondaryButton}>
                    Enroll<span className="sr-only"> at {inst.title}</span>
                  </Link>
                  <Link to={`/apply${q}`} className={secondaryButton}>
                    Apply<span className="sr-only"> to {inst.title}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-sm text-slate-600">
          Fees are approximate totals for the {institutesFeesIntake} intake and change every year. Confirm them on each
          institute's official website.
        </p>
      </div>
    </ContentPage>
  );
}
