// A labelled select, drawn by the one Field helper (label, hint and error read out with the control): the
// predictor, the filter bars of the college lists, the leads and the cut-offs, the lead form, and (as
// ChoiceField in checked-form.tsx, from Conform's field metadata) the admin forms all use it. It carries no
// Conform, so the footer's newsletter on every page can use it (decision 008's budget).
import { type ReactNode, type Ref, useId } from "react";
import { Field, inputClass } from "../ui/field.tsx";

/** The look of a select in a filter bar above a list: a small label over the control */
export const filterSelectLook = {
  className: "flex flex-col gap-1",
  labelClassName: "text-sm font-medium text-slate-700",
  selectClassName:
    "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600",
};

/** An option: its value and what it says; a plain string is both. */
export type SelectOption = string | { value: string; label: string };

interface Props {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first option, with an empty value: what choosing nothing means ("Any state", "Select a college") */
  empty?: string;
  /** The empty first option only prompts and cannot be chosen again (the lead form's "Select Course") */
  emptyIsPrompt?: boolean;
  /** The control's id (the label points at it); one is made when not given */
  id?: string;
  defaultValue?: string;
  /** A select the page controls (with onChange) */
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
  /** Shown under the select and read out with it */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Its options are being fetched */
  busy?: boolean;
  className?: string;
  labelClassName?: string;
  selectClassName?: string;
  selectRef?: Ref<HTMLSelectElement>;
  /** A checked form's key for the control: a new one shows the field's value afresh */
  controlKey?: string;
}

const optionValue = (option: SelectOption) => (typeof option === "string" ? option : option.value);
const optionLabel = (option: SelectOption) => (typeof option === "string" ? option : option.label);

export function SelectField({
  name,
  label,
  options,
  empty,
  emptyIsPrompt,
  id,
  onChange,
  selectRef,
  controlKey,
  ...rest
}: Props) {
  const madeId = useId();
  return (
    <Field
      id={id ?? madeId}
      label={label}
      error={rest.error}
      hint={rest.hint}
      className={rest.className}
      labelClassName={rest.labelClassName}
    >
      {(aria) => (
        <select
          key={controlKey}
          {...aria}
          ref={selectRef}
          name={name}
          defaultValue={rest.defaultValue}
          value={rest.value}
          onChange={onChange ? (e) => onChange(e.target.value) : undefined}
          required={rest.required}
          disabled={rest.disabled}
          aria-busy={rest.busy || undefined}
          className={rest.selectClassName ?? inputClass}
        >
          {empty !== undefined ? (
            <option value="" disabled={emptyIsPrompt}>
              {empty}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={optionValue(option)} value={optionValue(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
