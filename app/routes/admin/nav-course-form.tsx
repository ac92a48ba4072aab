// /admin/add_navcoursepagelist ("Create New Course") and /admin/navcoursepagelist/{id}: the eleven fields
// of a nav course page (SPEC.md §5: all required). Success goes to the list (SPEC.md §2).
import { data } from "react-router";
import { dbContext, loggerContext } from "#context";
import { navCoursePageInputSchema } from "../../../domain/nav-courses/nav-courses.schema.ts";
import {
  createNavCoursePage,
  getNavCoursePageById,
  updateNavCoursePage,
} from "../../../domain/nav-courses/nav-courses.server.ts";
import { AdminForm, FormFrame, SaveButton, Section } from "../../components/admin/form-kit.tsx";
import { TextField } from "../../components/forms/checked-form.tsx";
import { useAdminForm } from "../../components/admin/use-admin-form.ts";
import { noReloadAfterFailedSave } from "../../lib/admin-client-action.ts";
import { readAdminForm, saveForm } from "../../lib/admin-save.server.ts";
import { keepFormOnNetworkError } from "../../lib/form-result.ts";
import type { Route } from "./+types/nav-course-form";
import { auditedSave } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.id) return { page: null };
  const page = await getNavCoursePageById(context.get(dbContext), params.id);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const id = params.id;
  return saveForm(
    readAdminForm(await request.formData(), navCoursePageInputSchema),
    (input) =>
      auditedSave(db, auditActor(context), "nav-course", id, getNavCoursePageById, (tx) =>
        id ? updateNavCoursePage(tx, id, input) : createNavCoursePage(tx, input),
      ),
    {
      saved: id ? "Changes saved." : "Course created successfully",
      failed: "Error creating course",
      redirectTo: "/admin/navcoursepagelist",
    },
    context.get(loggerContext),
  );
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormOnNetworkError(serverAction, "There was an error with your request.");
}

export const shouldRevalidate = noReloadAfterFailedSave;

export default function NavCourseForm({ loaderData, actionData }: Route.ComponentProps) {
  const p = loaderData.page;
  const [form, fields] = useAdminForm(navCoursePageInputSchema, actionData, { defaultValue: p });
  const field = (name: keyof typeof fields, label: string, multiline = false) => (
    <TextField field={fields[name]} label={label} multiline={multiline} />
  );
  return (
    <FormFrame
      title={p ? "Edit Nav Course Page" : "Create New Course"}
      backTo="/admin/navcoursepagelist"
      backLabel="Nav course list"
      intro="A course page linked from the site's nav bar (/Collegespage/{id})."
    >
      <AdminForm form={form} answer={actionData}>
        <Section title="Page and banner">
          {field("pageName", "Page name")}
          {field("bannerHeading", "Banner heading")}
          {field("bannerText", "Banner text", true)}
        </Section>
        <Section title="Headings">
          {field("title", "Title")}
          {field("heading", "Heading")}
          {field("subHeading", "Sub-heading", true)}
        </Section>
        <Section title="Image block">
          {field("imgHeading", "Image heading")}
          {field("imgPara1", "Image paragraph 1", true)}
          {field("imgPara2", "Image paragraph 2", true)}
        </Section>
        <Section title="College table">
          {field("tableHeading", "Table heading")}
          {field("tableText", "Table text", true)}
        </Section>
        <SaveButton label={p ? "Save changes" : "Create course"} />
      </AdminForm>
    </FormFrame>
  );
}
