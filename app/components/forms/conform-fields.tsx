import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { FieldError, labelClass } from "./fields";

/**
 * The content editors' fields (site details, product pages, insurers), bound to Conform: each
 * takes the field Conform typed from the editor's schema (`fields.name`, `item.getFieldset().url`),
 * so a misspelt field is a type error. Same markup as the plain fields of `fields.tsx`.
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

/** A text input (or a textarea for long text) with its label, hint and error. */
export function TextInput<Value>({
  field,
  label,
  hint,
  multiline = false,
  type = "text",
}: {
  field: EditorField<Value>;
  label: string;
  hint?: string;
  multiline?: boolean;
  type?: "text" | "email" | "url" | "tel" | "number" | "color";
}) {
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
      <LabelAndHint id={field.id} label={label} hint={hint} />
      {multiline ? (
        <textarea {...props} {...common} rows={4} className="field" />
      ) : (
        <input {...props} {...common} className="field" />
      )}
      <EditorFieldError field={field} />
    </div>
  );
}

/** A select among fixed options. */
export function SelectInput<Value>({
  field,
  label,
  options,
}: {
  field: EditorField<Value>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { key: _key, ...props } = getSelectProps(field, { ariaAttributes: true });
  return (
    <div>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      <select {...props} className="field">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
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

/**
 * An editor's logo (the insurer's, the brokerage's): what is shown now (`preview`), a file input
 * for a new PNG or WebP (the form posts multipart), and, when there is an uploaded logo, the box
 * that goes back to the drawn mark (`remove`).
 */
export function LogoInput({
  preview,
  file,
  label,
  hint,
  remove,
}: {
  preview: React.ReactNode;
  file: EditorField<File | undefined>;
  label: string;
  hint?: string;
  remove?: { field: EditorField<boolean | undefined>; label: string };
}) {
  const hintId = `${file.id}-dica`;
  return (
    <div className="flex flex-wrap items-center gap-4">
      {preview}
      <div className="min-w-0 flex-1">
        <LabelAndHint id={file.id} label={label} hint={hint} />
        <input
          id={file.id}
          name={file.name}
          form={file.formId}
          type="file"
          accept="image/png,image/webp"
          aria-describedby={hint ? hintId : undefined}
          className="block max-w-full"
        />
        <FieldError>{file.errors?.[0]}</FieldError>
        {remove && (
          <CheckboxInput field={remove.field} label={remove.label} className="mt-2 flex items-center gap-2" />
        )}
      </div>
    </div>
  );
}
