// Course rows of the college and program forms: start with one (empty) row, Add Course appends an empty
// one, Remove takes one out, and the last remaining row cannot be removed (SPEC.md §5). Both buttons are
// Conform list intents: with JavaScript the rows change at once, without it the form is posted, the action
// answers with the changed rows and saves nothing.
import type { FieldMetadata } from "@conform-to/react";
import { Plus, Trash2 } from "lucide-react";
import { FieldError } from "../ui/field.tsx";
import { type FormMeta, shownText, TextField } from "../forms/checked-form.tsx";

interface Props {
  form: FormMeta;
  /** The `courses` list field; an existing row's `id` is posted back so a corrected course keeps its streams */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: FieldMetadata<Record<string, string | undefined>[], any, string>;
  fields: { key: string; label: string; placeholder?: string }[];
}

export function CourseRows({ form, list, fields }: Props) {
  const rows = list.getFieldList();
  return (
    <div className="space-y-3">
      <FieldError id={list.errorId} error={list.errors} />
      <ol className="space-y-3">
        {rows.map((row, i) => {
          const cells = row.getFieldset();
          const id = shownText(cells.id);
          return (
            <li
              key={row.key}
              className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
              data-testid="course-row"
            >
              <div className="mb-2 flex items-center justify-between">
                <span className="text-sm font-bold text-slate-800">Course {i + 1}</span>
                <button
                  {...form.remove.getButtonProps({ name: list.name as string, index: i })}
                  disabled={rows.length === 1}
                  title={rows.length === 1 ? "At least one course is needed" : undefined}
                  className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove<span className="sr-only"> course {i + 1}</span>
                </button>
              </div>
              {id ? <input type="hidden" name={cells.id.name} value={id} /> : null}
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {fields.map((f) => (
                  <TextField key={f.key} field={cells[f.key]} label={f.label} placeholder={f.placeholder} />
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <button
        {...form.insert.getButtonProps({ name: list.name as string })}
        className="inline-flex items-center gap-1.5 rounded-lg border border-brand-700 px-3 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Plus aria-hidden="true" className="size-4" />
        Add Course
      </button>
    </div>
  );
}
