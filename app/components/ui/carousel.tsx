// The one carousel of the site (Embla). Autoplay pauses on hover and focus, has a visible Pause button
// (WCAG 2.2.2) and never starts for visitors who ask for reduced motion.
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";

interface Props {
  label: string;
  slides: ReactNode[];
  /** Tailwind basis classes giving the number of slides per view at each width */
  slideClass: string;
  /** Milliseconds each position is held; no autoplay when absent */
  autoplay?: number;
  /** Embla's scroll duration (about 20 ≈ 0.5 s) */
  duration?: number;
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

export function Carousel({
  label,
  slides,
  slideClass,
  autoplay,
  duration = 25,
  arrows = "always",
  dots,
  overlay,
  testId,
}: Props) {
  const reduced = useReducedMotion();
  // "auto" follows the visitor's motion setting; the Pause/Play button overrides it either way.
  const [choice, setChoice] = useState<"auto" | "play" | "pause">("auto");
  const playing = !!autoplay && (choice === "play" || (choice === "auto" && !reduced));
  // Without the plugin nothing moves: Embla's autoplay restarts itself on mouse leave and focus out,
  // which would override a visitor's Pause.
  const plugins = useMemo(
    () => (playing ? [Autoplay({ delay: autoplay, stopOnInteraction: false, stopOnMouseEnter: true })] : []),
    [playing, autoplay],
  );
  const options = useMemo(() => ({ loop: true, align: "start" as const, duration }), [duration]);
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList());
    };
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  const togglePlay = useCallback(() => setChoice(playing ? "pause" : "play"), [playing]);

  const control = overlay
    ? "bg-white/90 text-slate-900 hover:bg-white"
    : "border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700";
  const btn = `inline-flex size-10 items-center justify-center rounded-full shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${control}`;
  const arrowVisibility = arrows === "desktop" ? "max-lg:hidden" : "";

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative" data-testid={testId}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClass}`}
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
            onClick={() => api?.scrollPrev()}
            className={`${btn} ${arrowVisibility}`}
            aria-label="Previous slide"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        {dots && snaps.length > 1 ? (
          <div className="flex items-center gap-1">
            {snaps.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => api?.scrollTo(i)}
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
            onClick={() => api?.scrollNext()}
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
