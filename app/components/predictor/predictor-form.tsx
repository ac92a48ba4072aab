// The college predictor's form: a plain GET form, so it works without JavaScript and its answer has an
// address to share. Every field shows without JavaScript, each hint saying which exam it is for; with
// JavaScript, choosing the exam hides the fields that exam does not use (and leaves them out of the address).
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import {
  EXAMS,
  type Exam,
  exams,
  instituteTypes,
  josaaCategories,
  mhtcetCategoryHelp,
} from "../../../domain/cutoffs/exams.ts";
import { STATES } from "../../../domain/states.ts";
import type { FieldErrors } from "../../../domain/errors.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { primaryButton } from "../content/content-links.ts";
import { Field, FieldError, inputClass } from "../ui/field.tsx";

/** The form's values as the address carries them (see app/lib/predictor.server.ts predictorFields). */
type PredictorFormValues = Record<
  | "exam"
  | "rank"
  | "percentile"
  | "category"
  | "cetCategory"
  | "gender"
  | "homeState"
  | "pwd"
  | "instituteType"
  | "state"
  | "branch",
  string
>;

const examChoices: Record<Exam, string> = {
  "jee-main": "JEE Main — NITs, IIITs, GFTIs",
  "jee-advanced": "JEE Advanced — IITs",
  "neet-ug": "NEET-UG — MCC all-India quota",
  "mht-cet": "MHT-CET — Maharashtra CAP",
};

const isExam = (value: string): value is Exam => (exams as readonly string[]).includes(value);

interface Props {
  values: PredictorFormValues;
  errors?: FieldErrors;
}

export function PredictorForm({ values, errors = {} }: Props) {
  const hydrated = useHydrated();
  const [exam, setExam] = useState<Exam | "">(isExam(values.exam) ? values.exam : "");
  const examSelect = useRef<HTMLSelectElement>(null);
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
      <Field id="exam" label="Exam" error={errors.exam} hint="The exam whose rank you are entering.">
        {(aria) => (
          <select
            {...aria}
            name="exam"
            className={inputClass}
            ref={examSelect}
            defaultValue={isExam(values.exam) ? values.exam : ""}
            onChange={(e) => setExam(isExam(e.target.value) ? e.target.value : "")}
            required
          >
            <option value="">Choose your exam</option>
            {exams.map((e) => (
              <option key={e} value={e}>
                {examChoices[e]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="rank"
        label={exam === "mht-cet" ? "Merit rank (or give your percentile)" : "Rank"}
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
        <Field
          id="category"
          label="Category (seat type)"
          error={errors.category}
          hint="JEE Main, JEE Advanced and NEET-UG: the seat type your rank is for. A PwD seat type also needs the PwD box ticked."
        >
          {(aria) => (
            <select
              {...aria}
              name="category"
              defaultValue={values.category || "OPEN"}
              disabled={!josaaLike}
              className={inputClass}
            >
              {josaaCategories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div hidden={!cet}>
        <Field
          id="cetCategory"
          label="MHT-CET seat type code"
          error={errors.cetCategory}
          hint={`MHT-CET only (GOPENS when left empty). ${mhtcetCategoryHelp}`}
        >
          {(aria) => (
            <input
              {...aria}
              name="cetCategory"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="GOPENS"
              defaultValue={values.cetCategory}
              disabled={!cet}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field
        id="gender"
        label="Seats open to you"
        error={errors.gender}
        hint="Female candidates also get the female-only (supernumerary, ladies') seats."
      >
        {(aria) => (
          <select {...aria} name="gender" defaultValue={values.gender || "neutral"} className={inputClass}>
            <option value="neutral">Gender-neutral seats</option>
            <option value="female">Female: gender-neutral and female-only seats</option>
          </select>
        )}
      </Field>
      <Field
        id="homeState"
        label="Home state (domicile)"
        error={errors.homeState}
        hint="JEE Main: NITs' home-state quota. NEET-UG: the Delhi and Puducherry quotas. Optional."
      >
        {(aria) => (
          <select {...aria} name="homeState" defaultValue={values.homeState} className={inputClass}>
            <option value="">Not given</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id="pwd"
            name="pwd"
            type="checkbox"
            value="on"
            defaultChecked={["on", "true", "1", "yes"].includes(values.pwd.toLowerCase())}
            className="mt-1 size-5 rounded border-slate-400 accent-brand-700"
            aria-describedby={`pwd-hint${errors.pwd ? " pwd-error" : ""}`}
            aria-invalid={errors.pwd ? true : undefined}
          />
          <div>
            <label htmlFor="pwd" className="text-sm font-semibold text-slate-800">
              I am a person with a disability (PwD)
            </label>
            <p id="pwd-hint" className="mt-1 text-sm text-slate-600">
              Opens the PwD seats: choose a PwD seat type for JEE; NEET-UG adds the PwD seats of your category.
            </p>
            <FieldError id="pwd-error" error={errors.pwd} />
          </div>
        </div>
      </div>
      <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="px-1 text-sm font-bold text-slate-800">Narrow the list (optional)</legend>
        <div hidden={!jee}>
          <Field
            id="instituteType"
            label="Institute type"
            error={errors.instituteType}
            hint="JEE only: JEE Main for NIT, IIIT, GFTI; JEE Advanced for IIT."
          >
            {(aria) => (
              <select
                {...aria}
                name="instituteType"
                defaultValue={values.instituteType}
                disabled={!jee}
                className={inputClass}
              >
                <option value="">Any</option>
                {instituteTypes.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field id="state" label="Institute's state" error={errors.state} hint="Only institutes in this state.">
          {(aria) => (
            <select {...aria} name="state" defaultValue={values.state} className={inputClass}>
              <option value="">Any state</option>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
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
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton}>
          Show my colleges
        </button>
      </div>
    </Form>
  );
}
