import { Search } from "lucide-react";
import { type ComponentProps, cloneElement, isValidElement, type ReactNode, useState } from "react";
import { formatPhone, maskTaxId } from "~/lib/br";

/**
 * The labelled fields of the plain forms (staff access, admin screens, the employee portal, the
 * contact form): a label tied to its control by id, and under it the field's error, which the
 * control names in `aria-describedby`. The Conform editors use `conform-fields.tsx`, same markup.
 */

export const labelClass = "mb-2 block font-semibold text-navy-900";

/**
 * A field's error under its control; `id` is what the control's `aria-describedby` names. The
 * data attribute lets a refused save find the fields in error (refused-save.ts).
 */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} data-field-error="" className="mt-2 text-sm font-semibold text-danger-700">
      {children}
    </p>
  );
}

/** The aria attributes a control in error carries: it is invalid, and described by its error. */
export function errorAria(error: string | undefined, errorId: string) {
  return error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
}

/**
 * A label above its control (`htmlFor` is the control's id) and the field's error under it. In
 * error, the control is handed `aria-invalid` and an `aria-describedby` naming the error (`errorId`,
 * by default `<htmlFor>-erro`), which then replaces any hint it names. The control is the one child,
 * or, when it sits among other elements, the child is a function that spreads those attributes on it.
 */
export function Field({
  label,
  htmlFor,
  error,
  errorId = `${htmlFor}-erro`,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  error?: string;
  errorId?: string;
  children: ReactNode | ((aria: ReturnType<typeof errorAria>) => ReactNode);
}) {
  const aria = errorAria(error, errorId);
  const control =
    typeof children === "function"
      ? children(aria)
      : error && isValidElement(children)
        ? cloneElement(children, aria)
        : children;
  return (
    <div>
      <label htmlFor={htmlFor} className={labelClass}>
        {label}
      </label>
      {control}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A select's options: each its value and the text it shows. */
export function Options({ options }: { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

/**
 * A text input of a staff form with its label and, after a refusal, its field's error; required
 * unless `required={false}`. The rest of its props (type, maxLength, defaultValue...) go to the input.
 */
export function TextField({
  label,
  name,
  error,
  required = true,
  ...input
}: { label: string; name: string; error?: string } & Omit<
  ComponentProps<"input">,
  "id" | "name" | "className"
>) {
  return (
    <Field label={label} htmlFor={name} error={error}>
      <input id={name} name={name} type="text" required={required} className="field" {...input} />
    </Field>
  );
}

/**
 * A Brazilian phone input, masked as it is typed ("(11) 9 8765-4321"); the rest of its props
 * (id, name, placeholder, aria) go to the input.
 */
export function PhoneInput({
  defaultValue = "",
  inputMode = "tel",
  ...props
}: Omit<ComponentProps<"input">, "type" | "value" | "onChange" | "defaultValue"> & {
  defaultValue?: string;
}) {
  const [phone, setPhone] = useState(() => formatPhone(defaultValue));
  return (
    <input
      {...props}
      type="tel"
      inputMode={inputMode}
      value={phone}
      onChange={(event) => setPhone(formatPhone(event.target.value))}
      className="field"
    />
  );
}

/** A search input with its magnifier icon; the props (id, name, value, placeholder) go to the input. */
export function SearchInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <div className={`relative ${className ?? ""}`.trim()}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
      />
      <input {...props} type="search" className="field !pl-9" />
    </div>
  );
}

/**
 * A public form's field: the label marks a required field with a red asterisk and may carry a
 * hint on its right ("Opcional"); the control is the child.
 */
export function MarkedField({
  label,
  htmlFor,
  required,
  hint,
  children,
}: {
  label: string;
  htmlFor: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label
        htmlFor={htmlFor}
        className="mb-2 flex items-baseline justify-between font-semibold text-navy-900"
      >
        <span>
          {label} {required && <span className="text-danger-700">*</span>}
        </span>
        {hint && <span className="text-sm font-normal text-muted">{hint}</span>}
      </label>
      {children}
    </div>
  );
}

/**
 * A CPF or CNPJ input, punctuated as it is typed (`maskTaxId`); the rest of its props (id, name,
 * aria) go to the input.
 */
export function TaxIdInput({
  defaultValue = "",
  ...props
}: Omit<ComponentProps<"input">, "type" | "value" | "onChange" | "defaultValue"> & {
  defaultValue?: string;
}) {
  const [id, setId] = useState(() => maskTaxId(defaultValue));
  return (
    <input
      {...props}
      type="text"
      inputMode="text"
      autoCapitalize="characters"
      value={id}
      onChange={(event) => setId(maskTaxId(event.target.value))}
      className="field"
    />
  );
}
