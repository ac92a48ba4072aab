// /admin/stream: Stream List (college name, course name, stream name), with Add, Edit and Delete.
import { dbContext } from "#context";
import { deleteStream, getStreamById } from "../../../domain/streams/streams.server.ts";
import { searchStreams } from "../../../domain/streams/streams-search.server.ts";
import { Cell, ListPage, Row } from "../../components/admin/list-page.tsx";
import { RowActions } from "../../components/admin/delete-dialog.tsx";
import { deleteAction, listQuery } from "../../lib/admin-list.server.ts";
import type { Route } from "./+types/streams";
import { auditedDelete } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  return { ...query, ...(await searchStreams(context.get(dbContext), query)) };
}

export function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  return deleteAction(
    request,
    (id) => auditedDelete(db, auditActor(context), "stream", id, getStreamById, deleteStream),
    "Stream deleted.",
    "Failed to delete the college. Please try again.",
  );
}

export default function Streams({ loaderData: d }: Route.ComponentProps) {
  return (
    <ListPage
      title="Stream List"
      addLabel="Add Stream"
      addTo="/admin/add_stream"
      deleteQuestion="Are you sure you want to delete this Stream?"
      searchLabel="Search streams, colleges, courses"
      q={d.q}
      total={d.total}
      page={d.page}
      pageSize={d.limit}
      headers={["College name", "Course name", "Stream name", "Fee", ""]}
    >
      {d.rows.map((r) => (
        <Row key={r.id}>
          <Cell label="College name">{r.collegeName}</Cell>
          <Cell label="Course name">{r.courseName}</Cell>
          <Cell label="Stream name" strong>
            <a href={`/branch/${r.collegeId}/${r.courseId}`} className="hover:underline">
              {r.name}
            </a>
          </Cell>
          <Cell label="Fee">{r.fee}</Cell>
          <RowActions id={r.id} name={`${r.name}, ${r.collegeName}`} editTo={`/admin/stream/${r.id}`} />
        </Row>
      ))}
    </ListPage>
  );
}
