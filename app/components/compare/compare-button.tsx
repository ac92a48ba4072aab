// "Compare" on a directory card or an institution's page: a form post that adds the institution to the compare
// tray (app/lib/compare-tray.tsx), with or without JavaScript. Once it is in the tray, a link to the comparison.
import { Link } from "react-router";
import { compareHref, TRAY_ACTION, useCompareTray, useTrayForm } from "../../lib/compare-tray.tsx";
import { commonText } from "../../../content/i18n/common.ts";
import { useText } from "../../lib/i18n.ts";

export function CompareButton({ slug, name, className = "" }: { slug: string; name: string; className?: string }) {
  const t = useText(commonText);
  const tray = useCompareTray();
  const anchor = `compare-${slug}`;
  const { Form, hidden, busy, full } = useTrayForm(anchor);
  const look = `inline-flex items-center gap-1 rounded-lg border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`;
  if (tray.some((i) => i.slug === slug)) {
    return (
      <Link
        to={compareHref(tray.map((i) => i.slug))}
        id={anchor}
        aria-label={t("inComparisonName", { name })}
        className={`${look} border-brand-700 bg-brand-50 text-brand-900`}
        data-testid="compare-button"
      >
        {t("inComparison")}
      </Link>
    );
  }
  return (
    <Form method="post" action={TRAY_ACTION} className="contents">
      <input type="hidden" name="add" value={slug} />
      {hidden}
      <button
        type="submit"
        id={anchor}
        disabled={busy}
        aria-label={t("compareName", { name })}
        className={`${look} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        data-testid="compare-button"
      >
        {t("compare")}
      </button>
      {full ? (
        // Its own white ground: the button also sits on the blue page banners.
        <span role="status" className="rounded-md bg-white px-2 py-1 text-xs text-slate-800 shadow-sm">
          {t("compareFull")}
        </span>
      ) : null}
    </Form>
  );
}
