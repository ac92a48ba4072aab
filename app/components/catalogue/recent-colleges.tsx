// The colleges this visitor opened lately, kept in the browser only (nothing is sent to us).
import { useMemo } from "react";
import { Link } from "react-router";
import { readRecentColleges } from "../../lib/recent-colleges.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

export function RecentColleges() {
  const hydrated = useHydrated();
  // The server cannot know this browser's history: render nothing there, read the list once hydrated.
  const recent = useMemo(() => (hydrated ? readRecentColleges(window.localStorage) : []), [hydrated]);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className="mt-6">
      <h2 id="recent-heading" className="text-lg font-bold text-brand-900">
        Recently visited
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {recent.map((c) => (
          <li key={c.slug}>
            <Link
              to={`/college/${c.slug}`}
              className="inline-block rounded-full border border-slate-200 bg-white px-4 py-1.5 text-sm font-medium text-brand-700 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
