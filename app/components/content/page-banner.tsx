// The coloured banner at the top of each content page: the page's one <h1> and a short line under it.
import type { ReactNode } from "react";

interface Props {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  /** Text-only pages use a narrower column; the banner lines up with it. */
  narrow?: boolean;
}

export function PageBanner({ title, subtitle, children, narrow }: Props) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
      <div className={`mx-auto px-4 py-10 sm:py-14 ${narrow ? "max-w-3xl" : "max-w-6xl"}`}>
        <h1 className="text-2xl font-bold leading-tight text-balance sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-3xl text-base text-brand-50 sm:text-lg">{subtitle}</p> : null}
        {/* A primary button (Apply Now) in the banner's own blue would melt into it: inside the banner it is
            orange like the site's other calls to action (white text at 5:1), edged in white so its outline
            stands out from every blue of the banner (WCAG 1.4.11). */}
        <div className="[&_.bg-brand-700]:bg-accent-700 [&_.bg-brand-700]:ring-2 [&_.bg-brand-700]:ring-white [&_.bg-brand-700:hover]:bg-accent-800">
          {children}
        </div>
      </div>
    </section>
  );
}
