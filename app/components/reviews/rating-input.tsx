// A 1–5 rating as a group of radio buttons: works with a keyboard and without JavaScript.
import { FieldError } from "../ui/field.tsx";

const labels = ["Poor", "Fair", "Good", "Very good", "Excellent"];

interface Props {
  name: string;
  legend: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export function RatingInput({ name, legend, value, error, onChange }: Props) {
  const errorId = `review-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {labels.map((label, i) => {
          const v = String(i + 1);
          return (
            <label
              key={v}
              className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 transition hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-900"
            >
              <input
                type="radio"
                name={name}
                value={v}
                checked={value === v}
                required={i === 0}
                onChange={() => onChange(v)}
                className="sr-only"
              />
              {v} · {label}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} className="mt-2" />
    </fieldset>
  );
}
