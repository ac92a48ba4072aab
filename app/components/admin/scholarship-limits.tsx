// The staff scholarship form's "Who may apply": the finder's own questions (finder-terms.ts, the portal's list
// of states). A list left empty sets no limit, as an imported scholarship's empty list does in the finder's
// query, so the hints say what leaving it empty means.
import { GENDERS, LEVELS, ROW_CATEGORIES, STREAMS } from "../../../domain/scholarships/finder-terms.ts";
import { STATES } from "../../../domain/states.ts";
import type { FieldMeta } from "../forms/checked-form.tsx";
import { ChoicesField } from "../forms/choices-field.tsx";
import { TextField } from "../forms/checked-form.tsx";
import { Section } from "./form-kit.tsx";

const STATE_OPTIONS = Object.fromEntries(STATES.map((s) => [s, s]));

type LimitName = "levels" | "genders" | "categories" | "incomeCapRupees" | "states" | "streams" | "eligibility";

export function WhoMayApply({ fields }: { fields: Record<LimitName, FieldMeta> }) {
  return (
    <Section
      title="Who may apply"
      note="The scholarship finder shows this scholarship only to students who meet every limit set here."
    >
      <ChoicesField
        field={fields.levels}
        legend="Class or level"
        hint="Leave empty if open to every class and level."
        options={LEVELS}
      />
      <ChoicesField
        field={fields.genders}
        legend="Gender"
        hint="Leave empty if open to every gender."
        options={GENDERS}
      />
      <ChoicesField
        field={fields.categories}
        legend="Category"
        hint="Leave empty if open to every category. “Persons with a disability” admits a student who has one, whatever the category."
        options={ROW_CATEGORIES}
      />
      <TextField
        field={fields.incomeCapRupees}
        label="Family income a year, at most, in rupees"
        placeholder="250000"
        hint="A whole number (₹2.5 lakh is 250000). Leave empty if open to every income."
      />
      <ChoicesField
        field={fields.states}
        legend="State or union territory the student is from"
        hint="Leave empty if open to every state (all India)."
        options={STATE_OPTIONS}
        columns={3}
      />
      <ChoicesField
        field={fields.streams}
        legend="Stream"
        hint="Leave empty if open to every stream."
        options={STREAMS}
      />
      <TextField
        field={fields.eligibility}
        label="Eligibility, in words"
        multiline
        hint="As the provider's notice puts it: marks, year of study, anything the limits above do not say."
      />
    </Section>
  );
}
