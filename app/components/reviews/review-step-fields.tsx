// The inputs of one review step: its own fields (college, your details), a 1–5 rating and a text.
import {
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  ratingField,
  textField,
  type ReviewStepDefinition,
} from "../../../domain/reviews/review-steps.ts";
import { Field, FieldError } from "../ui/field.tsx";
import { RatingInput } from "./rating-input.tsx";

interface Props {
  step: ReviewStepDefinition;
  values: Record<string, string>;
  errors: Record<string, string>;
  colleges: string[];
  onChange: (name: string, value: string) => void;
}

const input =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-700";
const label = "font-semibold text-slate-900";

export function ReviewStepFields({ step, values, errors, colleges, onChange }: Props) {
  const v = (name: string) => values[name] ?? "";
  const text = textField(step.key);
  const length = v(text).trim().length;
  const textInput = (name: string, labelText: string, props: Record<string, unknown> = {}) => (
    <Field id={`review-${name}`} label={labelText} error={errors[name]} labelClassName={label}>
      {(aria) => (
        <input
          {...aria}
          name={name}
          value={v(name)}
          onChange={(e) => onChange(name, e.target.value)}
          className={input}
          {...props}
        />
      )}
    </Field>
  );

  return (
    <div className="space-y-6">
      {step.key === "college" ? (
        <>
          {textInput("collegeName", "College name", {
            required: true,
            minLength: 3,
            maxLength: 150,
            list: "review-college-options",
            autoComplete: "organization",
          })}
          <input type="hidden" name="institution" value={v("institution")} />
          <datalist id="review-college-options">
            {colleges.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          {textInput("courseName", "Course and branch (for example B.Tech Computer Science)", {
            required: true,
            minLength: 2,
            maxLength: 100,
          })}
        </>
      ) : null}
      <RatingInput
        name={ratingField(step.key)}
        legend={step.ratingLabel}
        value={v(ratingField(step.key))}
        error={errors[ratingField(step.key)]}
        onChange={(value) => onChange(ratingField(step.key), value)}
      />
      <Field
        id={`review-${text}`}
        label={step.textLabel}
        error={errors[text]}
        labelClassName={label}
        hint={
          <>
            {step.textRequired ? `At least ${REVIEW_TEXT_MIN} characters. ` : ""}
            {length} written. More detail earns more points.
          </>
        }
      >
        {(aria) => (
          <textarea
            {...aria}
            name={text}
            rows={5}
            value={v(text)}
            onChange={(e) => onChange(text, e.target.value)}
            required={step.textRequired}
            minLength={step.textRequired ? REVIEW_TEXT_MIN : undefined}
            maxLength={REVIEW_TEXT_MAX}
            className={input}
          />
        )}
      </Field>
      {step.key === "details" ? (
        <>
          {textInput("reviewerName", "Your full name", {
            required: true,
            minLength: 2,
            maxLength: 100,
            autoComplete: "name",
          })}
          {textInput("email", "Email address", { type: "email", required: true, autoComplete: "email" })}
          {textInput("phone", "Mobile number (optional)", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
          <div>
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="consent"
                checked={v("consent") === "on"}
                onChange={(e) => onChange("consent", e.target.checked ? "on" : "")}
                required
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? "review-consent-error" : undefined}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="text-slate-800">
                I studied at this college, this review is my own honest experience, and I agree that it may be published
                after moderation. I accept the{" "}
                <a href="/terms&condition" className="font-semibold text-brand-700 underline">
                  Terms of Use
                </a>{" "}
                and the{" "}
                <a href="/Privacy-Policy" className="font-semibold text-brand-700 underline">
                  Privacy Policy
                </a>
                .
              </span>
            </label>
            <FieldError id="review-consent-error" error={errors.consent} />
          </div>
        </>
      ) : null}
    </div>
  );
}
