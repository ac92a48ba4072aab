// /admin/add_collegepage and /admin/collegepage/{id}: a college page with its course rows (SPEC.md §5).
import { useCycle } from "../../lib/admissions-cycle.ts";
import { data } from "react-router";
import { dbContext, loggerContext } from "#context";
import { collegeInputSchema } from "../../../domain/colleges/colleges.schema.ts";
import { createCollege, getCollegeById, updateCollege } from "../../../domain/colleges/colleges.server.ts";
import { CourseRows } from "../../components/admin/course-rows.tsx";
import { AdminForm, FormFrame, SaveButton, Section } from "../../components/admin/form-kit.tsx";
import { TextField } from "../../components/forms/checked-form.tsx";
import { useAdminForm } from "../../components/admin/use-admin-form.ts";
import { noReloadAfterFailedSave } from "../../lib/admin-client-action.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";
import { readAdminForm, saveForm } from "../../lib/admin-save.server.ts";
import { keepFormOnNetworkError } from "../../lib/form-result.ts";
import type { Route } from "./+types/college-form";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.id) return { college: null };
  const college = await getCollegeById(context.get(dbContext), params.id);
  if (!college) throw data(null, { status: 404 });
  return { college };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const id = params.id;
  const actor = auditActor(context);
  return saveForm(
    readAdminForm(await request.formData(), collegeInputSchema),
    async (input) => (id ? !!(await updateCollege(db, id, input, actor)) : !!(await createCollege(db, input, actor))),
    {
      saved: id ? "Changes saved." : "College page added successfully!",
      failed: "The college page was not saved. Please check the marked fields.",
      redirectTo: "/admin/collegepage",
    },
    context.get(loggerContext),
  );
}

const courseFields = (applicationDate: string) => [
  { key: "name", label: "Course" },
  { key: "fees", label: "Fees", placeholder: "₹1,20,000 per year" },
  { key: "eligibility", label: "Eligibility" },
  { key: "applicationDate", label: "Application date", placeholder: applicationDate },
];

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormOnNetworkError(serverAction, "There was an error with your request.");
}

export const shouldRevalidate = noReloadAfterFailedSave;

export default function CollegeForm({ loaderData, actionData }: Route.ComponentProps) {
  const c = loaderData.college;
  const [form, fields] = useAdminForm(collegeInputSchema, actionData, { defaultValue: c });
  const { intakeYear } = useCycle().cycle;
  const field = (name: keyof typeof fields, label: string, opts: { multiline?: boolean } = {}) => (
    <TextField field={fields[name]} label={label} {...opts} />
  );
  return (
    <FormFrame
      title={c ? "Edit College Page" : "Add College Page"}
      backTo="/admin/collegepage"
      backLabel="College page list"
      intro="The college's page (/college/{name}) and its rows in the college tables."
    >
      <AdminForm form={form} answer={actionData}>
        <Section title="College">
          {field("name", "College name")}
          {field("subheading", "Subheading")}
          {field("city", "City")}
          {field("state", "State")}
          {field("logo", "Logo address (https://…)")}
        </Section>
        <Section
          title="Fees, placements and rank"
          note="The site shows the rank, fees, placements and application dates only when both the date you checked them and their source are filled in; otherwise it says “Not published”."
        >
          {field("rank", "Rank")}
          {field("fee", "Fee")}
          {field("eligibility", "Eligibility")}
          {field("placementAvg", "Placement average")}
          {field("placementHigh", "Placement highest")}
          <TextField field={fields.figuresAsOf} label="Figures checked on" type="date" />
          <TextField field={fields.figuresSourceUrl} label="Where the figures come from (https://…)" type="url" />
        </Section>
        <fieldset className="mt-6">
          <legend className="mb-3 text-base font-bold text-brand-900">Courses</legend>
          <CourseRows form={form} list={fields.courses} fields={courseFields(`31 May ${intakeYear}`)} />
        </fieldset>
        <Section title="Page texts">
          {field("bannerText", "Banner text", { multiline: true })}
          {field("bannerSubText", "Banner sub-text", { multiline: true })}
          {field("heading", "Heading")}
          {field("subHeading1", "Sub-heading 1", { multiline: true })}
          {field("subHeading2", "Sub-heading 2", { multiline: true })}
        </Section>
        <SaveButton label={c ? "Save changes" : "Add college page"} />
      </AdminForm>
    </FormFrame>
  );
}
