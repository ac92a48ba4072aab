// The eight-step review form. Without JavaScript it is one long form that posts everything at once.
// Once the page is interactive it shows one step at a time, checks each step before moving on, keeps
// progress in this browser (review-draft.ts) and lets the student go back to any completed step.
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { reviewSteps, stepOfField } from "../../../domain/reviews/review-steps.ts";
import type { FieldErrors } from "../../../domain/errors.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { primaryButton, secondaryButton } from "../content/content-links.ts";
import { clearDraft, loadDraft, saveDraft } from "./review-draft.ts";
import { ReviewStepFields } from "./review-step-fields.tsx";
import { StepNav } from "./step-nav.tsx";

type Validate = (index: number, values: Record<string, string>) => FieldErrors;

// zod is about a third of this page's script, so the step checks load on the first interaction with the
// form rather than with the page. The server checks everything again on submit.
let validator: Promise<Validate> | undefined;
const loadValidator = () =>
  (validator ??= import("../../../domain/reviews/reviews.schema.ts").then((m) => m.validateStep));

interface Props {
  colleges: string[];
  initialValues: Record<string, string>;
  /** Errors the server found in the last submission */
  serverErrors?: FieldErrors;
}

export function ReviewWizard(props: Props) {
  const interactive = useHydrated();
  // The interactive form starts afresh (and reads the saved draft) once scripts run.
  return <ReviewForm key={interactive ? "interactive" : "static"} interactive={interactive} {...props} />;
}

function startingState(interactive: boolean, initialValues: Record<string, string>, serverErrors?: FieldErrors) {
  const draft = interactive ? loadDraft() : undefined;
  if (serverErrors) return { values: initialValues, completed: [], current: firstStepWithError(serverErrors) };
  if (!draft) return { values: initialValues, completed: [] as number[], current: 0 };
  // A college picked with the search box wins over the one in an older draft.
  const picked = Object.fromEntries(Object.entries(initialValues).filter(([, v]) => v !== ""));
  return { values: { ...draft.values, ...picked }, completed: draft.completed, current: draft.current };
}

const firstStepWithError = (errors: FieldErrors) => Math.min(...Object.keys(errors).map(stepOfField));

function ReviewForm({ interactive, colleges, initialValues, serverErrors }: Props & { interactive: boolean }) {
  const [start] = useState(() => startingState(interactive, initialValues, serverErrors));
  const [values, setValues] = useState(start.values);
  const [completed, setCompleted] = useState<number[]>(start.completed);
  const [current, setCurrent] = useState(start.current);
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  const panelRef = useRef<HTMLDivElement>(null);
  const validateRef = useRef<Validate | undefined>(undefined);
  const submitting = useNavigation().state === "submitting";

  // New errors from the server (a submission with JavaScript): show them on the first step concerned.
  if (serverErrors && serverErrors !== shownServerErrors) {
    const first = firstStepWithError(serverErrors);
    setShownServerErrors(serverErrors);
    setErrors(serverErrors);
    setCurrent(first);
    setCompleted((c) => c.filter((i) => i < first));
  }

  useEffect(() => {
    if (interactive) saveDraft({ values, completed, current });
  }, [interactive, values, completed, current]);

  const prepare = () => void loadValidator().then((v) => (validateRef.current = v));
  const focusFirst = (selector: string) =>
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>(selector)?.focus());

  const goTo = (index: number) => {
    setCurrent(index);
    setErrors({});
    focusFirst(`#review-step-${reviewSteps[index].key}`); // screen readers announce the new step
  };

  const next = async () => {
    const validate = (validateRef.current ??= await loadValidator());
    const stepErrors = validate(current, values);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0)
      return focusFirst("[aria-invalid='true'], [aria-describedby$='-error'] input");
    setCompleted((c) => (c.includes(current) ? c : [...c, current]));
    goTo(current + 1);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const validate = validateRef.current;
    if (!validate) return; // not loaded yet: the server's checks answer instead
    const failing = reviewSteps.findIndex((_, i) => Object.keys(validate(i, values)).length > 0);
    if (failing === -1) return;
    event.preventDefault();
    setCurrent(failing);
    setErrors(validate(failing, values));
    focusFirst("[aria-invalid='true'], [aria-describedby$='-error'] input");
  };

  const onChange = (name: string, value: string) => {
    // A college picked by its page (the hidden `institution`) no longer holds once its name is changed.
    setValues((v) => ({ ...v, [name]: value, ...(name === "collegeName" ? { institution: "" } : {}) }));
    if (errors[name]) setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  const startOver = () => {
    clearDraft();
    setValues({});
    setCompleted([]);
    goTo(0);
  };

  const last = current === reviewSteps.length - 1;
  return (
    <Form
      method="post"
      noValidate={interactive}
      onSubmit={onSubmit}
      onFocus={prepare}
      onPointerDown={prepare}
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
              Step {step.number} of 8: {step.title}
            </h3>
            <div className="mt-4">
              <ReviewStepFields step={step} values={values} errors={errors} colleges={colleges} onChange={onChange} />
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
          <button key="next" type="button" onClick={() => void next()} className={primaryButton}>
            Save and continue
          </button>
        ) : (
          <button key="submit" type="submit" disabled={submitting} className={`${primaryButton} disabled:opacity-60`}>
            {submitting ? "Submitting…" : "Submit review"}
          </button>
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
    </Form>
  );
}
