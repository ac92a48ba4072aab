// A 1–5 rating as a group of radio buttons: works with a keyboard and without JavaScript.
import type { FieldMeta } from "../forms/checked-form.tsx";
import { FieldError } from "../ui/field.tsx";

const labels = ["Poor", "Fair", "Good", "Very good", "Excellent"];

export function RatingInput({ field, legend }: { field: FieldMeta; legend: string }) {
  const errorId = `${field.id}-error`;
  return (
    <fieldset aria-describedby={field.errors ? errorId : undefined}>
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
                key={field.key}
                type="radio"
                name={field.name}
                value={v}
                defaultChecked={field.initialValue === v}
                required={i === 0}
                className="sr-only"
              />
              {v} · {label}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={field.errors} className="mt-2" />
    </fieldset>
  );
}
