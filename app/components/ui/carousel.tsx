// The one carousel of the site: a native scroll-snap row, so a slow phone can swipe it before any script has
// run, and no carousel library in the home page's JavaScript (its budget is 150 KB). Once scripts run, the
// arrows, dots and autoplay move the row. Autoplay pauses on hover and focus, has a visible Pause button
// (WCAG 2.2.2) and never starts for visitors who ask for reduced motion.
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

interface Props {
  label: string;
  slides: ReactNode[];
  /** Tailwind basis classes giving the number of slides per view at each width */
  slideClass: string;
  /** Milliseconds each position is held; no autoplay when absent */
  autoplay?: number;
  /** "desktop" hides the arrows below 1024 px (the Entrance Exams carousel) */
  arrows?: "always" | "desktop" | "never";
  dots?: boolean;
  /** Light controls for use over a dark picture */
  overlay?: boolean;
  testId?: string;
}

const motionQuery = "(prefers-reduced-motion: reduce)";
function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia(motionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const useReducedMotion = () =>
  useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(motionQuery).matches,
    () => false,
  );

/** Where the row can stop: one position per slide until the last ones fill the view. */
function positions(row: HTMLElement): { step: number; count: number } {
  const step = (row.firstElementChild as HTMLElement | null)?.offsetWidth ?? row.clientWidth;
  const perView = Math.max(1, Math.round(row.clientWidth / step));
  return { step, count: Math.max(1, row.childElementCount - perView + 1) };
}

export function Carousel({ label, slides, slideClass, autoplay, arrows = "always", dots, overlay, testId }: Props) {
  const reduced = useReducedMotion();
  // "auto" follows the visitor's motion setting; the Pause/Play button overrides it either way.
  const [choice, setChoice] = useState<"auto" | "play" | "pause">("auto");
  const playing = !!autoplay && (choice === "play" || (choice === "auto" && !reduced));
  const [held, setHeld] = useState(false); // a pointer over it or focus in it
  const row = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [count, setCount] = useState(1);

  // To position `index`, or `by` positions on from where the row is now (read from the row itself, so quick
  // taps during a smooth scroll count from where it has got to).
  const scrollTo = useCallback(
    (index: number | { by: number }) => {
      const el = row.current;
      if (!el) return;
      const { step, count: n } = positions(el);
      const target = typeof index === "number" ? index : Math.round(el.scrollLeft / step) + index.by;
      const wrapped = (target + n) % n; // past the last goes back to the first, and the other way round
      el.scrollTo({ left: wrapped * step, behavior: reduced ? "auto" : "smooth" });
    },
    [reduced],
  );

  // Which position the row is at, however it got there (a swipe, the keys, a button).
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const update = () => {
      const { step, count: n } = positions(el);
      setCount(n);
      setSelected(Math.min(n - 1, Math.round(el.scrollLeft / step)));
    };
    update();
    el.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      el.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  useEffect(() => {
    if (!playing || held || !autoplay) return;
    const timer = setInterval(() => scrollTo({ by: 1 }), autoplay);
    return () => clearInterval(timer);
  }, [playing, held, autoplay, scrollTo]);

  const togglePlay = useCallback(() => setChoice(playing ? "pause" : "play"), [playing]);

  const control = overlay
    ? "bg-white/90 text-slate-900 hover:bg-white"
    : "border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700";
  const btn = `inline-flex size-10 items-center justify-center rounded-full shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${control}`;
  const arrowVisibility = arrows === "desktop" ? "max-lg:hidden" : "";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      data-testid={testId}
      onPointerEnter={(e) => e.pointerType === "mouse" && setHeld(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setHeld(false)}
    >
      {/* The gutter between slides is on their right and pulled out at the end, so each snaps flush left. */}
      <div className="overflow-hidden">
        {/* Focusable, so the keyboard's arrow keys scroll it too (also where the slides hold no link): axe's
            scrollable-region-focusable, WCAG 2.1.1. */}
        <div
          ref={row}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
          tabIndex={0}
          className="-mr-4 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 snap-start pr-4 ${slideClass}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div
        className={`mt-4 flex items-center justify-center gap-3 ${overlay ? "absolute inset-x-0 bottom-16 z-10" : ""}`}
      >
        {autoplay ? (
          <button
            type="button"
            onClick={togglePlay}
            className={`${btn} size-9`}
            aria-label={playing ? `Pause ${label}` : `Play ${label}`}
          >
            {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          </button>
        ) : null}
        {arrows !== "never" ? (
          <button
            type="button"
            onClick={() => scrollTo({ by: -1 })}
            className={`${btn} ${arrowVisibility}`}
            aria-label="Previous slide"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        {dots && count > 1 ? (
          <div className="flex items-center gap-1">
            {Array.from({ length: count }, (_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => scrollTo(i)}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === selected ? "true" : undefined}
                className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${i === selected ? "w-6 bg-white" : "w-2.5 bg-white/60 group-hover:bg-white/90"} ${overlay ? "" : "!bg-brand-700"} ${!overlay && i !== selected ? "opacity-40" : ""}`}
                />
              </button>
            ))}
          </div>
        ) : null}
        {arrows !== "never" ? (
          <button
            type="button"
            onClick={() => scrollTo({ by: 1 })}
            className={`${btn} ${arrowVisibility}`}
            aria-label="Next slide"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
    </section>
  );
}
