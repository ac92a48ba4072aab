// /admin/add_admission-alert and /admin/admission-alert/{id}: one college's admission round in one city,
// shown on /Admissionalert as open until its last day, then as closed.
import { useCycle } from "../../lib/admissions-cycle.ts";
import { data } from "react-router";
import { dbContext, loggerContext } from "#context";
import { admissionAlertInputSchema } from "../../../domain/admission-alerts/admission-alerts.schema.ts";
import {
  createAdmissionAlert,
  getAdmissionAlertById,
  updateAdmissionAlert,
} from "../../../domain/admission-alerts/admission-alerts.server.ts";
import { AdminForm, FormFrame, SaveButton } from "../../components/admin/form-kit.tsx";
import { TextField } from "../../components/forms/checked-form.tsx";
import { useAdminForm } from "../../components/admin/use-admin-form.ts";
import { noReloadAfterFailedSave } from "../../lib/admin-client-action.ts";
import { readAdminForm, saveForm } from "../../lib/admin-save.server.ts";
import { keepFormOnNetworkError } from "../../lib/form-result.ts";
import type { Route } from "./+types/admission-alert-form";
import { auditedSave } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const alert = params.id ? await getAdmissionAlertById(context.get(dbContext), params.id) : null;
  if (params.id && !alert) throw data(null, { status: 404 });
  return { alert };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const id = params.id;
  return saveForm(
    readAdminForm(await request.formData(), admissionAlertInputSchema),
    (input) =>
      auditedSave(db, auditActor(context), "admission-alert", id, getAdmissionAlertById, (tx) =>
        id ? updateAdmissionAlert(tx, id, input) : createAdmissionAlert(tx, input),
      ),
    {
      saved: id ? "Changes saved." : "Admission alert added successfully!",
      failed: "The admission alert was not saved. Please check the marked fields.",
      redirectTo: "/admin/admission-alerts",
    },
    context.get(loggerContext),
  );
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormOnNetworkError(serverAction, "There was an error with your request.");
}

export const shouldRevalidate = noReloadAfterFailedSave;

export default function AdmissionAlertForm({ loaderData, actionData }: Route.ComponentProps) {
  const { alert } = loaderData;
  const [form, fields] = useAdminForm(admissionAlertInputSchema, actionData, { defaultValue: alert });
  const { intakeYear } = useCycle().cycle;
  return (
    <FormFrame
      title={alert ? "Edit Admission Alert" : "Add Admission Alert"}
      backTo="/admin/admission-alerts"
      backLabel="Admission alerts"
      intro="Shown on /Admissionalert as open until the last day to apply, then as closed."
    >
      <AdminForm form={form} answer={actionData} className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.city} label="City" />
        <TextField field={fields.college} label="College" />
        <TextField field={fields.course} label="Course" placeholder="B.Tech (CSE, ECE, ME)" />
        <TextField field={fields.exams} label="Exams accepted" placeholder={`JEE Main ${intakeYear}`} />
        <TextField field={fields.lastDate} label="Last date, as readers see it" placeholder={`30 June ${intakeYear}`} />
        <TextField field={fields.closes} label="Last day to apply" type="date" />
        <TextField field={fields.fees} label="Fees" placeholder="₹1,79,000 a year" />
        <TextField field={fields.href} label="Link (a page on this site)" placeholder="/Delhi" />
        <TextField field={fields.linkLabel} label="Link text" placeholder="Top B.Tech colleges in Delhi" wide />
        <div className="sm:col-span-2">
          <SaveButton label={alert ? "Save changes" : "Add Admission Alert"} />
        </div>
      </AdminForm>
    </FormFrame>
  );
}
