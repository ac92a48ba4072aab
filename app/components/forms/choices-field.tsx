// A question with several answers as boxes to tick, one name for all of them (a checked form posts each ticked
// box's value): the staff scholarship form's levels, genders, categories, states and streams. The legend names
// the question; the hint and the field's message are read out with the group.
import { FieldError } from "../ui/field.tsx";
import type { FieldMeta } from "./checked-form.tsx";

/** What the boxes show ticked: what was posted (after a refused save), or the record's list. */
function ticked(field: FieldMeta): Set<string> {
  const value: unknown = field.initialValue;
  return new Set(Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : []);
}

interface Props {
  field: FieldMeta;
  legend: string;
  hint: string;
  /** code → words, in the order shown */
  options: Record<string, string>;
  /** Boxes per row on a wide screen (2); a long list such as the states reads better in 3 */
  columns?: 2 | 3;
}

export function ChoicesField({ field, legend, hint, options, columns = 2 }: Props) {
  const on = ticked(field);
  const hintId = `${field.id}-hint`;
  const errorId = `${field.id}-error`;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${hintId}${field.errors ? ` ${errorId}` : ""}`}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {/* A new key shows the field's value afresh (a record loaded, or a refused save's answer) */}
      <div
        key={field.key}
        className={`mt-2 grid gap-x-4 gap-y-1 ${columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}
      >
        {Object.entries(options).map(([code, words]) => (
          <label key={code} className="flex items-start gap-2 py-1 text-sm text-slate-800">
            <input
              type="checkbox"
              name={field.name}
              value={code}
              defaultChecked={on.has(code)}
              className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700"
            />
            {words}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={field.errors} />
    </fieldset>
  );
}
