// /admin/add_stream and /admin/stream/{id}: a stream of one college's course (SPEC.md §5: every field
// required; the course select stays disabled until a college is chosen, and choosing a college resets the
// course and loads that college's courses, SPEC.md §4).
import { useState } from "react";
import { data, useFetcher } from "react-router";
import { z } from "zod";
import { dbContext, loggerContext } from "#context";
import { listCollegeNames, listCourseNamesOfCollege } from "../../../domain/colleges/colleges-search.server.ts";
import { calendarDate, REQUIRED } from "../../../domain/fields.ts";
import { streamInputSchema } from "../../../domain/streams/streams.schema.ts";
import { createStream, getStreamById, updateStream } from "../../../domain/streams/streams.server.ts";
import { AdminForm, FormFrame, SaveButton } from "../../components/admin/form-kit.tsx";
import { TextField } from "../../components/forms/checked-form.tsx";
import { ChoiceField } from "../../components/forms/checked-form.tsx";
import { useAdminForm } from "../../components/admin/use-admin-form.ts";
import { inputClass } from "../../components/ui/field.tsx";
import { noReloadAfterFailedSave } from "../../lib/admin-client-action.ts";
import { readAdminForm, saveForm } from "../../lib/admin-save.server.ts";
import { keepFormOnNetworkError } from "../../lib/form-result.ts";
import { leftOutNote, queryReader } from "../../../domain/read-query.ts";
import type { Route } from "./+types/stream-form";
import { auditedSave } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

// An empty date reads 'This field is required', like the other empty fields.
const formSchema = streamInputSchema.extend({
  applicationDate: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).pipe(calendarDate),
});

// ?collegeId= is how the form (and a browser without JavaScript) asks for one college's courses.
const readQuery = queryReader({ collegeId: streamInputSchema.shape.collegeId });

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const stream = params.id ? await getStreamById(db, params.id) : null;
  if (params.id && !stream) throw data(null, { status: 404 });
  const { values, invalid } = readQuery(url.searchParams);
  const collegeId = values.collegeId ?? stream?.collegeId ?? "";
  const [colleges, courses] = await Promise.all([listCollegeNames(db), listCourseNamesOfCollege(db, collegeId)]);
  return { stream, colleges, courses, collegeId, leftOut: leftOutNote(invalid) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const id = params.id;
  return saveForm(
    readAdminForm(await request.formData(), formSchema),
    (input) =>
      auditedSave(db, auditActor(context), "stream", id, getStreamById, (tx) =>
        id ? updateStream(tx, id, input) : createStream(tx, input),
      ),
    {
      saved: id ? "Changes saved." : "Stream added successfully!",
      failed: "The stream was not saved. Please check the marked fields.",
      redirectTo: "/admin/stream",
    },
    context.get(loggerContext),
  );
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormOnNetworkError(serverAction, "There was an error with your request.");
}

export const shouldRevalidate = noReloadAfterFailedSave;

export default function StreamForm({ loaderData, actionData }: Route.ComponentProps) {
  const { stream, colleges } = loaderData;
  const [form, fields] = useAdminForm(formSchema, actionData, { defaultValue: stream });
  const [collegeId, setCollegeId] = useState(loaderData.collegeId);
  const [courseId, setCourseId] = useState(stream?.courseId ?? "");
  const courseFetcher = useFetcher<typeof loader>();
  const courses =
    collegeId === loaderData.collegeId ? loaderData.courses : collegeId ? (courseFetcher.data?.courses ?? []) : [];
  const loading = courseFetcher.state === "loading";

  function chooseCollege(id: string) {
    setCollegeId(id);
    setCourseId("");
    // The course is chosen again: its old mark goes, like the college's.
    form.update({ name: fields.courseId.name as string, validated: false });
    if (id && id !== loaderData.collegeId) courseFetcher.load(`?collegeId=${encodeURIComponent(id)}`);
  }

  return (
    <FormFrame
      title={stream ? "Edit Stream" : "Add Stream"}
      backTo="/admin/stream"
      backLabel="Stream list"
      intro="A stream (branch) of a college's course, listed on /branch/{college}/{course}."
    >
      <AdminForm form={form} answer={actionData} className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          field={fields.collegeId}
          label="College"
          required
          value={collegeId}
          onChange={chooseCollege}
          empty="Select a college"
          options={colleges.map((c) => ({ value: c.id, label: c.name }))}
          hint={loaderData.leftOut}
        />
        <ChoiceField
          field={fields.courseId}
          label="Course"
          required
          value={courseId}
          onChange={setCourseId}
          disabled={!collegeId || loading}
          busy={loading}
          selectClassName={`${inputClass} disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500`}
          empty={!collegeId ? "Choose a college first" : loading ? "Loading courses…" : "Select a course"}
          options={courses.map((c) => ({ value: c.id, label: c.name }))}
        />
        <TextField field={fields.name} label="Stream name" />
        <TextField field={fields.fee} label="Stream fee" placeholder="₹1,50,000 per year" />
        <TextField field={fields.applicationDate} label="Application date" type="date" />
        <div className="sm:col-span-2">
          <SaveButton label={stream ? "Save changes" : "Add Stream"} />
        </div>
      </AdminForm>
    </FormFrame>
  );
}
