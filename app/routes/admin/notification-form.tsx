// /admin/add_notification and /admin/notification/{id}: one dated notice, shown on the site from its date
// until its last day (domain/notifications/).
import { data } from "react-router";
import { dbContext, loggerContext } from "#context";
import { notificationInputSchema } from "../../../domain/notifications/notifications.schema.ts";
import {
  createNotification,
  getNotificationById,
  updateNotification,
} from "../../../domain/notifications/notifications.server.ts";
import { AdminForm, FormFrame, SaveButton } from "../../components/admin/form-kit.tsx";
import { TextField } from "../../components/forms/checked-form.tsx";
import { useAdminForm } from "../../components/admin/use-admin-form.ts";
import { noReloadAfterFailedSave } from "../../lib/admin-client-action.ts";
import { readAdminForm, saveForm } from "../../lib/admin-save.server.ts";
import { keepFormOnNetworkError } from "../../lib/form-result.ts";
import type { Route } from "./+types/notification-form";
import { auditedSave } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const notification = params.id ? await getNotificationById(context.get(dbContext), params.id) : null;
  if (params.id && !notification) throw data(null, { status: 404 });
  return { notification };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const id = params.id;
  return saveForm(
    readAdminForm(await request.formData(), notificationInputSchema),
    (input) =>
      auditedSave(db, auditActor(context), "notification", id, getNotificationById, (tx) =>
        id ? updateNotification(tx, id, input) : createNotification(tx, input),
      ),
    {
      saved: id ? "Changes saved." : "Notification added successfully!",
      failed: "The notification was not saved. Please check the marked fields.",
      redirectTo: "/admin/notifications",
    },
    context.get(loggerContext),
  );
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormOnNetworkError(serverAction, "There was an error with your request.");
}

export const shouldRevalidate = noReloadAfterFailedSave;

export default function NotificationForm({ loaderData, actionData }: Route.ComponentProps) {
  const { notification } = loaderData;
  const [form, fields] = useAdminForm(notificationInputSchema, actionData, { defaultValue: notification });
  return (
    <FormFrame
      title={notification ? "Edit Notification" : "Add Notification"}
      backTo="/admin/notifications"
      backLabel="Notifications"
      intro="Shown in Latest Notifications and under the bell from its date until its last day, newest first."
    >
      <AdminForm form={form} answer={actionData} className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.text} label="Notification" multiline />
        <TextField field={fields.href} label="Link (a page on this site)" placeholder="/exam/jee-main" wide />
        <TextField field={fields.publishedOn} label="Date" type="date" />
        <TextField field={fields.showUntil} label="Shown until (last day)" type="date" />
        <div className="sm:col-span-2">
          <SaveButton label={notification ? "Save changes" : "Add Notification"} />
        </div>
      </AdminForm>
    </FormFrame>
  );
}
