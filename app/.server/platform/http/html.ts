/**
 * HTML built from values: the `html` template tag escapes everything interpolated that is not
 * markup it built itself, so nothing concatenates HTML by hand (the mails, the WhatsApp hand-off
 * page).
 */

/** Markup built by `html`; anything else interpolated into `html` is escaped. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function toMarkup(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(toMarkup).join("");
  return escapeHtml(String(value));
}

/** Tagged template: the literal parts are markup, every interpolated value is escaped. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, part, i) => out + part + (i < values.length ? toMarkup(values[i] ?? null) : ""), ""),
  );
}

/** Text with line breaks kept (a visitor's message), escaped line by line. */
export const multiline = (text: string): SafeHtml =>
  new SafeHtml(text.split(/\r?\n/).map(escapeHtml).join("<br>"));
