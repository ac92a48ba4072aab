// The dated admission notices (app/content/notifications.ts) as the site banner and the ranking pages list them.
import { Link } from "react-router";
import { notifications } from "../../content/notifications.ts";

export function NotificationList() {
  return (
    <ul className="mt-3 divide-y divide-slate-100">
      {notifications.map((n) => (
        <li key={n.text} className="py-2.5">
          <time dateTime={n.iso} className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
            {n.date}
          </time>
          <Link
            to={n.href}
            className="mt-0.5 block text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {n.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
