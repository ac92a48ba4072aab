// /admin/collegepage: college pages (college name), with Add, Edit and Delete.
import { dbContext } from "#context";
import { deleteCollege } from "../../../domain/colleges/colleges.server.ts";
import { searchColleges } from "../../../domain/colleges/colleges-search.server.ts";
import { Cell, ListPage, Row } from "../../components/admin/list-page.tsx";
import { RowActions } from "../../components/admin/delete-dialog.tsx";
import { auditActor } from "../../lib/audit-actor.server.ts";
import { deleteAction, listQuery } from "../../lib/admin-list.server.ts";
import type { Route } from "./+types/colleges";

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  return { ...query, ...(await searchColleges(context.get(dbContext), query)) };
}

export function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  return deleteAction(
    request,
    (id) => deleteCollege(db, id, auditActor(context)),
    "College page deleted.",
    "Failed to delete the college. Please try again.",
  );
}

export default function Colleges({ loaderData: d }: Route.ComponentProps) {
  return (
    <ListPage
      title="College Page"
      addLabel="Add College Page"
      addTo="/admin/add_collegepage"
      deleteQuestion="Are you sure you want to delete this college?"
      searchLabel="Search colleges, cities, states"
      q={d.q}
      total={d.total}
      page={d.page}
      pageSize={d.limit}
      headers={["College name", "City", "State", "Rank", ""]}
    >
      {d.rows.map((r) => (
        <Row key={r.id}>
          <Cell label="College name" strong>
            <a href={`/college/${r.slug}`} className="hover:underline">
              {r.name}
            </a>
          </Cell>
          <Cell label="City">{r.city}</Cell>
          <Cell label="State">{r.state}</Cell>
          <Cell label="Rank">{r.rank ?? "—"}</Cell>
          <RowActions id={r.id} name={r.name} editTo={`/admin/collegepage/${r.id}`} />
        </Row>
      ))}
    </ListPage>
  );
}
