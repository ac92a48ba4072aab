// The inputs of one review step: its own fields (college, your details), a 1–5 rating and a text, drawn by
// the forms' own TextField from Conform's field metadata, so a refusal shows on a field as on every form.
import { ChoiceField, type FieldMeta, TextField } from "../forms/checked-form.tsx";
import { admissionQuotas } from "../../../domain/reviews/review-fees.ts";
import { FEE_LIMITS } from "../../../domain/rupees.ts";
import { rupees } from "../../../domain/rupees.ts";
import {
  REVIEW_TEXT_MIN,
  ratingField,
  textField,
  type ReviewStepDefinition,
} from "../../../domain/reviews/review-steps.ts";
import { FieldError } from "../ui/field.tsx";
import { RatingInput } from "./rating-input.tsx";
import { useLocalPath } from "../../lib/i18n.ts";

interface Props {
  step: ReviewStepDefinition;
  fields: Record<string, FieldMeta>;
  colleges: string[];
  /** Institutions of the catalogue the site search suggests for the name typed (with scripts only) */
  suggestions: { name: string; place: string | null; slug: string }[];
  /** The institution picked with the college's name (its page's link), kept until the name is changed */
  institution: string;
  /** The academic years a student may report fees for, latest first */
  feeYears: readonly string[];
}

const label = "font-semibold text-slate-900";

export function ReviewStepFields({ step, fields, colleges, suggestions, institution, feeYears }: Props) {
  const local = useLocalPath();
  if (step.figuresOnly) return <FeeFields fields={fields} feeYears={feeYears} />;
  const text = fields[textField(step.key)];
  const written = typeof text.value === "string" ? text.value.trim().length : 0;
  const rating = fields[ratingField(step.key)];
  const consent = fields.consent;

  return (
    <div className="space-y-6">
      {step.key === "college" ? (
        <>
          <TextField
            field={fields.collegeName}
            label="College name"
            required
            list="review-college-options"
            autoComplete="organization"
            labelClassName={label}
          />
          <input type="hidden" name="institution" value={institution} />
          <datalist id="review-college-options">
            {suggestions.length > 0
              ? suggestions.map((c) => <option key={c.slug} value={c.name} label={c.place ?? undefined} />)
              : colleges.map((c) => <option key={c} value={c} />)}
          </datalist>
          <TextField
            field={fields.courseName}
            label="Course and branch (for example B.Tech Computer Science)"
            required
            labelClassName={label}
          />
        </>
      ) : null}
      <RatingInput field={rating} legend={step.ratingLabel} />
      <TextField
        field={text}
        label={step.textLabel}
        multiline
        rows={5}
        required={step.textRequired}
        labelClassName={label}
        hint={
          <>
            {step.textRequired ? `At least ${REVIEW_TEXT_MIN} characters. ` : ""}
            {written} written. More detail earns more points.
          </>
        }
      />
      {step.key === "details" ? (
        <>
          <TextField
            field={fields.reviewerName}
            label="Your full name"
            required
            autoComplete="name"
            labelClassName={label}
          />
          <TextField
            field={fields.email}
            label="Email address"
            type="email"
            required
            autoComplete="email"
            labelClassName={label}
          />
          <TextField
            field={fields.phone}
            label="Mobile number"
            type="tel"
            required={false}
            autoComplete="tel"
            labelClassName={label}
          />
          <div>
            <label className="flex items-start gap-3">
              <input
                key={consent.key}
                type="checkbox"
                name={consent.name}
                defaultChecked={consent.initialValue === "on"}
                required
                aria-invalid={consent.errors ? true : undefined}
                aria-describedby={consent.errors ? `${consent.id}-error` : undefined}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="text-slate-800">
                I studied at this college, this review is my own honest experience, and I agree that it may be published
                after moderation. I accept the{" "}
                <a href={local("/terms&condition")} className="font-semibold text-brand-700 underline">
                  Terms of Use
                </a>{" "}
                and the{" "}
                <a href={local("/Privacy-Policy")} className="font-semibold text-brand-700 underline">
                  Privacy Policy
                </a>
                .
              </span>
            </label>
            <FieldError id={`${consent.id}-error`} error={consent.errors} />
          </div>
        </>
      ) : null}
    </div>
  );
}

/** "What you paid": every field optional; a figure needs its academic year. */
function FeeFields({ fields, feeYears }: Pick<Props, "fields" | "feeYears">) {
  const range = (what: keyof typeof FEE_LIMITS) =>
    `Whole rupees a year, for example 1,50,000 (${rupees(FEE_LIMITS[what].min)} to ${rupees(FEE_LIMITS[what].max)}).`;
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        Optional. What you paid helps the next student plan. We publish only ranges, once at least three approved
        reviews give fees for the same course and year, never one student&apos;s figure; the fees are for the course you
        named in step 1.
      </p>
      <TextField
        field={fields.feeTuition}
        label="Tuition fee per year (₹)"
        required={false}
        placeholder="1,50,000"
        labelClassName={label}
        hint={range("tuition")}
      />
      <TextField
        field={fields.feeHostel}
        label="Hostel and mess per year (₹)"
        required={false}
        placeholder="90,000"
        labelClassName={label}
        hint={range("hostel")}
      />
      <ChoiceField
        field={fields.feeYear}
        label="Academic year of these fees (optional)"
        empty="Choose a year"
        options={feeYears}
        labelClassName={label}
      />
      <ChoiceField
        field={fields.feeQuota}
        label="Quota or category you were admitted in (optional)"
        empty="Prefer not to say"
        options={admissionQuotas}
        labelClassName={label}
      />
    </div>
  );
}
