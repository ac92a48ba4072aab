// Top Study Places: 1 per view on phones, 2 on tablets, 7 on desktops, 6 on very large screens (SPEC.md §2);
// the carousel defaults of SPEC.md §9 (autoplay, 5 s hold, pause on hover). Each place leads to its page of
// the college directory and shows how many institutions that page lists.
import { Link } from "react-router";
import { studyPlaces, type DirectoryCity } from "../../../content/cities.ts";
import { institutionsLabel, useDirectoryCount } from "../../lib/directory-counts.ts";
import { Carousel } from "../ui/carousel.tsx";
import { OFFICIAL_SOURCES } from "../../../domain/official-sources.ts";

const PLACE_SOURCES = ["aishe", "aicte", "nmc", "nirf"] as const;
import { section, SectionHeading } from "./section-heading.tsx";

export function StudyPlaces() {
  return (
    <section aria-labelledby="places-heading" className={section}>
      <SectionHeading
        id="places-heading"
        title="Top Study Places"
        intro="Colleges, universities and institutes in each city, as the official directories list them."
      />
      <Carousel
        label="Top Study Places"
        testId="study-places"
        autoplay={5000}
        slideClass="basis-full sm:basis-1/2 lg:basis-1/7 min-[3000px]:basis-1/6"
        slides={studyPlaces.map((p) => (
          <StudyPlace key={p.name} place={p} />
        ))}
      />
      <p className="mt-3 text-xs text-slate-600">
        Source:{" "}
        {PLACE_SOURCES.map((id, n) => (
          <span key={id}>
            {n === 0 ? null : n === PLACE_SOURCES.length - 1 ? " and " : ", "}
            <a
              href={OFFICIAL_SOURCES[id].url}
              className="font-semibold text-brand-700 underline"
              rel="noopener noreferrer"
            >
              {OFFICIAL_SOURCES[id].name}
            </a>
          </span>
        ))}
        .
      </p>
    </section>
  );
}

function StudyPlace({ place: p }: { place: DirectoryCity }) {
  const count = useDirectoryCount(p.href);
  return (
    <Link
      to={p.href}
      className="group block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <img
        src={p.image}
        alt=""
        width={320}
        height={200}
        loading="lazy"
        className="aspect-[16/10] w-full object-cover transition group-hover:scale-105"
      />
      <span className="block px-3 pt-2 font-bold text-slate-900">{p.name}</span>{" "}
      <span className="block px-3 pb-3 text-sm text-slate-600">
        {count === undefined ? "Colleges and universities" : institutionsLabel(count)}
        {p.area ? <span className="block text-xs">{p.area}</span> : null}
      </span>
    </Link>
  );
}
