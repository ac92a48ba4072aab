// The nine-step review form, on the one form pipeline (decision 044). Without JavaScript it is one long form
// that posts everything at once, and the action's refusal comes back on the fields. Once the page is
// interactive it shows one step at a time: "Save and continue" sends the form to Conform, which checks the
// step on screen with that step's schema; "Submit review" checks the whole review with the action's schema,
// then posts it. The form's values, the steps done and the step on screen are kept in this browser
// (review-draft.ts), so the student can go back to any completed step or finish the review later.
import type { SubmissionResult } from "@conform-to/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { reviewSteps, stepOfField } from "../../../domain/reviews/review-steps.ts";
import { type FormSubmission, parseForm, parseWith, shownErrors } from "../../lib/checked-form.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useSearchSuggestions } from "../../lib/use-search-suggestions.ts";
import { primaryButton, secondaryButton } from "../content/content-links.ts";
import { CheckedForm, type FieldMeta } from "../forms/checked-form.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { type Submitter, useParsedForm } from "../forms/use-checked-form.ts";
import { clearDraft, loadDraft, saveDraft } from "./review-draft.ts";
import { ReviewStepFields } from "./review-step-fields.tsx";
import { StepNav } from "./step-nav.tsx";

import type { reviewFormSchema, stepSchemas } from "../../../domain/reviews/reviews.schema.ts";

type Schemas = { reviewFormSchema: typeof reviewFormSchema; stepSchemas: typeof stepSchemas };

// zod is about a third of this page's script, so the schemas load on the first interaction with the form
// rather than with the page. The server checks everything again on submit.
let schemas: Schemas | undefined;
let loading: Promise<Schemas> | undefined;
const loadSchemas = () => (loading ??= import("../../../domain/reviews/reviews.schema.ts").then((m) => (schemas = m)));

/** The value of "Save and continue": the form checks the step on screen instead of the whole review. */
const NEXT = "next-step";
/** A field marked wrong: a text field, or a radio button of a rating group with an error */
const INVALID = "[aria-invalid='true'], fieldset[aria-describedby$='-error'] input";

interface Props {
  colleges: string[];
  /** The academic years the "What you paid" step offers */
  feeYears: readonly string[];
  /** The college the page was opened for (its name, and its institution when a college page linked here) */
  initialValues: Record<string, string>;
  /** The action's answer to the last post that was refused */
  lastResult?: SubmissionResult<string>;
}

export function ReviewWizard(props: Props) {
  const interactive = useHydrated();
  // The interactive form starts afresh (and reads the saved draft) once scripts run.
  return <ReviewForm key={interactive ? "interactive" : "static"} interactive={interactive} {...props} />;
}

function startingState(interactive: boolean, initialValues: Record<string, string>, refused: boolean) {
  const draft = interactive && !refused ? loadDraft() : undefined;
  if (!draft) return { values: initialValues, completed: [] as number[], current: 0 };
  // A college picked with the search box wins over the one in an older draft.
  const picked = Object.fromEntries(Object.entries(initialValues).filter(([, v]) => v !== ""));
  return { values: { ...draft.values, ...picked }, completed: draft.completed, current: draft.current };
}

const focusIn = (panel: RefObject<HTMLElement | null>, selector: string) =>
  requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>(selector)?.focus());
const firstStepWithError = (names: string[]) => Math.min(...names.map(stepOfField));
const stringValues = (value: unknown) =>
  Object.fromEntries(Object.entries(value ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"));

function ReviewForm({ interactive, colleges, feeYears, initialValues, lastResult }: Props & { interactive: boolean }) {
  const [start] = useState(() => startingState(interactive, initialValues, lastResult !== undefined));
  const [completed, setCompleted] = useState<number[]>(start.completed);
  const [current, setCurrent] = useState(start.current);
  // The step on screen, for the check Conform runs in an event
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
  }, [current]);
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const submitting = useNavigation().state === "submitting";

  // The browser's check: the whole review when "Submit review" sends it, else the step on screen ("Save and
  // continue", and a field checked again while it is corrected). Before the schemas have loaded, a press
  // waits for them and is made again.
  const check = (formData: FormData, submitter: Submitter): FormSubmission<unknown> => {
    const pressed = submitter !== null && submitter.name === "" ? submitter : undefined; // not one of Conform's
    if (!schemas) {
      if (pressed) void loadSchemas().then(() => formRef.current?.requestSubmit(pressed));
      return parseWith(formData, () => ({ error: {} }));
    }
    const whole = pressed !== undefined && pressed.value !== NEXT;
    return parseForm(formData, whole ? schemas.reviewFormSchema : schemas.stepSchemas[currentRef.current]);
  };

  const [form, fields] = useParsedForm(check, lastResult, {
    defaultValue: start.values,
    onSubmit: (event) => {
      if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") !== NEXT) return; // sent to the action
      event.preventDefault();
      setCompleted((c) => (c.includes(current) ? c : [...c, current]));
      goTo(current + 1);
    },
  });
  const [institution, setInstitution] = useState(() => String(fields.institution.initialValue ?? ""));
  // The college's name as typed: the site search suggests any institution of the catalogue for it, and one
  // picked from the suggestions is sent with its slug (the hidden `institution`).
  const [collegeTyped, setCollegeTyped] = useState("");
  const { results } = useSearchSuggestions(collegeTyped, interactive);
  const suggestions = results.flatMap((r) =>
    r.type === "institution" && r.url.startsWith("/college/")
      ? [{ name: r.name, place: r.place, slug: r.url.slice("/college/".length) }]
      : [],
  );

  const goTo = (index: number) => {
    setCurrent(index);
    // The new step starts unchecked: its fields are checked when it is sent. (After the submit event is over:
    // the browser ignores a form's submit while it is still sending the last.)
    setTimeout(() => form.update({ validated: false }));
    focusIn(panelRef, `#review-step-${reviewSteps[index].key}`); // screen readers announce the new step
  };

  // A refusal (the whole review's check, or the server's answer) about an earlier step: show that step.
  const errorNames = Object.keys(shownErrors(form.allErrors)).join(" ");
  const [seenErrors, setSeenErrors] = useState(errorNames);
  const [jumps, setJumps] = useState(0);
  if (errorNames !== seenErrors) {
    setSeenErrors(errorNames);
    if (interactive && errorNames !== "") {
      const first = firstStepWithError(errorNames.split(" "));
      setCompleted((c) => c.filter((i) => i < first));
      if (first !== current) {
        setCurrent(first);
        setJumps((n) => n + 1);
      }
    }
  }
  useEffect(() => {
    if (jumps > 0) focusIn(panelRef, INVALID);
  }, [jumps]);

  const values = form.value;
  useEffect(() => {
    if (interactive) saveDraft({ values: { ...stringValues(values), institution }, completed, current });
  }, [interactive, values, institution, completed, current]);

  const startOver = () => {
    clearDraft();
    setInstitution("");
    setCompleted([]);
    form.update({ value: {}, validated: false });
    goTo(0);
  };

  const last = current === reviewSteps.length - 1;
  return (
    <CheckedForm
      form={form}
      ref={formRef}
      onFocus={() => void loadSchemas()}
      onPointerDown={() => void loadSchemas()}
      // A college picked by its page (the hidden `institution`) no longer holds once its name is changed; a name
      // picked from the suggestions brings its own.
      onInput={(event) => {
        const input = event.target as HTMLInputElement;
        if (input.name !== fields.collegeName.name) return;
        const named = suggestions.filter((s) => s.name.toLowerCase() === input.value.trim().toLowerCase());
        setInstitution(named.length === 1 ? named[0].slug : "");
        setCollegeTyped(input.value);
      }}
      aria-label="Write a review"
      className="rounded-2xl bg-white p-5 shadow-sm sm:p-8"
    >
      {interactive ? <StepNav current={current} completed={completed} onSelect={goTo} /> : null}
      <div ref={panelRef}>
        {reviewSteps.map((step, i) => (
          <fieldset
            key={step.key}
            hidden={interactive && i !== current}
            aria-labelledby={`review-step-${step.key}`}
            className="mt-6 border-t border-slate-100 pt-6 first:mt-0 first:border-0 first:pt-0"
          >
            <h3
              id={`review-step-${step.key}`}
              tabIndex={-1}
              className="text-xl font-bold text-brand-900 focus:outline-none"
            >
              Step {step.number} of {reviewSteps.length}: {step.title}
            </h3>
            <div className="mt-4">
              <ReviewStepFields
                step={step}
                fields={fields as unknown as Record<string, FieldMeta>}
                colleges={colleges}
                suggestions={suggestions}
                institution={institution}
                feeYears={feeYears}
              />
            </div>
          </fieldset>
        ))}
      </div>
      {/* Honeypot: hidden from people, filled in by bots; the action drops such reviews. */}
      <input type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
      <div className="mt-8 flex flex-wrap gap-3">
        {interactive && current > 0 ? (
          <button type="button" onClick={() => goTo(current - 1)} className={secondaryButton}>
            Back
          </button>
        ) : null}
        {/* Separate keys: otherwise React turns the clicked "Save and continue" of step 7 into the submit
            button before the browser has finished the click, which then submits the unfinished step 8. */}
        {interactive && !last ? (
          <button key="next" type="submit" value={NEXT} className={primaryButton}>
            Save and continue
          </button>
        ) : (
          <SubmitButton
            key="submit"
            busy={submitting}
            label="Submit review"
            busyLabel="Submitting…"
            className={`${primaryButton} disabled:opacity-60`}
          />
        )}
      </div>
      {interactive ? (
        <p className="mt-4 text-sm text-slate-600">
          Your answers are saved in this browser as you go, so you can finish the review later.{" "}
          <button type="button" className="font-semibold text-brand-700 underline" onClick={startOver}>
            Start over
          </button>
        </p>
      ) : null}
    </CheckedForm>
  );
}
