import { data } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "~/lib/staff-schemas";
import { StaffError } from "./users";

/** What every staff form action returns when it does not redirect. */
export interface FormResult {
  ok?: boolean;
  message?: string;
  fields?: Record<string, string>;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads a form body into a plain object of strings (files and repeated keys are ignored). A body
 * that is not a form (JSON, garbage) is refused with 415/400 before any route code sees it.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) {
    throw new Response("Envie os dados pelo formulário.", { status: 415 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new Response("Formulário inválido.", { status: 400 });
  }
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !(key in out)) out[key] = value;
  }
  return out;
}

/** 400 with the first message and one message per field (Zod failed). */
export function invalid(error: z.ZodError, message?: string) {
  const fields = fieldErrors(error);
  return data<FormResult>({ ok: false, message: message ?? Object.values(fields)[0], fields }, 400);
}

/**
 * Expected failures (StaffError) show their Portuguese text with their status; anything else is
 * logged and shown as the screen's generic failure message.
 */
export function failed(error: unknown, fallback: string) {
  // A refusal already shaped as a response (readForm's 415/400) passes through untouched.
  if (error instanceof Response) throw error;
  if (error instanceof StaffError)
    return data<FormResult>({ ok: false, message: error.message }, error.status);
  console.error(error);
  return data<FormResult>({ ok: false, message: fallback }, 500);
}

/** The form worked and the screen stays (a modal or message says so). */
export const succeeded = (message?: string): FormResult => ({ ok: true, message });

/** A refusal with a Portuguese message and its status. */
export const refused = (message: string, status = 400) => data<FormResult>({ ok: false, message }, status);
