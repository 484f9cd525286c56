import { type FormMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The pieces every content editor is made of (site details, product pages): labelled inputs with
 * their error under them, and lists that grow, shrink and are reordered with real buttons. The
 * buttons work without JavaScript too (Conform's intents: the server answers the new form state).
 */

/**
 * A field of any shape. Conform types each field from the schema, but one product editor serves
 * two schemas (insurance and financial) and these pieces serve every field: the schema, not the
 * type, is what checks the values (on the server always).
 */
// biome-ignore lint/suspicious/noExplicitAny: see above.
export type AnyField = any;
type AnyListField = AnyField;
// biome-ignore lint/suspicious/noExplicitAny: the form's shape is the editor's.
type AnyForm = FormMetadata<any, string[]>;

function FieldError({ field }: { field: AnyField }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="mt-2 text-sm font-semibold text-danger-700">
      {field.errors[0]}
    </p>
  );
}

const labelClass = "mb-2 block font-semibold text-navy-900";

/** A text input (or a textarea for long text) with its label, hint and error. */
export function TextInput({
  field,
  label,
  hint,
  multiline = false,
  type = "text",
}: {
  field: AnyField;
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
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mb-2 text-sm text-muted">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...props} {...common} rows={4} className="field" />
      ) : (
        <input {...props} {...common} className="field" />
      )}
      <FieldError field={field} />
    </div>
  );
}

/** A select among fixed options. */
export function SelectInput({
  field,
  label,
  options,
}: {
  field: AnyField;
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
      <FieldError field={field} />
    </div>
  );
}

/** A group of fields under one heading (a block of the page being edited). */
export function EditorSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-6">
      <legend className="px-1 text-lg font-extrabold text-navy-900">{title}</legend>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      {children}
    </fieldset>
  );
}

const iconButton =
  "inline-flex min-h-10 items-center gap-1 rounded-full border border-line bg-white px-3 text-sm font-semibold text-navy-900 hover:border-brand-500 disabled:opacity-40";

/**
 * A list admins can grow, shrink and reorder. `children` renders one item's inputs; `fixed` lists
 * (exactly two industry links) only edit their items.
 */
export function ListInput({
  form,
  field,
  label,
  itemName,
  newItem,
  fixed = false,
  children,
}: {
  form: AnyForm;
  field: AnyListField;
  label: string;
  /** One item, as the buttons say it: "pergunta", "parágrafo". */
  itemName: string;
  // biome-ignore lint/suspicious/noExplicitAny: an empty item of the list's shape.
  newItem?: any;
  fixed?: boolean;
  children: (item: AnyField, index: number) => ReactNode;
}) {
  const items = field.getFieldList() as AnyField[];
  return (
    <div role="group" aria-labelledby={`${field.id}-titulo`} className="space-y-3">
      <p id={`${field.id}-titulo`} className="font-semibold text-navy-900">
        {label}
      </p>
      {items.length > 0 && (
        <ol className="space-y-3">
          {items.map((item, index) => (
            <li key={item.key} className="rounded-2xl border border-line bg-surface p-4">
              <div className="space-y-3">{children(item, index)}</div>
              {!fixed && (
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })}
                    className={iconButton}
                    disabled={index === 0}
                    aria-label={`Subir ${itemName} ${index + 1}`}
                  >
                    <ArrowUp aria-hidden="true" className="h-4 w-4" /> Subir
                  </button>
                  <button
                    {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
                    className={iconButton}
                    disabled={index === items.length - 1}
                    aria-label={`Descer ${itemName} ${index + 1}`}
                  >
                    <ArrowDown aria-hidden="true" className="h-4 w-4" /> Descer
                  </button>
                  <button
                    {...form.remove.getButtonProps({ name: field.name, index })}
                    className={iconButton}
                    aria-label={`Remover ${itemName} ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" /> Remover
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {!fixed && (
        <button
          {...form.insert.getButtonProps({ name: field.name, defaultValue: newItem })}
          className={iconButton}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Adicionar {itemName}
        </button>
      )}
      <FieldError field={field} />
    </div>
  );
}

/** A list of plain-text items (paragraphs, bullets, steps). */
export function TextListInput({
  form,
  field,
  label,
  itemName,
  multiline = true,
}: {
  form: AnyForm;
  field: AnyListField;
  label: string;
  itemName: string;
  multiline?: boolean;
}) {
  return (
    <ListInput form={form} field={field} label={label} itemName={itemName} newItem="">
      {(item, index) => (
        <TextInput field={item} label={`${capitalize(itemName)} ${index + 1}`} multiline={multiline} />
      )}
    </ListInput>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The editor's save button, in a bar that stays in view at the bottom and covers no field. */
export function SaveBar({ label, saving }: { label: string; saving: boolean }) {
  return (
    <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      <button type="submit" name="intent" value="save" className="btn btn-primary shadow-card">
        {saving ? "Salvando…" : label}
      </button>
    </div>
  );
}

/** The form's own message (a failure that is not one field's). */
export function FormErrors({ form }: { form: AnyForm }) {
  if (!form.errors?.length) return null;
  return (
    <p id={form.errorId} role="alert" className="rounded-2xl bg-red-50 p-4 font-semibold text-danger-700">
      {form.errors[0]}
    </p>
  );
}
