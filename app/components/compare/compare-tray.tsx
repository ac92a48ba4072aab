// The tray bar at the foot of the screen: the institutions picked to compare, each with a remove button, and
// "Compare now" to their comparison's address. Nothing shows while the tray is empty or on /compare itself.
import { Link, useLocation } from "react-router";
import { compareHref, removeFromTray, TRAY_MAX, useCompareTray } from "../../lib/compare-tray.ts";

export function CompareTray() {
  const tray = useCompareTray();
  const { pathname } = useLocation();
  if (tray.length === 0 || pathname === "/compare") return null;
  return (
    <>
      {/* Room at the foot of the page, so the bar never hides the footer's last lines. */}
      <div aria-hidden="true" className="h-28 sm:h-16" />
      <aside
        aria-label="Compare tray"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white/95 px-3 py-2 shadow-lg"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 text-sm">
          <span className="mr-auto font-bold text-slate-900 sm:mr-0">
            Compare ({tray.length}/{TRAY_MAX}):
          </span>
          <ul className="order-last flex w-full min-w-0 flex-wrap gap-1 sm:order-none sm:w-auto sm:flex-1">
            {tray.map((i) => (
              <li
                key={i.slug}
                className="flex min-w-0 max-w-[48%] items-center rounded-full bg-slate-100 pl-3 text-slate-800 sm:max-w-[15rem]"
              >
                <span className="truncate">{i.name}</span>
                <button
                  type="button"
                  onClick={() => removeFromTray(i.slug)}
                  aria-label={`Remove ${i.name}`}
                  className="ml-1 size-8 shrink-0 rounded-full font-bold hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <Link
            to={compareHref(tray.map((i) => i.slug))}
            className="rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
          >
            Compare now
          </Link>
        </div>
      </aside>
    </>
  );
}
