// /admin/notifications: the dated notices of the Latest Notifications box and the bell, with Add, Edit and
// Delete. Each row says whether the site shows it today.
import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import {
  deleteNotification,
  searchNotifications,
  getNotificationById,
} from "../../../domain/notifications/notifications.server.ts";
import { Cell, ListPage, Row } from "../../components/admin/list-page.tsx";
import { RowActions } from "../../components/admin/delete-dialog.tsx";
import { deleteAction, listQuery } from "../../lib/admin-list.server.ts";
import { formatDate } from "../../lib/format.ts";
import type { Route } from "./+types/notifications";
import { auditedDelete } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  return { ...query, today: todayInIndia(), ...(await searchNotifications(context.get(dbContext), query)) };
}

export function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  return deleteAction(
    request,
    (id) => auditedDelete(db, auditActor(context), "notification", id, getNotificationById, deleteNotification),
    "Notification deleted.",
    "Failed to delete the notification. Please try again.",
  );
}

function shownOn(today: string, n: { publishedOn: string; showUntil: string }) {
  if (today < n.publishedOn) return "Not yet";
  return today <= n.showUntil ? "Shown now" : "Ended";
}

export default function Notifications({ loaderData: d }: Route.ComponentProps) {
  return (
    <ListPage
      title="Notifications"
      addLabel="Add Notification"
      addTo="/admin/add_notification"
      deleteQuestion="Are you sure you want to delete this notification?"
      searchLabel="Search notifications"
      q={d.q}
      total={d.total}
      page={d.page}
      pageSize={d.limit}
      headers={["Date", "Notification", "Shown until", "On the site", ""]}
    >
      {d.rows.map((n) => (
        <Row key={n.id}>
          <Cell label="Date">{formatDate(n.publishedOn)}</Cell>
          <Cell label="Notification" strong>
            {n.text}
          </Cell>
          <Cell label="Shown until">{formatDate(n.showUntil)}</Cell>
          <Cell label="On the site">{shownOn(d.today, n)}</Cell>
          <RowActions id={n.id} name={n.text} editTo={`/admin/notification/${n.id}`} />
        </Row>
      ))}
    </ListPage>
  );
}
