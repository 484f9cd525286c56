import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { FormResult } from "~/lib/form-result";
import type { z } from "~/lib/zod";
import { logger } from "../logger";
import { Refusal } from "./refusal";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The request's form body; a body that is not a form (JSON, garbage) is refused with 415/400. */
async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) {
    throw new Response("Envie os dados pelo formulário.", { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw new Response("Formulário inválido.", { status: 400 });
  }
}

/**
 * Reads a form body into a plain object of strings (files and repeated keys are ignored). A body
 * that is not a form (JSON, garbage) is refused with 415/400 before any route code sees it.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  return (await readFormParts(request)).form;
}

/** The form's text fields as readForm reads them, and its files (the first of each name). */
async function readFormParts(request: Request) {
  const data = await readFormData(request);
  // No prototype: a field named `__proto__`, `constructor` or `toString` is just a field, and
  // `form.intent` is never something inherited.
  const form: Record<string, string> = Object.create(null);
  const files: Record<string, File> = Object.create(null);
  for (const [key, value] of data) {
    if (typeof value === "string") {
      if (!Object.hasOwn(form, key)) form[key] = value;
    } else if (!Object.hasOwn(files, key)) files[key] = value;
  }
  return { form, files };
}

/**
 * The one place a failed action becomes a response (decision 013): a Refusal shows its Portuguese
 * text and field errors with its status; anything else is logged and shown as the screen's generic
 * failure message with 500. A response already shaped (readForm's 415/400, a guard's redirect or
 * 403) passes through untouched.
 */
export function failed(error: unknown, fallback: string, intent?: string) {
  if (error instanceof Response) throw error;
  const tag = intent === undefined ? {} : { intent };
  if (error instanceof Refusal) {
    const { message, status, fields } = error;
    return data<FormResult>({ ok: false, message, ...(fields && { fields }), ...tag }, status);
  }
  logger().error({ err: error }, "ação falhou");
  return data<FormResult>({ ok: false, message: fallback, ...tag }, 500);
}

/** The generic failure of an admin screen's action (its refusals carry their own text). */
export const ACTION_FAILED = "Não foi possível concluir a ação. Tente novamente.";

/** The form worked and the screen stays (a modal or message says so). */
export const succeeded = (message?: string): FormResult => ({ ok: true, message });

/**
 * Every form action has this one shape (decision 013): read the form (and its files, for an
 * upload), let `work` parse it with
 * the form's schema and call the use case, then answer with what `work` returns (a redirect, a
 * FormResult) or `succeeded()` when it returns nothing. Whatever it throws goes through `failed`,
 * with `fallback` (or the fallback for the posted form) as the screen's generic failure message;
 * a failure names the posted `intent`, so a screen with several forms shows it in the right one.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: work that answers nothing is a Promise<void>.
export async function formAction<Answer extends Response | FormResult | void>(
  request: Request,
  fallback: string | ((form: Record<string, string>) => string),
  work: (form: Record<string, string>, files: Record<string, File>) => Promise<Answer>,
) {
  const { form, files } = await readFormParts(request);
  try {
    const answer = await work(form, files);
    return answer === undefined ? succeeded() : (answer as Exclude<Answer, void>);
  } catch (error) {
    return failed(error, typeof fallback === "string" ? fallback : fallback(form), form.intent);
  }
}

/**
 * `formAction` for a form that carries files (multipart): `work` gets the text fields as
 * `formAction` gives them and the files by field name (the first file of each name). The body
 * limit of such a path is raised in server/request-guards.ts.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: work that answers nothing is a Promise<void>.
export async function fileFormAction<Answer extends Response | FormResult | void>(
  request: Request,
  fallback: string,
  work: (form: Record<string, string>, files: Record<string, File>) => Promise<Answer>,
) {
  const formData = await readFormData(request);
  const form: Record<string, string> = Object.create(null);
  const files: Record<string, File> = Object.create(null);
  for (const [key, value] of formData) {
    if (typeof value === "string") {
      if (!Object.hasOwn(form, key)) form[key] = value;
    } else if (!Object.hasOwn(files, key)) files[key] = value;
  }
  try {
    const answer = await work(form, files);
    return answer === undefined ? succeeded() : (answer as Exclude<Answer, void>);
  } catch (error) {
    return failed(error, fallback, form.intent);
  }
}

/**
 * The same shape for the content editors, whose forms hold nested lists (Conform, decision 018):
 * the save intent → parse with the form's schema → 400 with one message per field (or, for an add/remove/reorder
 * button pressed without JavaScript, 200 with the form's new state) → `work` with the parsed
 * value, whose transaction and redirect are its own. A Refusal or failure becomes the form's message.
 */
export async function schemaFormAction<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  work: (value: z.output<Schema>) => Promise<Response>,
) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema });
  // The save button posts intent=save; a list button (add, remove, move) posts Conform's own
  // __intent__ instead. Anything else is not this form's action.
  const intent = formData.get("intent");
  if (intent === null ? !formData.has("__intent__") : intent !== "save") {
    return data(submission.reply({ formErrors: ["Ação desconhecida."] }), { status: 400 });
  }
  if (submission.status !== "success") {
    return data(submission.reply(), { status: submission.status === "error" ? 400 : 200 });
  }
  try {
    return await work(submission.value);
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = error instanceof Refusal ? error : undefined;
    if (!refusal) logger().error({ err: error }, "ação falhou");
    return data(submission.reply({ formErrors: [refusal?.message ?? ACTION_FAILED] }), {
      status: refusal?.status ?? 500,
    });
  }
}
