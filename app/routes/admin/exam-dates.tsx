// /admin/exam-dates: the exams' editions (one row per edition: JEE Main 2026, JEE Main 2027), with Add, Edit
// and Delete, and what the site makes of each today: an edition whose last day has passed is held, and
// its exam needs its next edition entered.
import { dbContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import {
  deleteExamSchedule,
  searchExamSchedules,
  getExamScheduleById,
} from "../../../domain/exam-schedules/exam-schedules.server.ts";
import { examStatus } from "../../../domain/exam-schedules/exam-status.ts";
import { Cell, ListPage, Row } from "../../components/admin/list-page.tsx";
import { RowActions } from "../../components/admin/delete-dialog.tsx";
import { deleteAction, listQuery } from "../../lib/admin-list.server.ts";
import type { Route } from "./+types/exam-dates";
import { auditedDelete } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

const PHASES = {
  upcoming: "Upcoming",
  "under-way": "Being held now",
  held: "Held",
  "not-announced": "No dates",
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const query = listQuery(url);
  const today = todayInIndia();
  const found = await searchExamSchedules(context.get(dbContext), query);
  return { ...query, total: found.total, rows: found.rows.map((r) => ({ ...r, phase: examStatus(r, today).phase })) };
}

export function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  return deleteAction(
    request,
    (id) => auditedDelete(db, auditActor(context), "exam-date", id, getExamScheduleById, deleteExamSchedule),
    "Exam dates deleted.",
    "Failed to delete the exam dates. Please try again.",
  );
}

export default function ExamDates({ loaderData: d }: Route.ComponentProps) {
  return (
    <ListPage
      title="Exam dates"
      addLabel="Add Exam Dates"
      addTo="/admin/add_exam-date"
      deleteQuestion="Are you sure you want to delete these exam dates?"
      searchLabel="Search exams"
      q={d.q}
      total={d.total}
      page={d.page}
      pageSize={d.limit}
      headers={["Exam", "Exam dates", "On the site today", ""]}
    >
      {d.rows.map((r) => (
        <Row key={r.id}>
          <Cell label="Exam" strong>
            <a href={`/exam/${r.examSlug}`} className="hover:underline">
              {r.edition}
            </a>
          </Cell>
          <Cell label="Exam dates">{r.examDates}</Cell>
          <Cell label="On the site today">{PHASES[r.phase]}</Cell>
          <RowActions id={r.id} name={r.edition} editTo={`/admin/exam-date/${r.id}`} />
        </Row>
      ))}
    </ListPage>
  );
}
