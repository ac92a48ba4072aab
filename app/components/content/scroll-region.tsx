// A horizontally scrolling box for wide tables on narrow phones. It must take keyboard focus so people
// who cannot use a mouse or touch can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable rule).
import type { ReactNode } from "react";

const box =
  "overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600";

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller must be focusable, see above */
    <div role="region" aria-label={label} tabIndex={0} className={box}>
      {children}
    </div>
  );
}
