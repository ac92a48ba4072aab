// /admin/staff (admins only): every staff account and open invite with its role, status and last sign-in;
// invite a colleague by email and role (a one-time link by email, domain/admins/staff.server.ts), change a
// role, disable an account (its sessions end at once) or enable it again. The last enabled admin stays one.
import { data, Form, useNavigation } from "react-router";
import { dbContext, requestInfoContext } from "#context";
import { InputError } from "../../../domain/errors.ts";
import { roleLabels, staffRoles } from "../../../domain/admins/roles.ts";
import { inviteSchema, staffActionSchema } from "../../../domain/admins/staff.schema.ts";
import { inviteStaff, listStaff, updateAccount } from "../../../domain/admins/staff.server.ts";
import { CheckedForm, ChoiceField, TextField } from "../../components/forms/checked-form.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { useCheckedForm } from "../../components/forms/use-checked-form.ts";
import { adminSessionContext } from "../../lib/admin-session.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";
import { formErrors, parseForm } from "../../lib/checked-form.ts";
import type { Route } from "./+types/staff";

export async function loader({ context }: Route.LoaderArgs) {
  const staff = await listStaff(context.get(dbContext));
  return { staff, me: context.get(adminSessionContext).adminId };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const info = context.get(requestInfoContext);
  const submission = parseForm(await request.formData(), staffActionSchema);
  if (submission.status !== "success") {
    return data(
      { ok: false, message: "Please correct the marked fields.", reply: submission.reply() },
      { status: 400 },
    );
  }
  const change = submission.value;
  const actor = auditActor(context);
  try {
    if (change.intent === "invite") {
      const queued = await inviteStaff(db, change, { by: actor, siteUrl: info.siteUrl });
      info.mailQueued();
      const message = queued
        ? `Invite sent to ${change.email}.`
        : `The invite is made, but ${change.email} has had too many emails today: try again tomorrow.`;
      return { ok: queued, message, reply: submission.reply({ resetForm: true }) };
    }
    if (change.intent === "role") await updateAccount(db, change.id, { role: change.role }, actor);
    else await updateAccount(db, change.id, { disabled: change.intent === "disable" }, actor);
    const done = {
      role: "Role changed.",
      disable: "Account disabled; its sessions ended.",
      enable: "Account enabled.",
    };
    return { ok: true, message: done[change.intent], reply: submission.reply({ resetForm: true }) };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    const reply = submission.reply({ fieldErrors: formErrors(err.fields) });
    return data({ ok: false, message: err.message, reply }, { status: 400 });
  }
}

const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));
const when = (date: Date | null) => (date ? date.toLocaleString("en-IN", { timeZone: "Asia/Kolkata" }) : "Never");

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useCheckedForm(inviteSchema, actionData?.reply, { defaultValue: { intent: "invite" } });
  return (
    <>
      <title>Staff · Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Staff</h1>
      {actionData?.message ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-4 rounded-lg border px-3 py-2 text-sm font-medium ${actionData.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"}`}
        >
          {actionData.message}
        </p>
      ) : null}
      <section
        aria-labelledby="invite-heading"
        className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="invite-heading" className="text-lg font-bold text-slate-900">
          Invite a colleague
        </h2>
        <p className="mt-1 text-sm text-slate-600">They get a link by email that works once, for 72 hours.</p>
        <CheckedForm form={form} className="mt-4 grid gap-4 sm:grid-cols-3">
          <input type="hidden" name="intent" value="invite" />
          <TextField field={fields.email} label="Email" type="email" autoComplete="off" />
          <TextField field={fields.name} label="Name" autoComplete="off" />
          <ChoiceField field={fields.role} label="Role" options={roleOptions} empty="Choose a role" />
          <SubmitButton
            busy={busy}
            label="Send invite"
            busyLabel="Sending…"
            className="w-fit rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-900 disabled:opacity-70"
          />
        </CheckedForm>
      </section>
      <StaffTable staff={loaderData.staff} me={loaderData.me} />
    </>
  );
}

function StaffTable({ staff, me }: { staff: Route.ComponentProps["loaderData"]["staff"]; me: string }) {
  return (
    <table className="card-table mt-6 w-full rounded-2xl bg-white text-left text-sm shadow-sm">
      <caption className="sr-only">Staff accounts and open invites</caption>
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          {["Email", "Name", "Role", "Status", "Last sign-in", "Change"].map((h) => (
            <th key={h} scope="col" className="px-3 py-2 font-semibold">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {staff.map((s) => (
          <tr key={s.id} className="border-t border-slate-100" data-testid="staff-row">
            <td data-label="Email" className="px-3 py-2">
              {s.email}
              {s.id === me ? " (you)" : ""}
            </td>
            <td data-label="Name" className="px-3 py-2">
              {s.name ?? ""}
            </td>
            <td data-label="Role" className="px-3 py-2">
              {s.status === "invited" ? s.role : <RoleForm id={s.id} role={s.role} email={s.email} />}
            </td>
            <td data-label="Status" className="px-3 py-2">
              {s.status === "invited" ? `Invited (link open until ${when(s.expiresAt ?? null)})` : s.status}
            </td>
            <td data-label="Last sign-in" className="px-3 py-2">
              {when(s.lastSignInAt)}
            </td>
            <td data-label="Change" className="px-3 py-2">
              {s.status === "invited" ? null : (
                <Form method="post">
                  <input type="hidden" name="id" value={s.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={s.status === "disabled" ? "enable" : "disable"}
                    aria-label={`${s.status === "disabled" ? "Enable" : "Disable"} ${s.email}`}
                    className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50"
                  >
                    {s.status === "disabled" ? "Enable" : "Disable"}
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RoleForm({ id, role, email }: { id: string; role: string; email: string }) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={id} />
      <select
        name="role"
        defaultValue={role}
        aria-label={`Role of ${email}`}
        className="rounded-lg border border-slate-300 px-2 py-1.5"
      >
        {staffRoles.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      <button
        type="submit"
        aria-label={`Save the role of ${email}`}
        className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50"
      >
        Save
      </button>
    </Form>
  );
}
