// The tray bar at the foot of the screen: the institutions picked to compare, each with a remove button (a form
// post, app/lib/compare-tray.tsx), and "Compare now" to their comparison's address. Nothing shows while the tray
// is empty or on /compare itself.
import { Link, useLocation } from "react-router";
import {
  compareHref,
  TRAY_ACTION,
  TRAY_MAX,
  useCompareTray,
  useTrayForm,
  useTrayFullNotice,
} from "../../lib/compare-tray.tsx";

export function CompareTray() {
  const tray = useCompareTray();
  const full = useTrayFullNotice();
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
        {full ? (
          <p role="status" className="mx-auto mb-1 max-w-6xl text-sm font-semibold text-amber-900">
            You can compare four at a time: remove one from the tray first.
          </p>
        ) : null}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 text-sm">
          <span className="mr-auto font-bold text-slate-900 sm:mr-0">
            Compare ({tray.length}/{TRAY_MAX}):
          </span>
          <ul className="order-last flex w-full min-w-0 flex-wrap gap-1 sm:order-none sm:w-auto sm:flex-1">
            {tray.map((i) => (
              <TrayItem key={i.slug} slug={i.slug} name={i.name} />
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

function TrayItem({ slug, name }: { slug: string; name: string }) {
  const { Form, hidden, busy } = useTrayForm();
  return (
    <li className="flex min-w-0 max-w-[48%] items-center rounded-full bg-slate-100 pl-3 text-slate-800 sm:max-w-[15rem]">
      <span className="truncate">{name}</span>
      <Form method="post" action={TRAY_ACTION} className="contents">
        <input type="hidden" name="remove" value={slug} />
        {hidden}
        <button
          type="submit"
          disabled={busy}
          aria-label={`Remove ${name}`}
          className="ml-1 size-8 shrink-0 rounded-full font-bold hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          ×
        </button>
      </Form>
    </li>
  );
}
