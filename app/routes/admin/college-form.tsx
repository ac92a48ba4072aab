// /admin/add_collegepage and /admin/collegepage/{id}: a college page with its course rows (SPEC.md §5).
import { data, Form } from "react-router";
import { dbContext, loggerContext } from "#context";
import { collegeInputSchema } from "../../../domain/colleges/colleges.schema.ts";
import { createCollege, getCollegeById, updateCollege } from "../../../domain/colleges/colleges.server.ts";
import { CourseRows } from "../../components/admin/course-rows.tsx";
import { FormFrame, SaveButton, Section, TextField } from "../../components/admin/form-kit.tsx";
import { useAdminForm } from "../../components/admin/use-admin-form.ts";
import { keepFormOnNetworkError, noReloadAfterFailedSave } from "../../lib/admin-client-action.ts";
import { asText, shownRows, shownValues } from "../../lib/admin-form.ts";
import { formValues, saveForm } from "../../lib/admin-save.server.ts";
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
  return saveForm(
    formValues(await request.formData()),
    collegeInputSchema,
    async (input) => (id ? !!(await updateCollege(db, id, input)) : !!(await createCollege(db, input))),
    {
      saved: id ? "Changes saved." : "College page added successfully!",
      failed: "The college page was not saved. Please check the marked fields.",
      redirectTo: "/admin/collegepage",
    },
    context.get(loggerContext),
  );
}

const courseFields = [
  { key: "name", label: "Course" },
  { key: "fees", label: "Fees", placeholder: "₹1,20,000 per year" },
  { key: "eligibility", label: "Eligibility" },
  { key: "applicationDate", label: "Application date", placeholder: "31 May 2027" },
];

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormOnNetworkError(serverAction, "There was an error with your request.");
}

export const shouldRevalidate = noReloadAfterFailedSave;

export default function CollegeForm({ loaderData, actionData }: Route.ComponentProps) {
  const c = loaderData.college;
  const v = shownValues(actionData, c);
  const { errors, formProps } = useAdminForm(collegeInputSchema, actionData);
  const field = (
    name: string,
    label: string,
    value: string | number | null | undefined,
    opts: { multiline?: boolean; required?: boolean } = {},
  ) => <TextField name={name} label={label} errors={errors} defaultValue={value} {...opts} />;
  return (
    <FormFrame
      title={c ? "Edit College Page" : "Add College Page"}
      backTo="/admin/collegepage"
      backLabel="College page list"
      intro="The college's page (/college/{name}) and its rows in the college tables."
    >
      <Form method="post" {...formProps}>
        <Section title="College">
          {field("name", "College name", asText(v.name))}
          {field("subheading", "Subheading", asText(v.subheading), { required: false })}
          {field("city", "City", asText(v.city))}
          {field("state", "State", asText(v.state))}
          {field("rank", "Rank", asText(v.rank), { required: false })}
          {field("logo", "Logo address (https://…)", asText(v.logo), { required: false })}
        </Section>
        <Section title="Fees and placements">
          {field("fee", "Fee", asText(v.fee))}
          {field("eligibility", "Eligibility", asText(v.eligibility), { required: false })}
          {field("placementAvg", "Placement average", asText(v.placementAvg))}
          {field("placementHigh", "Placement highest", asText(v.placementHigh))}
        </Section>
        <fieldset className="mt-6">
          <legend className="mb-3 text-base font-bold text-brand-900">Courses</legend>
          <CourseRows
            prefix="courses"
            fields={courseFields}
            initial={shownRows(v, ["name", "fees", "eligibility", "applicationDate"])}
            errors={errors}
          />
        </fieldset>
        <Section title="Page texts">
          {field("bannerText", "Banner text", asText(v.bannerText), { multiline: true })}
          {field("bannerSubText", "Banner sub-text", asText(v.bannerSubText), { multiline: true })}
          {field("heading", "Heading", asText(v.heading))}
          {field("subHeading1", "Sub-heading 1", asText(v.subHeading1), { multiline: true })}
          {field("subHeading2", "Sub-heading 2", asText(v.subHeading2), { multiline: true })}
        </Section>
        <SaveButton label={c ? "Save changes" : "Add college page"} />
      </Form>
    </FormFrame>
  );
}
