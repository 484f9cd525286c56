import type { z } from "./zod";

/**
 * Text a person typed never holds control characters (NUL, bell, escape, C1…): they come from
 * scripts or broken pastes, and PostgreSQL refuses a NUL byte in text outright (a 500 instead of
 * a message; security review 2, I-5). Tab, line feed and carriage return are ordinary in a
 * multi-line text; a one-line field refuses them too. One rule for every form and content field.
 */
export const CONTROL_CHARACTERS =
  "O texto tem caracteres invisíveis (de controle): apague-os e escreva de novo.";

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F-\u009F]/;

/** Whether `text` is free of control characters (tab and line breaks allowed when `multiline`). */
export function isPlainText(text: string, { multiline }: { multiline: boolean }): boolean {
  return !(multiline ? CONTROL : CONTROL_OR_BREAK).test(text);
}

/** `schema` (a string schema) refusing control characters with the one message. */
export function plainString<T extends z.ZodType<string, string>>(
  schema: T,
  { multiline }: { multiline: boolean },
) {
  return schema.refine((text) => isPlainText(text, { multiline }), { error: CONTROL_CHARACTERS });
}
