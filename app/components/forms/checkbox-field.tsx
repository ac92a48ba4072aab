// A yes-or-no question as a box to tick, with its hint and message: the predictor's and the mock allotment's
// GET forms, where a ticked box sends "on" and an unticked one nothing.
import { FieldError } from "../ui/field.tsx";

/** Whether an address's value of a box means ticked (the schemas take on, true, 1 and yes). */
export const isOn = (value: string) => ["on", "true", "1", "yes"].includes(value.toLowerCase());

export function Checkbox(props: {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  error?: string;
  onChange?: (checked: boolean) => void;
}) {
  const { name, error } = props;
  return (
    <div className="flex items-start gap-3">
      <input
        id={name}
        name={name}
        type="checkbox"
        value="on"
        defaultChecked={props.checked}
        disabled={props.disabled}
        onChange={props.onChange ? (event) => props.onChange!(event.currentTarget.checked) : undefined}
        className="mt-1 size-5 rounded border-slate-400 accent-brand-700"
        aria-describedby={`${name}-hint${error ? ` ${name}-error` : ""}`}
        aria-invalid={error ? true : undefined}
      />
      <div>
        <label htmlFor={name} className="text-sm font-semibold text-slate-800">
          {props.label}
        </label>
        <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
          {props.hint}
        </p>
        <FieldError id={`${name}-error`} error={error} />
      </div>
    </div>
  );
}
