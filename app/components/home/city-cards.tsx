// Top Universities/Colleges: nine city cards, 6 first, 'Load More Colleges' adds 4; Download Boucher
// (the spec's spelling) opens the brochure popup for that city. Each card shows its place's count from the
// college directory, linked to that list.
import { Download, GitCompareArrows } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { cityCards, type DirectoryCity } from "../../../content/cities.ts";
import { institutionsLabel, useDirectoryCount } from "../../lib/directory-counts.ts";
import { BrochurePopup } from "../lead-form/popups.ts";
import { LeadButton } from "../lead-form/lead-button.tsx";
import { section, SectionHeading } from "./section-heading.tsx";

const FIRST = 6;
const STEP = 4;

export function CityCards() {
  const [shown, setShown] = useState(FIRST);
  const [brochureFor, setBrochureFor] = useState<string | null>(null);
  return (
    <section aria-labelledby="cities-heading" className={section}>
      <SectionHeading
        id="cities-heading"
        title="Top Universities/Colleges"
        intro="The best places to study in India, city by city."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="city-cards">
        {cityCards.slice(0, shown).map((city) => (
          <li key={city.name} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <img
              src={city.image}
              alt=""
              width={320}
              height={200}
              loading="lazy"
              className="aspect-[16/7] w-full object-cover"
            />
            <div className="p-4">
              <h3 className="text-lg font-bold text-slate-900">{city.name}</h3>
              <CityCount city={city} />
              <div className="mt-4 flex flex-wrap items-center gap-2 text-sm font-semibold">
                <Link
                  to="/compare"
                  className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-slate-800 hover:bg-slate-50"
                >
                  <GitCompareArrows aria-hidden="true" className="size-4" />
                  Compare
                </Link>
                <LeadButton
                  kind="brochure"
                  college={city.name}
                  onOpen={() => setBrochureFor(city.name)}
                  onPreload={BrochurePopup.preload}
                  className="inline-flex items-center gap-1 rounded-lg border border-accent-700 px-3 py-2 text-accent-800 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-accent-700"
                >
                  <Download aria-hidden="true" className="size-4" />
                  Download Boucher
                </LeadButton>
              </div>
              <Link
                to={`/TopStudy-colleges/${encodeURIComponent(city.name)}`}
                state={{ city: city.name }}
                className="mt-3 inline-block text-sm font-bold text-brand-700 hover:underline"
              >
                Colleges in {city.name}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600">
        Institutions counted in the college directory: AISHE directory, AICTE, NMC and NIRF.
      </p>
      {shown < cityCards.length ? (
        <div className="mt-6 text-center">
          <button
            type="button"
            onClick={() => setShown((n) => n + STEP)}
            className="rounded-xl bg-brand-700 px-6 py-3 font-bold text-white transition hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
          >
            Load More Colleges
          </button>
        </div>
      ) : null}
      <BrochurePopup
        open={brochureFor !== null}
        onOpenChange={(open) => !open && setBrochureFor(null)}
        name={brochureFor ?? ""}
      />
    </section>
  );
}

/** The directory's count for the card's place, linked to that list; nothing while it is not known. */
function CityCount({ city }: { city: DirectoryCity }) {
  const count = useDirectoryCount(city.href);
  if (count === undefined) return null;
  return (
    <p className="text-sm text-slate-600">
      <Link to={city.href} className="hover:underline">
        {institutionsLabel(count)} in the directory
      </Link>
      {city.area ? <span className="block text-xs">{city.area}</span> : null}
    </p>
  );
}
