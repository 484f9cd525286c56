import { ImageUp } from "lucide-react";
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { LOGO_MAX_BYTES, LOGO_TOO_BIG, LOGO_TYPES, LOGO_WRONG_TYPE } from "~/content/logo-rules";
import { CheckboxInput, type EditorField } from "./forms/conform-fields";
import { FieldError, labelClass } from "./forms/fields";

/** What the browser can tell of a chosen logo before sending it: the server's words, or nothing. */
export function logoProblem(file: File): string | undefined {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_WRONG_TYPE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_BIG;
  return undefined;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * An editor's logo field, the insurer's or the brokerage's (issue 26): the current logo (or drawn
 * badge) beside a file picker that checks the chosen file's type and size at once, in the server's
 * words, and keeps a refused file out of the form (a 2 MB photo is never sent). A chosen file is
 * previewed with its name and size. Without JavaScript the server answers the same on the same
 * screen.
 */
export function LogoPicker({
  field,
  current,
  label,
  hint,
  removal,
}: {
  field: EditorField<File | undefined>;
  /** The logo as it is now (an image or the drawn badge). */
  current: ReactNode;
  label: string;
  /** Where the logo shows, under the picker until a file is chosen. */
  hint: string;
  /** When a logo was uploaded: the checkbox below the picker that goes back to the drawn badge. */
  removal?: { field: EditorField<boolean | undefined>; label: string };
}) {
  const [problem, setProblem] = useState<string>();
  const [chosen, setChosen] = useState<{ url: string; name: string; size: number }>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => chosen && URL.revokeObjectURL(chosen.url), [chosen]);
  // After a save the editor resets its form: Conform empties the file input and marks it with a
  // fresh `data-conform` (its own signal to controls), and the preview goes with the file.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const observer = new MutationObserver(() => {
      if (element.files?.length) return;
      setChosen(undefined);
      setProblem(undefined);
    });
    observer.observe(element, { attributes: true, attributeFilter: ["data-conform"] });
    return () => observer.disconnect();
  }, []);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const found = file && logoProblem(file);
    setProblem(found);
    if (!file || found) {
      // A refused file is not sent with the form.
      event.target.value = "";
      setChosen(undefined);
      return;
    }
    setChosen({ url: URL.createObjectURL(file), name: file.name, size: file.size });
  }

  const error = problem ?? field.errors?.[0];
  const hintId = `${field.id}-dica`;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="shrink-0">
        {chosen ? (
          <img
            src={chosen.url}
            alt="Logo escolhido (ainda não salvo)"
            width={56}
            height={56}
            className="h-14 w-14 rounded-2xl object-contain ring-2 ring-brand-500"
          />
        ) : (
          current
        )}
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={field.id} className={labelClass}>
          <ImageUp aria-hidden="true" className="mr-1 inline h-4 w-4 align-[-2px]" />
          {label}
        </label>
        <input
          ref={input}
          id={field.id}
          name={field.name}
          form={field.formId}
          type="file"
          accept={LOGO_TYPES.join(",")}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? field.errorId : ""].filter(Boolean).join(" ")}
          className="block w-full max-w-full min-w-0 text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-100 file:px-4 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-brand-200"
        />
        <p id={hintId} className="mt-2 text-sm text-muted">
          {chosen ? `Escolhido: ${chosen.name} (${kilobytes(chosen.size)}). Será enviado ao salvar.` : hint}
        </p>
        <FieldError id={field.errorId}>{error}</FieldError>
        {removal && (
          <CheckboxInput
            field={removal.field}
            label={removal.label}
            className="mt-2 flex items-center gap-2"
          />
        )}
      </div>
    </div>
  );
}
