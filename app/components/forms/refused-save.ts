/**
 * After a refused save: which fields of the form are in error (read from the page, where each
 * field's error is tied to its control and its control to its label), and putting the first one
 * in view and focus clear of the sticky save bar (issue 26).
 */

/** A field whose error is shown: what its label says, what takes the focus, what must be seen. */
export interface InvalidField {
  label: string;
  /** The control (or, for a list's own error, the error itself). */
  focusTarget: HTMLElement;
  /** The label, the control and its error: all of it must be in view. */
  region: HTMLElement;
}

/** The fields of `form` whose errors are shown, in the page's order. */
export function invalidFields(form: HTMLFormElement): InvalidField[] {
  // `FieldError` marks each field's message with this attribute.
  const errors = Array.from(form.querySelectorAll<HTMLElement>("[data-field-error]"));
  return errors.flatMap((error): InvalidField[] => {
    if (!error.id) return [];
    const control = form.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(error.id)}"]`);
    if (control) {
      const labels = (control as HTMLInputElement).labels;
      return [
        {
          label: labels?.[0]?.textContent?.trim() || control.getAttribute("name") || "",
          focusTarget: control,
          region: error.parentElement ?? control,
        },
      ];
    }
    // A list's own error ("Adicione pelo menos um item."): its group names it, or its section.
    const group = error.closest<HTMLElement>("[role=group], fieldset");
    const labelledBy = group?.getAttribute("aria-labelledby");
    const name = labelledBy ? document.getElementById(labelledBy) : group?.querySelector("legend");
    const label = name?.textContent?.trim();
    error.tabIndex = -1;
    return [{ label: label ?? "", focusTarget: error, region: error }];
  });
}

/**
 * Writes the save bar's height into `--save-bar-height`, which the page's scroll padding adds
 * (app.css): whatever the browser scrolls into view (focus, a jump, the reveal) stops above it.
 */
export function syncSaveBarHeight(bar: HTMLElement) {
  document.documentElement.style.setProperty("--save-bar-height", `${bar.offsetHeight}px`);
}

/** Focuses `field` and scrolls its label, control and error into view (the scroll padding clears the bars). */
export function revealField(field: InvalidField) {
  if (document.activeElement !== field.focusTarget) field.focusTarget.focus({ preventScroll: true });
  field.region.scrollIntoView({ block: "nearest" });
  // A region taller than the room between the bars (a long text): the control itself comes first.
  field.focusTarget.scrollIntoView({ block: "nearest" });
}
