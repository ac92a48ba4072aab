// Course rows of the college and program forms: start with one (empty) row, Add Course appends an empty
// one, Remove takes one out, and the last remaining row cannot be removed (SPEC.md §5).
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Field, inputClass } from "../ui/field.tsx";

interface Props {
  /** Field name prefix: rows post as `${prefix}.0.${key}` */
  prefix: string;
  fields: { key: string; label: string; placeholder?: string }[];
  /** Existing rows; an `id` is posted back so a corrected course keeps its streams */
  initial: Record<string, string | undefined>[];
  errors: Record<string, string>;
}

let nextKey = 1;
const newRow = (values: Record<string, string | undefined> = {}) => ({ key: nextKey++, values });

export function CourseRows({ prefix, fields, initial, errors }: Props) {
  const [rows, setRows] = useState(() => (initial.length ? initial.map((v) => newRow(v)) : [newRow()]));
  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {rows.map((row, i) => (
          <li
            key={row.key}
            className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
            data-testid="course-row"
          >
            <div className="mb-2 flex items-center justify-between">
              <span className="text-sm font-bold text-slate-800">Course {i + 1}</span>
              <button
                type="button"
                onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
                disabled={rows.length === 1}
                title={rows.length === 1 ? "At least one course is needed" : undefined}
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove<span className="sr-only"> course {i + 1}</span>
              </button>
            </div>
            {row.values.id ? <input type="hidden" name={`${prefix}.${i}.id`} value={row.values.id} /> : null}
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {fields.map((f) => {
                const name = `${prefix}.${i}.${f.key}`;
                return (
                  <Field key={f.key} id={`f-${prefix}-${row.key}-${f.key}`} label={f.label} error={errors[name]}>
                    {(aria) => (
                      <input
                        {...aria}
                        name={name}
                        required
                        defaultValue={row.values[f.key] ?? ""}
                        placeholder={f.placeholder}
                        className={inputClass}
                      />
                    )}
                  </Field>
                );
              })}
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => setRows((list) => [...list, newRow()])}
        className="inline-flex items-center gap-1.5 rounded-lg border border-brand-700 px-3 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Course
      </button>
    </div>
  );
}
