// Breadcrumb trail: Home › ... › current page. The last item is the page itself, so it is not a link.
import { Link } from "react-router";
import { commonText } from "../../../content/i18n/common.ts";
import { useText } from "../../lib/i18n.ts";

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useText(commonText);
  return (
    <nav aria-label={t("breadcrumb")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {item.to ? (
              <Link
                to={item.to}
                className="rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
