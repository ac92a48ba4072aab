// /admin/program: programs with their image, with Add, Edit and Delete.
import { dbContext } from "#context";
import { deleteProgram, getProgramById } from "../../../domain/programs/programs.server.ts";
import { searchPrograms } from "../../../domain/programs/programs-search.server.ts";
import { Cell, ListPage, Row } from "../../components/admin/list-page.tsx";
import { RowActions } from "../../components/admin/delete-dialog.tsx";
import { deleteAction, listQuery } from "../../lib/admin-list.server.ts";
import type { Route } from "./+types/programs";
import { auditedDelete } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  return { ...query, ...(await searchPrograms(context.get(dbContext), query)) };
}

export function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  return deleteAction(
    request,
    (id) => auditedDelete(db, auditActor(context), "program", id, getProgramById, deleteProgram),
    "Program deleted.",
    "Failed to delete the Program. Please try again.",
  );
}

export default function Programs({ loaderData: d }: Route.ComponentProps) {
  return (
    <ListPage
      title="Program"
      addLabel="Add Program"
      addTo="/admin/add_program"
      deleteQuestion="Are you sure you want to delete this Program?"
      searchLabel="Search programs"
      q={d.q}
      total={d.total}
      page={d.page}
      pageSize={d.limit}
      headers={["Image", "Program", "Title", "Courses", ""]}
    >
      {d.rows.map((r) => (
        <Row key={r.id}>
          <Cell label="Image">
            <img
              src={`/uploads/${r.image}`}
              alt=""
              width={64}
              height={40}
              loading="lazy"
              className="h-10 w-16 rounded object-cover"
            />
          </Cell>
          <Cell label="Program" strong>
            <a href={`/Programe-course/${r.id}`} className="hover:underline">
              {r.name}
            </a>
          </Cell>
          <Cell label="Title">{r.title}</Cell>
          <Cell label="Courses">{r.courseCount}</Cell>
          <RowActions id={r.id} name={r.name} editTo={`/admin/program/${r.id}`} />
        </Row>
      ))}
    </ListPage>
  );
}
