// /admin/add_scholarship and /admin/scholarship/{id}: one scholarship as /Scholarship shows it. The dates
// decide whether the site says its applications are open, about to open or closed; "checked on" tells
// students when staff last compared the figures with the provider's notice; who may apply decides which
// students the finder shows it to. Each save records who made it, shown on the edit page.
import { data } from "react-router";
import { dbContext, loggerContext } from "#context";
import { todayInIndia } from "../../../domain/clock.ts";
import { FREQUENCIES } from "../../../domain/scholarships/finder-terms.ts";
import { SCHOLARSHIP_TYPES, scholarshipInputSchema } from "../../../domain/scholarships/scholarships.schema.ts";
import {
  createScholarship,
  getScholarshipById,
  type Scholarship,
  updateScholarship,
} from "../../../domain/scholarships/scholarships.server.ts";
import { AdminForm, FormFrame, Section, SaveButton } from "../../components/admin/form-kit.tsx";
import { TextField } from "../../components/forms/checked-form.tsx";
import { ChoiceField } from "../../components/forms/checked-form.tsx";
import { WhoMayApply } from "../../components/admin/scholarship-limits.tsx";
import { useAdminForm } from "../../components/admin/use-admin-form.ts";
import { noReloadAfterFailedSave } from "../../lib/admin-client-action.ts";
import { readAdminForm, saveForm } from "../../lib/admin-save.server.ts";
import { adminSessionContext } from "../../lib/admin-session.server.ts";
import { formatDate } from "../../lib/format.ts";
import { keepFormOnNetworkError } from "../../lib/form-result.ts";
import type { Route } from "./+types/scholarship-form";
import { auditedSave } from "../../../domain/audit/record-change.server.ts";
import { auditActor } from "../../lib/audit-actor.server.ts";

// The form's fields only: the save's time is shown as a day, not posted back.
const withoutDates = ({ updatedAt: _, ...fields }: Scholarship) => fields;

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = params.id ? await getScholarshipById(context.get(dbContext), params.id) : null;
  if (params.id && !found) throw data(null, { status: 404 });
  // The form speaks in the words it sends: "yes"/"no", and empty for a day not announced or rupees not given.
  const scholarship = found && {
    ...withoutDates(found),
    internationalEligible: found.internationalEligible ? "yes" : "no",
    opensOn: found.opensOn ?? "",
    closesOn: found.closesOn ?? "",
    checkedOn: found.checkedOn ?? "",
    incomeCapRupees: found.incomeCapRupees?.toString() ?? "",
    amountRupees: found.amountRupees?.toString() ?? "",
    frequency: found.frequency ?? "",
  };
  const lastChange = found?.updatedBy ? { by: found.updatedBy, on: todayInIndia(found.updatedAt) } : null;
  return { scholarship, lastChange };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const id = params.id;
  const by = context.get(adminSessionContext).email;
  return saveForm(
    readAdminForm(await request.formData(), scholarshipInputSchema),
    (input) =>
      auditedSave(db, auditActor(context), "scholarship", id, getScholarshipById, (tx) =>
        id ? updateScholarship(tx, id, input, by) : createScholarship(tx, input, by),
      ),
    {
      saved: id ? "Changes saved." : "Scholarship added successfully!",
      failed: "The scholarship was not saved. Please check the marked fields.",
      redirectTo: "/admin/scholarships",
    },
    context.get(loggerContext),
  );
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormOnNetworkError(serverAction, "There was an error with your request.");
}

export const shouldRevalidate = noReloadAfterFailedSave;

const FREQUENCY_OPTIONS = Object.entries(FREQUENCIES).map(([value, words]) => ({
  value,
  label: words[0].toUpperCase() + words.slice(1),
}));

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

export default function ScholarshipForm({ loaderData, actionData }: Route.ComponentProps) {
  const { scholarship, lastChange } = loaderData;
  const [form, fields] = useAdminForm(scholarshipInputSchema, actionData, { defaultValue: scholarship });
  return (
    <FormFrame
      title={scholarship ? "Edit Scholarship" : "Add Scholarship"}
      backTo="/admin/scholarships"
      backLabel="Scholarships"
      intro="Shown on /Scholarship. Leave the dates empty until the provider announces them: the site then says the dates are not announced, never that applications are open."
    >
      {lastChange ? (
        <p className="mb-4 text-sm text-slate-600">
          Last changed by {lastChange.by}, {formatDate(lastChange.on)}.
        </p>
      ) : null}
      <AdminForm form={form} answer={actionData}>
        <Section title="Scholarship">
          <TextField field={fields.title} label="Name" wide />
          <TextField field={fields.slug} label="Short name (letters, digits, hyphens)" placeholder="inspire-she" />
          <TextField field={fields.provider} label="Provider" />
          <TextField field={fields.amount} label="Amount, as the provider states it" placeholder="₹12,000 a year" />
          <TextField
            field={fields.amountRupees}
            label="Amount in rupees, the highest figure"
            placeholder="12000"
            hint="A whole number. Leave empty if the provider gives no figure."
          />
          <ChoiceField
            field={fields.frequency}
            label="How often it is paid"
            empty="Not stated"
            options={FREQUENCY_OPTIONS}
          />
          <TextField field={fields.awards} label="Number of awards" placeholder="82,000" />
          <ChoiceField field={fields.type} label="Type" required empty="Select a type" options={SCHOLARSHIP_TYPES} />
          <TextField field={fields.level} label="Level" placeholder="Undergraduate and Postgraduate" />
          <ChoiceField
            field={fields.internationalEligible}
            label="Students who are not Indian citizens may apply"
            required
            empty="Select"
            options={YES_NO}
          />
          <TextField field={fields.officialUrl} label="Official page" type="url" placeholder="https://" wide />
        </Section>
        <WhoMayApply fields={fields} />
        <Section title="Applications">
          <TextField field={fields.opensOn} label="Applications open on" type="date" />
          <TextField field={fields.closesOn} label="Last day to apply" type="date" />
          <TextField field={fields.checkedOn} label="Checked against the provider's notice on" type="date" />
        </Section>
        <SaveButton label={scholarship ? "Save changes" : "Add Scholarship"} />
      </AdminForm>
    </FormFrame>
  );
}
