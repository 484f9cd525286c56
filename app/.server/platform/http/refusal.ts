import { fieldErrors } from "~/lib/form-result";
import { z } from "~/lib/zod";

/**
 * The one expected, user-facing failure (decision 013): `message` is the exact Portuguese text to
 * show, `status` the HTTP status, `fields` one message per form field for bad input. Any server
 * module throws it; `failed` in form-result.ts (through `formAction`) is the one place that turns it into a response.
 */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "Refusal";
  }
}

/** Bad input: 400 with one message per field; the message is `message` or the first field's. */
function invalidInput(error: z.ZodError, message?: string): Refusal {
  const fields = fieldErrors(error);
  return new Refusal(message ?? Object.values(fields)[0] ?? "Dados inválidos.", 400, fields);
}

/** Parses `input` with the form's schema, or throws the 400 Refusal with its field errors. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, message?: string): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error, message);
  return parsed.data;
}

/**
 * A screen's posted `intent`: one of the keys of its table of done messages (`X_DONE`), or the
 * 400 "Ação desconhecida.".
 */
export function intentSchema<Intent extends string>(done: Record<Intent, string>) {
  return z.enum(Object.keys(done) as [Intent, ...Intent[]], { error: "Ação desconhecida." });
}
