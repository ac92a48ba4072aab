// /admin/admission-alerts: the alerts of /Admissionalert, with Add, Edit and Delete, and whether the site
// shows each as open today.
import { dbContext } from "#context";
import {
  deleteAdmissionAlert,
  searchAdmissionAlerts,
  getAdmissionAlertById,
} from "../../../domain/admission-alerts/admission-alerts.server.ts";
import { todayInIndia } from "../../../domain/clock.ts";
import { Cell, ListPage, Row } from "../../components/admin/list-page.tsx";
import { RowActions } from "../../components/admin/delete-dialog.tsx";
import { deleteAction, listQuery } from "../../lib/admin-list.server.ts";
import type { Route } from "./+types/admission-alerts";
import { auditedDelete } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  return { ...query, today: todayInIndia(), ...(await searchAdmissionAlerts(context.get(dbContext), query)) };
}

export function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  return deleteAction(
    request,
    (id) => auditedDelete(db, auditActor(context), "admission-alert", id, getAdmissionAlertById, deleteAdmissionAlert),
    "Admission alert deleted.",
    "Failed to delete the admission alert. Please try again.",
  );
}

export default function AdmissionAlerts({ loaderData: d }: Route.ComponentProps) {
  return (
    <ListPage
      title="Admission alerts"
      addLabel="Add Admission Alert"
      addTo="/admin/add_admission-alert"
      deleteQuestion="Are you sure you want to delete this admission alert?"
      searchLabel="Search by city, college or course"
      q={d.q}
      total={d.total}
      page={d.page}
      pageSize={d.limit}
      headers={["City", "College", "Last date", "On the site", ""]}
    >
      {d.rows.map((a) => (
        <Row key={a.id}>
          <Cell label="City">{a.city}</Cell>
          <Cell label="College" strong>
            {a.college}
          </Cell>
          <Cell label="Last date">{a.lastDate}</Cell>
          <Cell label="On the site">{d.today <= a.closes ? "Open" : "Closed"}</Cell>
          <RowActions id={a.id} name={`${a.college}, ${a.city}`} editTo={`/admin/admission-alert/${a.id}`} />
        </Row>
      ))}
    </ListPage>
  );
}
