// "Compare" on a directory card or an institution's page. Without JavaScript it is a link to the comparison of
// this institution; with it, it adds the institution to the tray (app/lib/compare-tray.ts) instead.
import { useState } from "react";
import { Link } from "react-router";
import { addToTray, compareHref, TRAY_MAX, useCompareTray } from "../../lib/compare-tray.ts";

export function CompareButton({ slug, name, className = "" }: { slug: string; name: string; className?: string }) {
  const tray = useCompareTray();
  const [full, setFull] = useState(false);
  const added = tray.some((i) => i.slug === slug);
  const others = tray.filter((i) => i.slug !== slug).map((i) => i.slug);
  return (
    <>
      <Link
        to={compareHref([...others.slice(0, TRAY_MAX - 1), slug])}
        onClick={(event) => {
          if (added) return;
          event.preventDefault();
          setFull(!addToTray({ slug, name }));
        }}
        aria-label={added ? `${name} is in your comparison: compare now` : `Compare ${name}`}
        className={`inline-flex items-center gap-1 rounded-lg border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${added ? "border-brand-700 bg-brand-50 text-brand-900" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"} ${className}`}
        data-testid="compare-button"
      >
        {added ? "✓ In comparison" : "+ Compare"}
      </Link>
      {full ? (
        // Its own white ground: the button also sits on the blue page banners.
        <span role="status" className="rounded-md bg-white px-2 py-1 text-xs text-slate-800 shadow-sm">
          You can compare four at a time: remove one from the tray first.
        </span>
      ) : null}
    </>
  );
}
