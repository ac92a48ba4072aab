// /admin/add_exam-date and /admin/exam-date/{id}: one edition of an exam (JEE Main 2027). The texts are what
// readers see; the three days decide whether the site shows it as upcoming, being held or held; the
// official notice is linked on the exam page as where the dates come from. A new edition is a new row: the
// last held one stays on the exam page until the new one's first day.
import { useCycle } from "../../lib/admissions-cycle.ts";
import { data } from "react-router";
import { dbContext, loggerContext } from "#context";
import { examScheduleInputSchema } from "../../../domain/exam-schedules/exam-schedules.schema.ts";
import {
  createExamSchedule,
  getExamScheduleById,
  updateExamSchedule,
} from "../../../domain/exam-schedules/exam-schedules.server.ts";
import { AdminForm, FormFrame, Section, SaveButton } from "../../components/admin/form-kit.tsx";
import { TextField } from "../../components/forms/checked-form.tsx";
import { ChoiceField } from "../../components/forms/checked-form.tsx";
import { useAdminForm } from "../../components/admin/use-admin-form.ts";
import { exams } from "../../../content/exams.ts";
import { z } from "zod";
import { leftOutNote, queryReader } from "../../../domain/read-query.ts";
import { noReloadAfterFailedSave } from "../../lib/admin-client-action.ts";
import { readAdminForm, saveForm } from "../../lib/admin-save.server.ts";
import { keepFormOnNetworkError } from "../../lib/form-result.ts";
import type { Route } from "./+types/exam-date-form";
import { auditedSave } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

// Only the exams the site has pages for.
const formSchema = examScheduleInputSchema.refine((s) => exams.some((e) => e.slug === s.examSlug), {
  message: "Please choose an exam.",
  path: ["examSlug"],
});

// The dashboard's "no next edition" items open this form with their exam chosen (?exam=xat).
const readQuery = queryReader({
  exam: z.enum(exams.map((e) => e.slug) as [string, ...string[]], { error: "no exam of the site has this name" }),
});

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const schedule = params.id ? await getExamScheduleById(context.get(dbContext), params.id) : null;
  if (params.id && !schedule) throw data(null, { status: 404 });
  const { values, invalid } = readQuery(url.searchParams);
  const start = schedule ?? (values.exam ? { examSlug: values.exam } : null);
  return {
    schedule,
    start,
    exams: exams.map((e) => ({ value: e.slug, label: e.shortName })),
    leftOut: leftOutNote(invalid),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const id = params.id;
  return saveForm(
    readAdminForm(await request.formData(), formSchema),
    (input) =>
      auditedSave(db, auditActor(context), "exam-date", id, getExamScheduleById, (tx) =>
        id ? updateExamSchedule(tx, id, input) : createExamSchedule(tx, input),
      ),
    {
      saved: id ? "Changes saved." : "Exam dates added successfully!",
      failed: "The exam dates were not saved. Please check the marked fields.",
      redirectTo: "/admin/exam-dates",
    },
    context.get(loggerContext),
  );
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormOnNetworkError(serverAction, "There was an error with your request.");
}

export const shouldRevalidate = noReloadAfterFailedSave;

export default function ExamDateForm({ loaderData, actionData }: Route.ComponentProps) {
  const { schedule } = loaderData;
  const [form, fields] = useAdminForm(formSchema, actionData, { defaultValue: loaderData.start });
  const { intakeYear } = useCycle().cycle;
  return (
    <FormFrame
      title={schedule ? "Edit Exam Dates" : "Add Exam Dates"}
      backTo="/admin/exam-dates"
      backLabel="Exam dates"
      intro="Enter each year's edition as a new one when the official notice is out: the exam page shows it as the next edition, and the last held edition below it. Once its last exam day has passed, it becomes the last held edition."
    >
      <AdminForm form={form} answer={actionData}>
        <Section title="Exam">
          <ChoiceField
            field={fields.examSlug}
            label="Exam"
            required
            empty="Select an exam"
            options={loaderData.exams}
            hint={loaderData.leftOut}
          />
          <TextField field={fields.edition} label="Edition" placeholder={`JEE Main ${intakeYear}`} />
        </Section>
        <Section title="Exam days">
          <TextField field={fields.examDates} label="Exam dates, as readers see them" wide />
          <TextField field={fields.examStarts} label="First exam day" type="date" />
          <TextField field={fields.examEnds} label="Last exam day" type="date" />
        </Section>
        <Section title="Application and result">
          <TextField field={fields.applicationDates} label="Application window, as readers see it" wide />
          <TextField field={fields.applicationCloses} label="Last day to apply" type="date" />
          <TextField field={fields.resultDates} label="Result, as readers see it" wide />
        </Section>
        <Section title="Source">
          <TextField
            field={fields.sourceUrl}
            label="Official notice the dates come from (https://…)"
            placeholder="https://jeemain.nta.nic.in/…"
            wide
          />
        </Section>
        <SaveButton label={schedule ? "Save changes" : "Add Exam Dates"} />
      </AdminForm>
    </FormFrame>
  );
}
