// The mock allotment's form: a plain GET form (no JavaScript needed; the answer has its own address) with the
// predictor's candidate fields, the choice list kept in a hidden field, and the search that adds choices.
import { Form } from "react-router";
import { EXAMS, mockExams } from "../../../domain/cutoffs/exams.ts";
import { STATES } from "../../../domain/states.ts";
import type { FieldErrors } from "../../../domain/errors.ts";
import { primaryButton, secondaryButton } from "../content/content-links.ts";
import { Checkbox, isOn } from "../forms/checkbox-field.tsx";
import { CetBoxes, HomeUniversitySelect } from "../forms/mhtcet-questions.tsx";
import { SelectField } from "../forms/select-field.tsx";
import { Field, inputClass } from "../ui/field.tsx";
import { MOCK_ALLOTMENT_PATH, type MockAddressValues } from "./address.ts";

interface Props {
  values: MockAddressValues & { c: string };
  errors: FieldErrors;
}

export function MockForm({ values, errors }: Props) {
  const text = (
    name: "rank" | "crlRank" | "categoryRank" | "pwdRank" | "categoryPwdRank" | "percentile" | "category",
    label: string,
    hint: string,
    mode: "numeric" | "decimal" | "text",
  ) => (
    <Field id={name} label={label} error={errors[name]} hint={hint}>
      {(aria) => (
        <input
          {...aria}
          name={name}
          type="text"
          inputMode={mode}
          autoComplete="off"
          defaultValue={values[name]}
          className={inputClass}
        />
      )}
    </Field>
  );
  return (
    <Form
      method="get"
      action={MOCK_ALLOTMENT_PATH}
      className="grid gap-5 sm:grid-cols-2"
      aria-labelledby="mock-form-heading"
      noValidate
    >
      <SelectField
        id="exam"
        name="exam"
        label="Exam"
        error={errors.exam}
        defaultValue={values.exam}
        required
        empty="Choose your exam"
        hint="JoSAA, MCC and the CET Cell are replayed round by round; the state counselling bodies are in the predictor only."
        options={mockExams.map((e) => ({ value: e, label: `${EXAMS[e].label} (${EXAMS[e].source})` }))}
      />
      {text("crlRank", "CRL rank (JEE)", "JEE: your common rank list (CRL) rank, compared with OPEN seats.", "numeric")}
      {text(
        "categoryRank",
        "Category rank (JEE)",
        "JEE, only if your category is not OPEN: your EWS, OBC-NCL, SC or ST rank, compared with that category's seats.",
        "numeric",
      )}
      {text(
        "pwdRank",
        "CRL-PwD rank (JEE)",
        "JEE, only with the PwD box ticked: compared with OPEN (PwD) seats.",
        "numeric",
      )}
      {text(
        "categoryPwdRank",
        "Category-PwD rank (JEE)",
        "JEE, only with the PwD box ticked and a category other than OPEN.",
        "numeric",
      )}
      {text(
        "rank",
        "Rank (NEET-UG, MHT-CET)",
        "NEET-UG: your All-India Rank; MHT-CET: your merit rank (or give your percentile).",
        "numeric",
      )}
      {text(
        "percentile",
        "Percentile (MHT-CET only)",
        "MHT-CET only: your percentile instead of your merit rank.",
        "decimal",
      )}
      {text(
        "category",
        "Category (seat type)",
        "JEE and NEET-UG: OPEN, EWS, OBC-NCL, SC, ST or their PwD forms such as OPEN (PwD); MHT-CET: OPEN, OBC, SC, ST, VJ, NT1, NT2, NT3 or SEBC (or a CET Cell code such as GOPENS). OPEN when left empty.",
        "text",
      )}
      <SelectField
        id="gender"
        name="gender"
        label="Seat pool"
        error={errors.gender}
        defaultValue={values.gender}
        options={[
          { value: "neutral", label: "Gender-neutral seats" },
          { value: "female", label: "Female: gender-neutral and female-only seats" },
        ]}
      />
      <SelectField
        id="homeState"
        name="homeState"
        label="Home state (domicile)"
        error={errors.homeState}
        defaultValue={values.homeState}
        empty="Not given"
        options={STATES}
        hint="Decides JoSAA's home-state and other-state quotas."
      />
      <HomeUniversitySelect values={values} errors={errors} />
      <div className="grid gap-3 sm:col-span-2">
        <Checkbox
          name="pwd"
          label="I have a disability certificate (PwD)"
          hint="Opens the PwD seats: JEE compares them with your PwD ranks above."
          checked={isOn(values.pwd)}
          error={errors.pwd}
        />
        <CetBoxes values={values} errors={errors} />
        <Checkbox
          name="feeWaiver"
          label="I qualify for a tuition fee waiver (MHT-CET)"
          hint="MHT-CET only: also the TFWS seats (family income under the CET Cell's limit)."
          checked={isOn(values.feeWaiver)}
          error={errors.feeWaiver}
        />
      </div>
      <input type="hidden" name="c" value={values.c} />
      <div className="sm:col-span-2">
        <Field
          id="q"
          label="Add a choice: institute or programme words"
          error={errors.q}
          hint="For example “tiruchirappalli mechanical” or “warangal computer”. Choose your exam first."
        >
          {(aria) => (
            <input {...aria} name="q" type="search" autoComplete="off" defaultValue={values.q} className={inputClass} />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className={secondaryButton}>
          Search programmes
        </button>
        <button type="submit" className={primaryButton}>
          Show my mock allotment
        </button>
      </div>
    </Form>
  );
}
