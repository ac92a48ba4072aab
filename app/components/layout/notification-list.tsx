// The latest dated notices (staff edit them: domain/notifications/), as the site banner, the bell and the
// ranking pages list them. The site layout's loader reads the ones shown today.
import { layoutText } from "../../../content/i18n/layout.ts";
import type { SiteNotification } from "../../../domain/notifications/notifications.server.ts";
import { formatDate } from "../../lib/format.ts";
import { useLanguage, useText } from "../../lib/i18n.ts";
import { Link } from "react-router";
import { useSiteLayoutData } from "../../lib/site-layout-data.ts";

/** The notices shown today; empty outside the site layout (or before it loaded). */
function useLatestNotifications(): SiteNotification[] {
  return useSiteLayoutData()?.notifications ?? [];
}

export function NotificationList({ empty }: { empty?: string }) {
  const notifications = useLatestNotifications();
  const t = useText(layoutText);
  const language = useLanguage();
  if (notifications.length === 0) return <p className="mt-3 text-sm text-slate-700">{empty ?? t("noNotifications")}</p>;
  return (
    <ul className="mt-3 divide-y divide-slate-100">
      {notifications.map((n) => (
        <li key={n.id} className="py-2.5">
          <time dateTime={n.publishedOn} className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
            {formatDate(n.publishedOn, language)}
          </time>
          {/* Staff write the notices in English: a Hindi page says so to a screen reader. */}
          <Link
            to={n.href}
            lang={language === "hi" ? "en" : undefined}
            className="mt-0.5 block text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {n.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
