// /admin/scholarships: the scholarships of /Scholarship, with Add, Edit and Delete, and what the site says
// of each one's applications today.
import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import { applicationPhase } from "../../../domain/scholarships/scholarship-status.ts";
import { data, Form } from "react-router";
import {
  deleteScholarship,
  searchScholarships,
  setScholarshipHidden,
  getScholarshipById,
} from "../../../domain/scholarships/scholarships.server.ts";
import { Cell, ListPage, Row } from "../../components/admin/list-page.tsx";
import { RowActions } from "../../components/admin/delete-dialog.tsx";
import { deleteAction, listQuery } from "../../lib/admin-list.server.ts";
import { formatDate } from "../../lib/format.ts";
import type { Route } from "./+types/scholarships";
import { auditedDelete, auditedSave } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

const PHASE_WORDS = { open: "Open", upcoming: "Opens later", "not-announced": "No dates", closed: "Closed" };

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  return { ...query, today: todayInIndia(), ...(await searchScholarships(context.get(dbContext), query)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  // An imported scholarship is hidden or shown again, never deleted: the next list would bring it back.
  const form = await request.clone().formData();
  const intent = form.get("intent");
  if (intent === "hide" || intent === "show") {
    const id = String(form.get("id") ?? "");
    const ok = await auditedSave(db, auditActor(context), "scholarship", id, getScholarshipById, (tx) =>
      setScholarshipHidden(tx, id, intent === "hide"),
    );
    return ok
      ? { ok: true, message: intent === "hide" ? "Hidden from the site." : "Shown on the site again." }
      : data({ ok: false, message: "No imported scholarship has this id." }, { status: 404 });
  }
  return deleteAction(
    request,
    (id) => auditedDelete(db, auditActor(context), "scholarship", id, getScholarshipById, deleteScholarship),
    "Scholarship deleted.",
    "Failed to delete the scholarship. Please try again.",
  );
}

export default function Scholarships({ loaderData: d }: Route.ComponentProps) {
  return (
    <ListPage
      title="Scholarships"
      addLabel="Add Scholarship"
      addTo="/admin/add_scholarship"
      deleteQuestion="Are you sure you want to delete this scholarship?"
      searchLabel="Search by name or provider"
      q={d.q}
      total={d.total}
      page={d.page}
      pageSize={d.limit}
      headers={["Scholarship", "Provider", "Source", "Applications", "Checked", ""]}
    >
      {d.rows.map((s) => (
        <Row key={s.id}>
          <Cell label="Scholarship" strong>
            {s.title}
          </Cell>
          <Cell label="Provider">{s.provider}</Cell>
          <Cell label="Source">
            {s.origin === "imported" ? `Imported list${s.hidden ? " (hidden)" : ""}` : "Staff"}
          </Cell>
          <Cell label="Applications">{PHASE_WORDS[applicationPhase(s, d.today)]}</Cell>
          <Cell label="Checked">{s.checkedOn ? formatDate(s.checkedOn) : "Not yet"}</Cell>
          {s.origin === "staff" ? (
            <RowActions id={s.id} name={s.title} editTo={`/admin/scholarship/${s.id}`} />
          ) : (
            <td className="card-wide px-4 py-2 whitespace-nowrap sm:text-right">
              <Form method="post">
                <input type="hidden" name="id" value={s.id} />
                <button
                  type="submit"
                  name="intent"
                  value={s.hidden ? "show" : "hide"}
                  className="rounded-lg px-2.5 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {s.hidden ? "Show" : "Hide"}
                  <span className="sr-only"> {s.title}</span>
                </button>
              </Form>
            </td>
          )}
        </Row>
      ))}
    </ListPage>
  );
}
