import { Banknote, Globe } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { scholarships } from "../../content/scholarships.ts";
import { primaryButton } from "../../components/content/content-links.ts";
import { ContentPage } from "../../components/content/content-page.tsx";
import { PageBanner } from "../../components/content/page-banner.tsx";
import { EnquiryPopup } from "../../components/layout/popups.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { pageMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/scholarships";

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(
      url,
      "/Scholarship",
      "Scholarships for Students in India 2025: Amounts and Eligibility",
      "Thirteen scholarships for Indian and international students: amount, type, level and number of awards, with help to apply.",
    ),
  };
}

export default function Scholarships() {
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
                <Item label="Awards" value={s.number} />
                <Item label="Level" value={s.level} wide />
              </dl>
              <p
                className={`mt-3 flex items-center gap-2 text-sm font-medium ${s.internationalEligible ? "text-green-800" : "text-slate-700"}`}
              >
                <Globe aria-hidden="true" className="size-4" />
                International students: {s.internationalEligible ? "Eligible" : "Not eligible"}
              </p>
              {/* Before JavaScript loads, Apply Now is a link to the contact page's form for this scholarship. */}
              <div className="mt-auto pt-5">
                {hydrated ? (
                  <button
                    type="button"
                    onClick={() => setApplying(s.title)}
                    onPointerEnter={EnquiryPopup.preload}
                    onFocus={EnquiryPopup.preload}
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
        <p className="mt-8 text-sm text-slate-600">
          Amounts and the number of awards are as published by each provider and change from year to year. Check the
          official scheme notice before you apply.
        </p>
      </div>
      <EnquiryPopup
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
