// The college predictor's form: a plain GET form, so it works without JavaScript and its answer has an
// address to share. Every field shows without JavaScript, each hint saying which exam it is for; with
// JavaScript, choosing the exam hides the fields that exam does not use (and leaves them out of the address),
// and the category and PwD ranks show only for a category other than OPEN and with the PwD box ticked.
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import {
  baseCategories,
  baseCategory,
  EXAMS,
  type Exam,
  exams,
  instituteTypes,
  mhtcetCategories,
  mhtcetCategoryLabels,
  predictorSortLabels,
  predictorSorts,
  stateCategoryChoices,
} from "../../../domain/cutoffs/exams.ts";
import type { PREDICTOR_FIELDS } from "../../../web/page-query.ts";
import { STATES } from "../../../domain/states.ts";
import type { FieldErrors } from "../../../domain/errors.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { primaryButton } from "../content/content-links.ts";
import { Checkbox, isOn } from "../forms/checkbox-field.tsx";
import { CetBoxes, HomeUniversitySelect } from "../forms/mhtcet-questions.tsx";
import { SelectField } from "../forms/select-field.tsx";
import { Field, FieldError, inputClass } from "../ui/field.tsx";

/** The form's values as the address carries them (see app/lib/predictor.server.ts predictorFields). */
type PredictorFormValues = Record<(typeof PREDICTOR_FIELDS)[number], string>;

const examChoices: Record<Exam, string> = {
  "jee-main": "JEE Main — NITs, IIITs, GFTIs",
  "jee-advanced": "JEE Advanced — IITs",
  "neet-ug": "NEET-UG — MCC all-India quota",
  "mht-cet": "MHT-CET — Maharashtra CAP",
  kcet: "KCET — Karnataka (KEA)",
  comedk: "COMEDK UGET — Karnataka private colleges",
  keam: "KEAM — Kerala (CEE)",
  wbjee: "WBJEE — West Bengal (WBJEEB)",
  gujcet: "GUJCET — Gujarat (ACPC)",
};

/** The state exams' category selects: the page field, the exam, and the body whose categories it lists. */
const STATE_CATEGORY_SELECTS = [
  { name: "kcetCategory", exam: "kcet", body: "kcet", hint: "KCET only: your KEA category (GM when General Merit)." },
  { name: "keamCategory", exam: "keam", body: "keam", hint: "KEAM only: State Merit or your community category." },
  {
    name: "wbjeeCategory",
    exam: "wbjee",
    body: "wbjee",
    hint: "WBJEE only: reserved seats are for West Bengal's candidates.",
  },
  { name: "gujcetCategory", exam: "gujcet", body: "acpc", hint: "GUJCET only: your ACPC category." },
] as const;

const SEAT_POOLS = [
  { value: "neutral", label: "Gender-neutral seats" },
  { value: "female", label: "Female: gender-neutral and female-only seats" },
];

const isExam = (value: string): value is Exam => (exams as readonly string[]).includes(value);

interface Props {
  values: PredictorFormValues;
  errors?: FieldErrors;
}

export function PredictorForm({ values, errors = {} }: Props) {
  const hydrated = useHydrated();
  const [exam, setExam] = useState<Exam | "">(isExam(values.exam) ? values.exam : "");
  const [category, setCategory] = useState(baseCategory(values.category || "OPEN"));
  const [pwd, setPwd] = useState(isOn(values.pwd));
  const examSelect = useRef<HTMLSelectElement>(null);
  // A select's id, name, message and the value the address gave it
  const own = (name: "category" | "gender" | "homeState" | "instituteType" | "state" | "sort") => ({
    id: name,
    name,
    error: errors[name],
    defaultValue: values[name],
  });
  const stateSelect = (name: "homeState" | "state", empty: string) => ({ ...own(name), empty, options: STATES });
  // A choice made before JavaScript ran (or restored by the browser) is read once it runs.
  useEffect(() => {
    const chosen = examSelect.current?.value ?? "";
    setExam(isExam(chosen) ? chosen : "");
  }, []);
  // Before JavaScript runs (or without it) every field shows; after, only the chosen exam's.
  const shows = (...forExams: Exam[]) => !hydrated || exam === "" || forExams.includes(exam);
  const info = exam ? EXAMS[exam] : undefined;
  const rankHint = info ? (
    info.rankHelp
  ) : (
    <>
      {exams.map((e) => (
        <span key={e} className="block">
          <strong className="font-semibold">{EXAMS[e].label}:</strong> {EXAMS[e].rankHelp}
        </span>
      ))}
    </>
  );
  const josaaLike = shows("jee-main", "jee-advanced", "neet-ug");
  const jee = shows("jee-main", "jee-advanced");
  const cet = shows("mht-cet");
  const neet = shows("neet-ug");
  const kcet = shows("kcet");
  const feeWaiver = shows("mht-cet", "gujcet", "wbjee", "jee-main");
  // The category's and the PwD ranks: every one without JavaScript, only those that apply with it.
  const categoryRank = jee && (!hydrated || category !== "OPEN");
  const pwdRank = jee && (!hydrated || pwd);
  const categoryPwdRank = pwdRank && (!hydrated || category !== "OPEN");
  const rankInput = (name: "categoryRank" | "pwdRank" | "categoryPwdRank", shown: boolean) => (aria: object) => (
    <input
      {...aria}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      defaultValue={values[name]}
      disabled={!shown}
      className={inputClass}
    />
  );
  return (
    <Form
      method="get"
      action="/college-predictor"
      className="grid gap-5 sm:grid-cols-2"
      aria-labelledby="predictor-heading"
      noValidate
    >
      {errors.form || errors.query ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {errors.form ?? errors.query}
        </p>
      ) : null}
      <SelectField
        id="exam"
        name="exam"
        label="Exam"
        error={errors.exam}
        hint="The exam whose rank you are entering."
        selectRef={examSelect}
        defaultValue={isExam(values.exam) ? values.exam : ""}
        onChange={(value) => setExam(isExam(value) ? value : "")}
        required
        empty="Choose your exam"
        options={exams.map((e) => ({ value: e, label: examChoices[e] }))}
      />
      <Field
        id="rank"
        label={exam === "mht-cet" ? "Merit rank (or give your percentile)" : jee && exam ? "CRL rank" : "Rank"}
        error={errors.rank}
        hint={rankHint}
      >
        {(aria) => (
          <input
            {...aria}
            name="rank"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.rank}
            className={inputClass}
          />
        )}
      </Field>
      <div hidden={!cet}>
        <Field
          id="percentile"
          label="Percentile (MHT-CET only)"
          error={errors.percentile}
          hint="MHT-CET only: your percentile, such as 97.85, instead of your merit rank."
        >
          {(aria) => (
            <input
              {...aria}
              name="percentile"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values.percentile}
              disabled={!cet}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div hidden={!josaaLike}>
        <SelectField
          {...own("category")}
          label="Category"
          hint="JEE Main (and its OJEE seats), JEE Advanced and NEET-UG. JEE: OPEN seats are compared with your CRL rank, your category's seats with your category rank."
          defaultValue={baseCategory(values.category || "OPEN")}
          onChange={(value) => setCategory(value)}
          disabled={!josaaLike}
          options={baseCategories}
        />
      </div>
      <div hidden={!categoryRank}>
        <Field
          id="categoryRank"
          label="Category rank (JEE)"
          error={errors.categoryRank}
          hint="Only if your category is not OPEN: your EWS, OBC-NCL, SC or ST rank as your scorecard prints it."
        >
          {rankInput("categoryRank", categoryRank)}
        </Field>
      </div>
      <div hidden={!cet}>
        <SelectField
          id="cetCategory"
          name="cetCategory"
          label="Category (MHT-CET)"
          error={errors.cetCategory}
          hint="MHT-CET only. Your seat-type codes are built from your answers: your category's and OPEN seats."
          defaultValue={values.cetCategory || "OPEN"}
          disabled={!cet}
          options={mhtcetCategories.map((value) => ({ value, label: mhtcetCategoryLabels[value] }))}
        />
      </div>
      <div hidden={!cet}>
        <HomeUniversitySelect values={values} errors={errors} disabled={!cet} />
      </div>
      {STATE_CATEGORY_SELECTS.map((select) => {
        const shown = shows(select.exam);
        return (
          <div key={select.name} hidden={!shown}>
            <SelectField
              id={select.name}
              name={select.name}
              label={`Category (${EXAMS[select.exam].label})`}
              error={errors[select.name]}
              hint={select.hint}
              defaultValue={values[select.name]}
              disabled={!shown}
              options={stateCategoryChoices(select.body)}
            />
          </div>
        );
      })}
      <div hidden={!kcet} className="grid gap-3 sm:col-span-2">
        <Checkbox
          name="kannadaMedium"
          label="I studied in Kannada medium (KCET)"
          hint="KCET only: also the Kannada-medium (K) seats of your category."
          checked={isOn(values.kannadaMedium)}
          disabled={!kcet}
          error={errors.kannadaMedium}
        />
        <Checkbox
          name="rural"
          label="I studied in a rural area (KCET)"
          hint="KCET only: also the rural (R) seats of your category."
          checked={isOn(values.rural)}
          disabled={!kcet}
          error={errors.rural}
        />
      </div>
      <div hidden={!cet} className="grid gap-3 sm:col-span-2">
        <CetBoxes values={values} errors={errors} disabled={!cet} />
      </div>
      <div hidden={!feeWaiver} className="sm:col-span-2">
        <Checkbox
          name="feeWaiver"
          label="I qualify for tuition-fee-waiver seats"
          hint="MHT-CET (TFWS), GUJCET (TFWS), WBJEE, and JEE Main's OJEE seats (TFW): for families under the body's income limit."
          checked={isOn(values.feeWaiver)}
          disabled={!feeWaiver}
          error={errors.feeWaiver}
        />
      </div>
      <SelectField
        {...own("gender")}
        label="Seats open to you"
        hint="Female candidates also get the female-only (supernumerary, ladies') seats."
        defaultValue={values.gender || "neutral"}
        options={SEAT_POOLS}
      />
      <SelectField
        {...stateSelect("homeState", "Not given")}
        label="Home state (domicile)"
        hint="JEE Main: NITs' home-state quota and OJEE's; WBJEE: West Bengal's home-state seats. NEET-UG: the Delhi and Puducherry quotas. Optional."
      />
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id="pwd"
            name="pwd"
            type="checkbox"
            value="on"
            defaultChecked={isOn(values.pwd)}
            onChange={(event) => setPwd(event.currentTarget.checked)}
            className="mt-1 size-5 rounded border-slate-400 accent-brand-700"
            aria-describedby={`pwd-hint${errors.pwd ? " pwd-error" : ""}`}
            aria-invalid={errors.pwd ? true : undefined}
          />
          <div>
            <label htmlFor="pwd" className="text-sm font-semibold text-slate-800">
              I am a person with a disability (PwD)
            </label>
            <p id="pwd-hint" className="mt-1 text-sm text-slate-600">
              Opens the PwD seats: JEE compares them with your PwD ranks below; NEET-UG adds the PwD seats of OPEN and
              of your category; MHT-CET and WBJEE add their PwD seats. The KCET, COMEDK, KEAM and GUJCET lists held
              print none.
            </p>
            <FieldError id="pwd-error" error={errors.pwd} />
          </div>
        </div>
      </div>
      <div hidden={!pwdRank}>
        <Field
          id="pwdRank"
          label="CRL-PwD rank (JEE)"
          error={errors.pwdRank}
          hint="Only with the PwD box ticked: your CRL-PwD rank, compared with OPEN (PwD) seats."
        >
          {rankInput("pwdRank", pwdRank)}
        </Field>
      </div>
      <div hidden={!categoryPwdRank}>
        <Field
          id="categoryPwdRank"
          label="Category-PwD rank (JEE)"
          error={errors.categoryPwdRank}
          hint="Only with the PwD box ticked and a category other than OPEN: your category's PwD rank."
        >
          {rankInput("categoryPwdRank", categoryPwdRank)}
        </Field>
      </div>
      <div hidden={!neet} className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id="governmentOnly"
            name="governmentOnly"
            type="checkbox"
            value="on"
            defaultChecked={isOn(values.governmentOnly)}
            disabled={!neet}
            className="mt-1 size-5 rounded border-slate-400 accent-brand-700"
            aria-describedby={`governmentOnly-hint${errors.governmentOnly ? " governmentOnly-error" : ""}`}
            aria-invalid={errors.governmentOnly ? true : undefined}
          />
          <div>
            <label htmlFor="governmentOnly" className="text-sm font-semibold text-slate-800">
              Government seats only (NEET-UG)
            </label>
            <p id="governmentOnly-hint" className="mt-1 text-sm text-slate-600">
              Leaves out deemed-university and other paid seats, whose fees are usually far higher.
            </p>
            <FieldError id="governmentOnly-error" error={errors.governmentOnly} />
          </div>
        </div>
      </div>
      <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="px-1 text-sm font-bold text-slate-800">Narrow the list (optional)</legend>
        <div hidden={!jee}>
          <SelectField
            {...own("instituteType")}
            label="Institute type"
            hint="JEE only: JEE Main for NIT, IIIT, GFTI; JEE Advanced for IIT."
            disabled={!jee}
            empty="Any"
            options={instituteTypes}
          />
        </div>
        <SelectField
          {...stateSelect("state", "Any state")}
          label="Institute's state"
          hint="Only institutes in this state."
        />
        <Field
          id="branch"
          label="Branch or course words"
          error={errors.branch}
          hint="Such as “computer science”, “civil”, “MBBS”."
        >
          {(aria) => (
            <input
              {...aria}
              name="branch"
              type="text"
              autoComplete="off"
              defaultValue={values.branch}
              className={inputClass}
            />
          )}
        </Field>
        <SelectField
          {...own("sort")}
          label="Order"
          hint="Most sought seats within reach first: Likely and Possible seats with the lowest closing rank first, then Reach."
          defaultValue={values.sort || "best"}
          options={predictorSorts.map((value) => ({ value, label: predictorSortLabels[value] }))}
        />
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton}>
          Show my colleges
        </button>
      </div>
    </Form>
  );
}
