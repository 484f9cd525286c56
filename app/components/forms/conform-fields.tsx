import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { fieldLabel } from "~/content/content-labels";
import { FieldError, labelClass, Options } from "./fields";

/**
 * The content editors' fields (site details, product pages, insurers), bound to Conform: each
 * takes the field Conform typed from the editor's schema (`fields.name`, `item.getFieldset().url`),
 * so a misspelt field is a type error. Same markup as the plain fields of `fields.tsx`. Without a
 * `label`, a field is labelled with its content label: `fieldLabel` of its path ("address.street",
 * Conform's name for it), the name the history shows too.
 */

/** A field of an editor whose value is `Value` (its schema's input type). */
export type EditorField<Value = unknown> = FieldMetadata<Value, Record<string, unknown>, string[]>;

/** The field's first error, under its control (`errorId` is what the control's aria attributes name). */
export function EditorFieldError<Value>({ field }: { field: EditorField<Value> }) {
  return <FieldError id={field.errorId}>{field.errors?.[0]}</FieldError>;
}

/** A control's label, and its hint under it (`<id>-dica`, which the control names in aria-describedby). */
function LabelAndHint({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-dica`} className="mb-2 text-sm text-muted">
          {hint}
        </p>
      )}
    </>
  );
}

type TextInputType = "text" | "email" | "url" | "tel" | "number" | "color" | "password" | "time";

/**
 * A text input with its label, hint and error. `multiline`: a text area as tall as its text, from
 * one line up for a sentence or two (`"short"`: list items, steps) or from four for a paragraph.
 * A password is masked, with a button that shows it (`new-password`: the browser never fills in
 * the admin's own password).
 */
export function TextInput<Value>({
  field,
  label,
  hint,
  multiline = false,
  type = "text",
}: {
  field: EditorField<Value>;
  label?: string;
  hint?: string;
  multiline?: boolean | "short";
  type?: TextInputType;
}) {
  const [shown, setShown] = useState(false);
  const hintId = `${field.id}-dica`;
  const describedBy = [hint ? hintId : "", field.errors?.length ? field.errorId : ""]
    .filter(Boolean)
    .join(" ");
  const common = { "aria-describedby": describedBy || undefined };
  const { key: _key, ...props } = multiline
    ? getTextareaProps(field, { ariaAttributes: true })
    : getInputProps(field, { type, ariaAttributes: true });
  return (
    <div>
      <LabelAndHint id={field.id} label={label ?? fieldLabel(field.name)} hint={hint} />
      {multiline ? (
        <textarea
          {...props}
          {...common}
          rows={multiline === "short" ? 2 : 4}
          className={`field field-grow ${multiline === "short" ? "" : "min-h-32"}`}
        />
      ) : type === "password" ? (
        <div className="flex gap-2">
          <input
            {...props}
            {...common}
            type={shown ? "text" : "password"}
            autoComplete="new-password"
            spellCheck={false}
            className="field min-w-0 flex-1"
          />
          <button
            type="button"
            className="btn btn-ghost shrink-0"
            aria-pressed={shown}
            aria-controls={field.id}
            onClick={() => setShown(!shown)}
          >
            {shown ? (
              <EyeOff aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Eye aria-hidden="true" className="h-4 w-4" />
            )}
            {/* The name stays on a phone, where only the eye shows. */}
            <span className="sr-only sm:not-sr-only">Mostrar senha</span>
          </button>
        </div>
      ) : (
        <input {...props} {...common} className="field" />
      )}
      <EditorFieldError field={field} />
    </div>
  );
}

/** One input of `TextInputs`: its field's key in the fieldset, and how `TextInput` shows it. */
export interface TextInputSpec<Name extends string> {
  name: Name;
  hint?: string;
  multiline?: boolean | "short";
  type?: TextInputType;
}

/** A content editor's run of text inputs of one fieldset, in the order given, each by its content label. */
export function TextInputs<Name extends string>({
  fields,
  inputs,
}: {
  fields: Record<Name, EditorField>;
  inputs: ReadonlyArray<TextInputSpec<Name>>;
}) {
  return inputs.map(({ name, ...shown }) => <TextInput key={name} field={fields[name]} {...shown} />);
}

/** A select among fixed options. */
export function SelectInput<Value>({
  field,
  label,
  options,
}: {
  field: EditorField<Value>;
  label?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { key: _key, ...props } = getSelectProps(field, { ariaAttributes: true });
  return (
    <div>
      <label htmlFor={field.id} className={labelClass}>
        {label ?? fieldLabel(field.name)}
      </label>
      <select {...props} className="field">
        <Options options={options} />
      </select>
      <EditorFieldError field={field} />
    </div>
  );
}

/** A checkbox's attributes for a boolean field (checked by its current value). */
export function checkboxProps(field: EditorField<boolean | undefined>) {
  const initial: unknown = field.initialValue;
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    type: "checkbox" as const,
    value: "on",
    defaultChecked: initial === "on" || initial === true,
    className: "h-5 w-5",
  };
}

/** A checkbox inside its label (the label's text after the box). */
export function CheckboxInput({
  field,
  label,
  className = "flex items-center gap-2",
}: {
  field: EditorField<boolean | undefined>;
  label: string;
  className?: string;
}) {
  return (
    <label className={className}>
      <input {...checkboxProps(field)} /> {label}
    </label>
  );
}
