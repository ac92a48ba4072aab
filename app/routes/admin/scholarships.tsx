// /admin/scholarships: the scholarships of /Scholarship, with Add, Edit and Delete, and what the site says
// of each one's applications today.
import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import { applicationPhase } from "../../../domain/scholarships/scholarship-status.ts";
import { deleteScholarship, searchScholarships } from "../../../domain/scholarships/scholarships.server.ts";
import { Cell, ListPage, Row } from "../../components/admin/list-page.tsx";
import { RowActions } from "../../components/admin/delete-dialog.tsx";
import { deleteAction, listQuery } from "../../lib/admin-list.server.ts";
import { formatDate } from "../../lib/format.ts";
import type { Route } from "./+types/scholarships";

const PHASE_WORDS = { open: "Open", upcoming: "Opens later", "not-announced": "No dates", closed: "Closed" };

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  return { ...query, today: todayInIndia(), ...(await searchScholarships(context.get(dbContext), query)) };
}

export function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  return deleteAction(
    request,
    (id) => deleteScholarship(db, id),
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
      headers={["Scholarship", "Provider", "Applications", "Checked", ""]}
    >
      {d.rows.map((s) => (
        <Row key={s.id}>
          <Cell label="Scholarship" strong>
            {s.title}
          </Cell>
          <Cell label="Provider">{s.provider}</Cell>
          <Cell label="Applications">{PHASE_WORDS[applicationPhase(s, d.today)]}</Cell>
          <Cell label="Checked">{s.checkedOn ? formatDate(s.checkedOn) : "Not yet"}</Cell>
          <RowActions id={s.id} name={s.title} editTo={`/admin/scholarship/${s.id}`} />
        </Row>
      ))}
    </ListPage>
  );
}
