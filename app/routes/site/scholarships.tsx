// /Scholarship: the scholarships staff keep (domain/scholarships/), those open now first. A window that has
// closed says so; a scholarship without announced dates says that, never "open".
import { Banknote, CalendarClock, ExternalLink, Globe } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import type { ApplicationPhase } from "../../../domain/scholarships/scholarship-status.ts";
import { scholarshipsOn } from "../../../domain/scholarships/scholarships.server.ts";
import { primaryButton, textLink } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { LeadPopup } from "../../components/lead-form/popups.ts";
import { admissionsCycle } from "../../../domain/admissions-cycle.ts";
import { formatDate } from "../../lib/format.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/scholarships";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const today = todayInIndia();
  const scholarships = await scholarshipsOn(context.get(dbContext), today);
  return {
    scholarships,
    seo: pageSeo(
      url,
      "/Scholarship",
      `Scholarships for Students in India ${admissionsCycle(today).label}: Amounts and Eligibility`,
      "Scholarships for Indian and international students: amount, type, level, number of awards and whether applications are open, with help to apply.",
    ),
  };
}

export default function Scholarships({ loaderData: { scholarships } }: Route.ComponentProps) {
  // The scholarship whose Apply Now opened the popup: the lead's context, forgotten when the popup closes.
  const [applying, setApplying] = useState<string | null>(null);
  const hydrated = useHydrated();
  return (
    <ContentPage>
      <PageBanner
        title="Scholarships"
        subtitle="Government, corporate and international scholarships that can pay for a large part of your studies."
      />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="scholarship-cards">
          {scholarships.map((s) => (
            <li
              key={s.slug}
              data-phase={s.phase}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md"
            >
              <h2 className="text-lg font-bold leading-snug text-brand-900">{s.title}</h2>
              <p className="mt-1 text-sm text-slate-600">{s.provider}</p>
              <p className="mt-4 flex items-start gap-2 font-semibold text-slate-900">
                <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-700" />
                {s.amount}
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <Item label="Type" value={s.type} />
                <Item label="Awards" value={s.awards} />
                <Item label="Level" value={s.level} wide />
              </dl>
              <p
                className={`mt-3 flex items-center gap-2 text-sm font-medium ${s.internationalEligible ? "text-green-800" : "text-slate-700"}`}
              >
                <Globe aria-hidden="true" className="size-4" />
                International students: {s.internationalEligible ? "Eligible" : "Not eligible"}
              </p>
              <Applications phase={s.phase} opensOn={s.opensOn} closesOn={s.closesOn} />
              <p className="mt-3 text-xs text-slate-600">
                {s.checkedOn
                  ? `Checked by our staff against the provider's notice on ${formatDate(s.checkedOn)}.`
                  : "As published by the provider; not yet checked against this year's notice."}
                {s.officialUrl && (
                  <>
                    {" "}
                    <a href={s.officialUrl} className={textLink} rel="noopener noreferrer" target="_blank">
                      Official page
                      <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3" />
                      <span className="sr-only"> of {s.title} (opens in a new tab)</span>
                    </a>
                  </>
                )}
              </p>
              {/* Before JavaScript loads, Apply Now is a link to the contact page's form for this scholarship. */}
              <div className="mt-auto pt-5">
                {hydrated ? (
                  <button
                    type="button"
                    onClick={() => setApplying(s.title)}
                    onPointerEnter={LeadPopup.preload}
                    onFocus={LeadPopup.preload}
                    className={primaryButton}
                    data-scholarship={s.title}
                  >
                    Apply Now<span className="sr-only"> for {s.title}</span>
                  </button>
                ) : (
                  <Link to={`/contact?scholarship=${s.slug}`} className={primaryButton} data-scholarship={s.title}>
                    Apply Now<span className="sr-only"> for {s.title}</span>
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
        {scholarships.length === 0 && <p className="text-slate-700">No scholarships are listed at the moment.</p>}
        <p className="mt-8 text-sm text-slate-600">
          Amounts and the number of awards are as published by each provider and change from year to year. Check the
          official scheme notice before you apply.
        </p>
      </div>
      <LeadPopup
        open={applying !== null}
        onOpenChange={(open) => !open && setApplying(null)}
        source="scholarship"
        context={applying ?? ""}
        title="Apply for this scholarship"
        description={applying ?? undefined}
      />
    </ContentPage>
  );
}

function Item({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

const PHASE_STYLE: Record<ApplicationPhase, string> = {
  open: "bg-green-50 text-green-900",
  upcoming: "bg-orange-50 text-orange-900",
  "not-announced": "bg-slate-100 text-slate-800",
  closed: "bg-slate-100 text-slate-800",
};

/** The application window in words: only a known last day still ahead is called open. */
function Applications({
  phase,
  opensOn,
  closesOn,
}: {
  phase: ApplicationPhase;
  opensOn: string | null;
  closesOn: string | null;
}) {
  const text = {
    open: `Applications open until ${formatDate(closesOn ?? "")}`,
    upcoming: `Applications open on ${formatDate(opensOn ?? "")}${closesOn ? `, until ${formatDate(closesOn)}` : ""}`,
    "not-announced": opensOn
      ? `Applications opened on ${formatDate(opensOn)}; last date not announced`
      : "Application dates not announced yet",
    closed: `Applications closed on ${formatDate(closesOn ?? "")}; next dates not announced yet`,
  }[phase];
  return (
    <p className={`mt-3 flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${PHASE_STYLE[phase]}`}>
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" /> {text}
    </p>
  );
}
