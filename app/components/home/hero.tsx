// Hero slider (SPEC.md §2): autoplay, 2 s hold, 0.5 s transition, loops, indicators, no arrows; the
// headline and the typeahead stay put above the moving pictures, so the text paints first.
import { Carousel } from "../ui/carousel.tsx";
import { Typeahead } from "../ui/typeahead.tsx";
import { useCycle } from "../../lib/admissions-cycle.ts";

// Decorative pictures drawn for the project (public/images/hero); the message is in the text above them.
const slides = ["/images/hero/slide-1.svg", "/images/hero/slide-2.svg", "/images/hero/slide-3.svg"];

export function Hero() {
  const { cycle } = useCycle();
  return (
    // While the search is in use (focused, or listing suggestions or its "nothing found" line) the hero rises
    // above the features strip that overlaps its foot and lets the list hang out of it, over the strip and the
    // slider's Pause button; the pictures stay clipped to the hero either way.
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-brand-900 text-white focus-within:z-20 focus-within:overflow-visible has-[[role=listbox]:not([hidden])]:z-20 has-[[role=listbox]:not([hidden])]:overflow-visible"
    >
      <div className="absolute inset-0 overflow-hidden [&_section]:h-full [&_section>div:first-child]:h-full [&_section>div:first-child>div]:h-full [&_section>div:first-child>div>div]:h-full">
        <Carousel
          label="Highlights"
          autoplay={2000}
          arrows="never"
          dots
          overlay
          slideClass="basis-full"
          slides={slides.map((image, i) => (
            <figure key={image} className="relative h-full">
              <img
                src={image}
                alt=""
                width={1280}
                height={560}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "auto"}
                className="size-full object-cover"
              />
            </figure>
          ))}
        />
      </div>
      <div className="pointer-events-none absolute inset-0 z-[1] bg-gradient-to-b from-slate-950/70 via-slate-950/40 to-slate-950/70" />
      <div className="pointer-events-none relative z-[11] mx-auto flex min-h-[34rem] max-w-4xl flex-col items-center justify-center px-4 pb-32 pt-48 text-center sm:min-h-[36rem] lg:pt-32">
        <p className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-orange-100">
          Admissions {cycle.label}
        </p>
        <h1 id="hero-heading" className="mt-4 text-3xl font-extrabold leading-tight text-balance sm:text-5xl">
          Find the right college after 12th
        </h1>
        <p className="mt-3 max-w-2xl text-base text-slate-100 sm:text-lg">
          Search colleges, entrance exams and courses across India, compare them and apply with free counselling.
        </p>
        <div className="pointer-events-auto mt-7 w-full max-w-2xl">
          <Typeahead
            fixedList
            server
            size="hero"
            placeholder="Search colleges, exams or courses, e.g. IIT Delhi, NEET, MBA"
            label="Search colleges, exams and courses"
            testId="hero-search"
          />
        </div>
      </div>
    </section>
  );
}
