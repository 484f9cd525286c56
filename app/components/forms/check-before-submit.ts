import type { FormEvent } from "react";
import { fieldErrors } from "~/lib/form-result";
import type { z } from "~/lib/zod";

/**
 * The server's schema, checked in the browser before a form goes (one schema per form, shared):
 * a refusal stops the submit, shows each field's message and puts the cursor on the first field
 * refused. `idOf` names a field's input when its id is not its name.
 */
export function checkBeforeSubmit(
  event: FormEvent<HTMLFormElement>,
  schema: z.ZodType,
  setErrors: (errors: Record<string, string> | undefined) => void,
  idOf: (name: string) => string = (name) => name,
): void {
  const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
  const parsed = schema.safeParse(values);
  if (parsed.success) {
    setErrors(undefined);
    return;
  }
  event.preventDefault();
  const found = fieldErrors(parsed.error);
  setErrors(found);
  const first = Object.keys(found)[0];
  if (first) document.getElementById(idOf(first))?.focus();
}
