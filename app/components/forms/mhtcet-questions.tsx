// MHT-CET's questions beyond the category, asked alike by the predictor and the mock allotment: the home
// university (which colleges' H and O seats are the candidate's) and the EWS and defence boxes.
import type { FieldErrors } from "../../../domain/errors.ts";
import { mhtcetHomeUniversities } from "../../../domain/cutoffs/exams.ts";
import { Checkbox, isOn } from "./checkbox-field.tsx";
import { SelectField } from "./select-field.tsx";

interface Props {
  values: { homeUniversity: string; ews: string; defence: string };
  errors: FieldErrors;
  /** Left out of the address when another exam is chosen (the predictor's form with JavaScript) */
  disabled?: boolean;
}

export function HomeUniversitySelect({ values, errors, disabled }: Props) {
  return (
    <SelectField
      id="homeUniversity"
      name="homeUniversity"
      label="Home university (MHT-CET)"
      error={errors.homeUniversity}
      hint="MHT-CET only: the university of the place you passed class 12. H seats at its colleges, O seats at the others; without it, state-level (S) seats only."
      defaultValue={values.homeUniversity}
      disabled={disabled}
      empty="Not given"
      options={mhtcetHomeUniversities}
    />
  );
}

export function CetBoxes({ values, errors, disabled }: Props) {
  return (
    <>
      <Checkbox
        name="ews"
        label="I hold an EWS certificate (MHT-CET)"
        hint="MHT-CET only: also the EWS seats."
        checked={isOn(values.ews)}
        disabled={disabled}
        error={errors.ews}
      />
      <Checkbox
        name="defence"
        label="I am a defence candidate (MHT-CET)"
        hint="MHT-CET only: also the defence (DEF) seats of your category and of OPEN."
        checked={isOn(values.defence)}
        disabled={disabled}
        error={errors.defence}
      />
    </>
  );
}
