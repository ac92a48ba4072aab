// The scroll-to-top button, shown once the page has scrolled more than 2000 px (SPEC.md §9); on a reading page,
// which runs no React, by app/reading/enhance.ts.
import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { layoutText } from "../../../content/i18n/layout.ts";
import { useText } from "../../lib/i18n.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

const THRESHOLD = 2000;

export function ScrollToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  // The server renders it hidden, for a reading page's own script (app/reading/enhance.ts) to show; once
  // hydrated, React shows it or leaves it out.
  const hydrated = useHydrated();
  const t = useText(layoutText);
  if (!shown && hydrated) return null;
  return (
    <button
      type="button"
      hidden={!shown}
      data-scroll-top=""
      onClick={() =>
        window.scrollTo({
          top: 0,
          behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
        })
      }
      className="fixed bottom-5 left-5 z-40 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      aria-label={t("scrollToTop")}
      data-testid="scroll-to-top"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
