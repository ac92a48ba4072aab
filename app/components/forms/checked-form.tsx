// The pieces every checked form shows: the form itself (Conform's props and the hidden state input that
// tells the action which fields were already checked, for a post without JavaScript), and text fields built
// on the one Field helper (label, aria-invalid, the error read out with the field).
import { type FieldMetadata, type FormMetadata, FormProvider, FormStateInput, getFormProps } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { Field, inputClass } from "../ui/field.tsx";
import { SelectField } from "./select-field.tsx";

/** A form's Conform metadata, whatever its schema */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormMeta = FormMetadata<any, string>;
/** One field's Conform metadata: name, id, what to show in it, its error and whether it is required */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldMeta = FieldMetadata<any, any, string>;

type Props = Omit<ComponentProps<typeof Form>, "id" | "onSubmit" | "noValidate"> & { form: FormMeta };

/** A checked form that posts (method "post" unless told otherwise). */
export function CheckedForm({ form, children, method = "post", ...props }: Props) {
  return (
    <FormProvider context={form.context}>
      <Form method={method} {...getFormProps(form)} {...props}>
        <FormStateInput formId={form.id} />
        {children}
      </Form>
    </FormProvider>
  );
}

/** What a field shows: what was typed (after a refused post) or the record's value. */
export const shownText = (field: FieldMeta) => (typeof field.initialValue === "string" ? field.initialValue : "");

interface TextFieldProps {
  field: FieldMeta;
  label: string;
  type?: "text" | "date" | "datetime-local" | "url" | "email" | "password" | "tel";
  multiline?: boolean;
  /** Lines of a multiline field (3) */
  rows?: number;
  wide?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** The id of a datalist of suggestions */
  list?: string;
  /** Whether the field must be filled in, for a form whose schema loads later (the schema says so otherwise) */
  required?: boolean;
  /** Shown under the field and read out with it */
  hint?: ReactNode;
  className?: string;
  labelClassName?: string;
}

/** A labelled text field; one the schema does not require says "(optional)". */
export function TextField({ field, label, type = "text", multiline, rows = 3, wide, ...rest }: TextFieldProps) {
  const required = rest.required ?? field.required ?? false;
  const common = {
    name: field.name,
    required,
    placeholder: rest.placeholder,
    autoComplete: rest.autoComplete,
    defaultValue: shownText(field),
    className: inputClass,
  };
  return (
    <Field
      id={field.id}
      label={required ? label : `${label} (optional)`}
      error={field.errors}
      hint={rest.hint}
      className={rest.className ?? (wide || multiline ? "sm:col-span-2" : undefined)}
      labelClassName={rest.labelClassName}
    >
      {(aria) =>
        multiline ? (
          <textarea key={field.key} {...aria} {...common} rows={rows} />
        ) : (
          <input key={field.key} {...aria} {...common} type={type} list={rest.list} />
        )
      }
    </Field>
  );
}

type SelectProps = Omit<ComponentProps<typeof SelectField>, "id" | "name" | "error" | "defaultValue" | "controlKey">;

/** A labelled select of a checked form: what was chosen (after a refused post) or the record's value. */
export function ChoiceField({ field, ...rest }: SelectProps & { field: FieldMeta }) {
  return (
    <SelectField
      id={field.id}
      name={field.name}
      controlKey={field.key}
      error={field.errors}
      defaultValue={rest.value === undefined ? shownText(field) : undefined}
      {...rest}
    />
  );
}
