// /admin/navcoursepagelist: Nav Course List Page (page name), with Add, Edit and Delete.
import { dbContext } from "#context";
import { deleteNavCoursePage, getNavCoursePageById } from "../../../domain/nav-courses/nav-courses.server.ts";
import { searchNavCoursePages } from "../../../domain/nav-courses/nav-courses-search.server.ts";
import { Cell, ListPage, Row } from "../../components/admin/list-page.tsx";
import { RowActions } from "../../components/admin/delete-dialog.tsx";
import { deleteAction, listQuery } from "../../lib/admin-list.server.ts";
import type { Route } from "./+types/nav-courses";
import { auditedDelete } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  return { ...query, ...(await searchNavCoursePages(context.get(dbContext), query)) };
}

export function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  return deleteAction(
    request,
    (id) => auditedDelete(db, auditActor(context), "nav-course", id, getNavCoursePageById, deleteNavCoursePage),
    "Nav course page deleted.",
    "Failed to delete the college. Please try again.",
  );
}

export default function NavCourses({ loaderData: d }: Route.ComponentProps) {
  return (
    <ListPage
      title="Nav Course List Page"
      addLabel="Add Nav Course List"
      addTo="/admin/add_navcoursepagelist"
      deleteQuestion="Are you sure you want to delete this Nav course page?"
      searchLabel="Search nav course pages"
      q={d.q}
      total={d.total}
      page={d.page}
      pageSize={d.limit}
      headers={["Page name", "Banner heading", ""]}
    >
      {d.rows.map((r) => (
        <Row key={r.id}>
          <Cell label="Page name" strong>
            <a href={`/Collegespage/${r.id}`} className="hover:underline">
              {r.pageName}
            </a>
          </Cell>
          <Cell label="Banner heading">{r.bannerHeading}</Cell>
          <RowActions id={r.id} name={r.pageName} editTo={`/admin/navcoursepagelist/${r.id}`} />
        </Row>
      ))}
    </ListPage>
  );
}
